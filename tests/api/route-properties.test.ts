import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { allEndpoints } from '#shared/api/index.js';
import { type Endpoint, type InputSchema, isFileUpload, isSchemaFactory } from '#shared/api/contract.js';
import { rowsOf } from '#server/db/client.js';
import { arbitraryInput, asText, encodeUrlPart } from '../support/arbitrary-input.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 8, item 6: property-based tests over every API route, with inputs generated from the shared request
 * schemas (tests/support/arbitrary-input.ts): whatever is sent, the answer is a 2xx or a 4xx, never a 5xx, and a
 * 4xx writes nothing. "Nothing" is a fingerprint of every table, less the security bookkeeping that a refusal
 * is meant to write (rate-limit counters, failed sign-ins).
 */
const NOW = new Date('2031-03-01T12:00:00.000Z');
const NOT_DATA = new Set(['__drizzle_migrations', 'rate_limit_counters', 'sign_in_attempts']);

type Who = 'anyone' | 'person' | 'admin';
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  who: Who;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** Fewer runs where each one hashes a password. */
  runs?: number;
}

const NO_INPUT = z.object({});

/** A schema built from the server's clock or settings, as the test app builds it (a file body: sent as nothing). */
const built = (schema: InputSchema | undefined) => (isSchemaFactory(schema) ? schema.build({ now: () => NOW, isProduction: false }) : schema);

/** A contract's case: its own schemas, sent as who its access names (issue 18: the tests iterate the table). */
function contractCase({ spec }: Endpoint): RouteCase {
  const who: Who = spec.access === 'anyone' ? 'anyone' : spec.access === 'admin' ? 'admin' : 'person';
  // The password and sign-in classes' endpoints hash a password on each run.
  const runs = spec.rateLimit && spec.rateLimit.startsWith('auth-') ? 8 : undefined;
  const body = isFileUpload(spec.body) ? undefined : built(spec.body);
  return { method: spec.method, url: spec.path, who, params: spec.params, query: built(spec.query) ?? NO_INPUT, body, runs };
}

const ROUTES: RouteCase[] = [
  // Every endpoint with a contract; the lines below are the routes not yet migrated (tests/api/route-table.test.ts).
  // (An event stream never ends by itself: tests/api/notification-stream.test.ts covers it.)
  ...allEndpoints()
    .filter((e) => !Object.values(e.spec.responses).includes('event-stream'))
    .map(contractCase),
];

describe('every route answers any input with a 2xx or a 4xx, and a 4xx writes nothing', () => {
  let t: TestApp;
  const http = requests(() => t);
  let cookies: Record<Who, string | undefined>;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const person = await signUpVerifiedUser(t, { email: 'prop-person@example.com' });
    const admin = await signUpVerifiedUser(t, { email: 'prop-admin@example.com', role: 'admin' });
    cookies = { anyone: undefined, person: person.cookie, admin: admin.cookie };
    const found = rowsOf<{ tablename: string }>(await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`));
    tables = found.map((row) => row.tablename).filter((name) => !NOT_DATA.has(name));
  }, 120_000);
  afterAll(() => t.close());

  /** One hash per table of its rows, in one query. */
  async function fingerprint(): Promise<Record<string, string>> {
    const query = tables
      .map((name) => `select '${name}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from "${name}" x`)
      .join(' union all ');
    const rows = rowsOf<{ name: string; hash: string }>(await t.db.execute(sql.raw(query)));
    return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
  }

  function urlFor(route: RouteCase, params: unknown, query: unknown): string {
    const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
    const path = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeUrlPart(asText(values[name])) || 'x');
    if (!query || typeof query !== 'object' || Array.isArray(query)) return path;
    const text = Object.entries(query)
      .map(([key, value]) => `${encodeUrlPart(key)}=${encodeUrlPart(asText(value))}`)
      .join('&');
    return text ? `${path}?${text}` : path;
  }

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      const inputs = fc.record({
        params: route.params ? arbitraryInput(route.params) : fc.constant(undefined),
        query: route.query ? arbitraryInput(route.query) : fc.constant(undefined),
        body: route.body ? arbitraryInput(route.body) : fc.constant(undefined),
      });
      let current = await fingerprint();
      await fc.assert(
        fc.asyncProperty(inputs, async ({ params, query, body }) => {
          // The Origin on every method, and the body as JSON text (arbitrary input, not only what a client would build).
          const res = await http.send(route.method, urlFor(route, params, query), body !== undefined ? JSON.stringify(body) : undefined, cookies[route.who], {
            origin: true,
            headers: body !== undefined ? { 'content-type': 'application/json' } : {},
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.statusCode).toBeGreaterThanOrEqual(200);
          const after = await fingerprint();
          if (res.statusCode >= 400) expect(after, `${res.statusCode} ${res.body}`).toEqual(current);
          current = after;
        }),
        { numRuns: route.runs ?? 20 },
      );
    });
  }
});
