import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Graceful shutdown at the HTTP level: requests in flight finish, new ones are answered 503. */
describe('shutdown gate', () => {
  let t: TestApp;
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        // A request that stays in flight until the test lets it finish.
        app.get('/api/test/slow', async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          return { finished: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('serves normally before shutdown', async () => {
    expect(t.app.shutdownGate.shuttingDown).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets a request in flight finish and answers new ones 503', async () => {
    const running = new Promise<void>((resolve) => (started = resolve));
    const inFlight = t.app.inject({ method: 'GET', url: '/api/test/slow' });
    await running;

    t.app.shutdownGate.begin();

    const refused = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Service is currently unavailable. Please try again later.' },
    });
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBe('5');
    // Pages too, and writes: nothing new starts.
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'POST', url: '/api/errors', payload: {} })).statusCode).toBe(503);

    release();
    const finished = await inFlight;
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ finished: true });
  });
});
