import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().database.status).toBe('ok');
  });

  it('reports the validation summary and each integration mode, never a setting value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const body = res.json();
    expect(body.validation).toEqual({ score: expect.any(Number), ready: true, issues: expect.any(Array) });
    expect(body.validation.score).toBeGreaterThanOrEqual(80);
    for (const issue of body.validation.issues) expect(Object.keys(issue).sort()).toEqual(['message', 'name', 'severity']);
    expect(body.integrations).toEqual({
      email: 'local',
      // Decision 100: memory on the embedded database, the auth classes in the database on a server.
      rateLimits: process.env.REDIS_URL ? 'redis' : process.env.TEST_DATABASE_URL ? 'memory+database' : 'memory',
    });
    expect(res.body).not.toContain(t.ctx.settings.authSecret);
  });

  it('names the Redis store and a real mail transport when they are configured', async () => {
    const { integrationModes } = await import('#server/http/routes/health.routes.js');
    expect(
      integrationModes({
        settings: t.ctx.settings,
        rateLimitStore: { kind: 'redis', hit: async () => ({ count: 1, resetAt: new Date() }), reset: async () => undefined },
        mailTransport: { kind: 'smtp' },
      }),
    ).toEqual({ email: 'smtp', rateLimits: 'redis' });
  });

  it('answers unknown API paths with the common error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'RESOURCE_NOT_FOUND', message: 'The requested item was not found.' } });
  });
});
