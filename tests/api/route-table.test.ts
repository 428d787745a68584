import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/api/index.js';
import { devOnlyEnabled } from '#server/http/dev-only.js';
import { rateLimitClassOf } from '#server/http/plugins/rate-limit.js';
import { registerRoutes } from '#server/http/routes/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18, item 7: every /api route is declared once, in a contract (src/shared/api): a route Fastify registers
 * without a contract fails, and so does a contract without its route. A contract marked devOnly is a route exactly where its switch is on (this app has
 * the dev mailbox and TEST_CLOCK=on, so all of them are); one marked servedBy is answered by that catch-all route.
 */
let t: TestApp;
let registered: Set<string>;

beforeAll(async () => {
  t = await createTestApp({ settings: { testClock: true } });
  // The same registerRoutes that createApp calls, on a bare instance that records each route as it is added.
  const app = Fastify();
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && route.url.startsWith('/api')) routes.add(`${method} ${route.url}`);
  });
  await registerRoutes(app, t.ctx);
  await app.close();
  registered = routes;
});
afterAll(() => t.close());

const contracts = () => allEndpoints().map((e) => `${e.spec.method} ${e.spec.path}`);
/** The contracts that are routes of their own on this app: not served by a catch-all, and switched on. */
const ownRoutes = () =>
  allEndpoints()
    .filter((e) => !e.spec.servedBy && (!e.spec.devOnly || devOnlyEnabled(t.ctx, e.spec.devOnly)))
    .map((e) => `${e.spec.method} ${e.spec.path}`);
const sorted = (values: Iterable<string>) => [...values].sort();

describe('the route table (issue 18)', () => {
  it('declares each endpoint once', () => {
    expect(new Set(contracts()).size).toBe(contracts().length);
    const names = allEndpoints().map((e) => `${e.area}.${e.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('registers every contract as a route, and the dev tools only where they are switched on', () => {
    expect(sorted(ownRoutes().filter((c) => !registered.has(c)))).toEqual([]);
    const devOnly = allEndpoints().filter((e) => e.spec.devOnly);
    expect(devOnly.length).toBeGreaterThan(0);
    for (const e of devOnly) expect(devOnlyEnabled(t.ctx, e.spec.devOnly!), `${e.area}.${e.name}`).toBe(true);
  });

  it('serves each servedBy contract through a catch-all contract of the same method, and registers no route of its own', () => {
    const served = allEndpoints().filter((e) => e.spec.servedBy);
    expect(served.length).toBeGreaterThan(0);
    for (const e of served) {
      const key = `${e.spec.method} ${e.spec.servedBy}`;
      expect(ownRoutes(), `${e.area}.${e.name}`).toContain(key);
      expect(registered.has(`${e.spec.method} ${e.spec.path}`), `${e.area}.${e.name}`).toBe(false);
      expect(e.spec.path.startsWith(e.spec.servedBy!.replace(/\*$/, '')), `${e.area}.${e.name}`).toBe(true);
    }
  });

  it('has no /api route outside a contract', () => {
    const known = new Set(ownRoutes());
    expect(sorted([...registered].filter((r) => !known.has(r)))).toEqual([]);
  });

  it('limits each servedBy contract by the class it declares (the limiter classes the catch-all by path)', () => {
    for (const e of allEndpoints().filter((x) => x.spec.servedBy)) {
      const request = { url: e.spec.path, method: e.spec.method, routeOptions: { config: {} } } as Parameters<typeof rateLimitClassOf>[0];
      const declared = e.spec.rateLimit ?? (e.spec.method === 'GET' ? 'api-read' : 'api-write');
      expect(rateLimitClassOf(request), `${e.area}.${e.name}`).toBe(declared);
    }
  });

});
