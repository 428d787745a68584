import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineArea } from '#shared/api/contract.js';
import type { Actor } from '#server/policies/actor.js';
import { installErrorHandler } from './error-handler.js';
import { route, SerializedJson } from './contract-route.js';

const things = defineArea('things', {
  make: {
    method: 'POST',
    path: '/api/things/:kind',
    summary: 'Make a thing',
    access: 'person',
    params: z.object({ kind: z.enum(['box', 'bag']) }),
    query: z.object({ dry: z.enum(['yes', 'no']).default('no') }),
    body: z.object({ name: z.string().min(1, 'Please enter a name'), size: z.coerce.number().int() }),
    responses: { 201: z.object({ id: z.string() }) },
    rateLimit: 'url-preview',
  },
  list: {
    method: 'GET',
    path: '/api/things',
    summary: 'The things',
    access: 'anyone',
    responses: { 200: z.object({ names: z.array(z.string()) }) },
    cache: 'per-viewer',
  },
  shared: {
    method: 'GET',
    path: '/api/things/shared',
    summary: 'The same for everyone',
    access: 'anyone',
    responses: { 200: z.object({ n: z.number() }) },
    cache: { publicMaxAge: 60 },
  },
  broken: { method: 'GET', path: '/api/things/broken', summary: 'Fails', access: 'anyone', responses: { 200: null }, cache: { publicMaxAge: 60 } },
});

let app: FastifyInstance;
afterEach(() => app?.close());

/** A bare app: the error handler, an actor from a test header, and the contract routes. */
async function build(seen: unknown[] = [], rateLimits: unknown[] = []) {
  app = Fastify();
  app.addHook('onResponse', async (request) => {
    rateLimits.push(request.routeOptions.config.rateLimit);
  });
  installErrorHandler(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = request.headers['x-test-user'] ? ({ userId: String(request.headers['x-test-user']) } as Actor) : null;
  });
  route(app, things.make, async (input) => {
    seen.push(input);
    return { id: `${input.params.kind}-${input.body.name}-${input.body.size}-${input.query.dry}` };
  });
  route(app, things.list, async () => new SerializedJson('{"names":["a"]}'));
  route(app, things.shared, async () => ({ n: 1 }));
  route(app, things.broken, async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

const make = (payload: unknown, headers: Record<string, string> = { 'x-test-user': 'u1' }, url = '/api/things/box') =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

describe('a route registered from its contract', () => {
  it('hands the handler the parsed input (defaults, coercion) and answers with the contract\'s status', async () => {
    const seen: unknown[] = [];
    await build(seen);
    const res = await make({ name: 'Jo', size: '3' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'box-Jo-3-no' });
    expect(seen).toEqual([{ params: { kind: 'box' }, query: { dry: 'no' }, body: { name: 'Jo', size: 3 } }]);
  });

  it('answers bad input with the 400 of decision 010 naming each field, before the handler runs', async () => {
    const seen: unknown[] = [];
    await build(seen);
    const body = await make({ name: '', size: 'x' });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { name: 'Please enter a name', size: expect.any(String) } });
    const params = await make({ name: 'Jo', size: 1 }, undefined, '/api/things/crate');
    expect(params.statusCode).toBe(400);
    expect(Object.keys(params.json().error.fields)).toEqual(['kind']);
    expect((await make({ name: 'Jo', size: 1 }, undefined, '/api/things/box?dry=maybe')).json().error.fields).toHaveProperty('dry');
    expect(seen).toEqual([]);
  });

  it('answers a signed-out call to a route for people with 401, before reading its input', async () => {
    await build();
    const res = await make({ name: '' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTHENTICATION_ERROR');
  });

  it('carries the contract\'s rate-limit class to the rate limiter', async () => {
    const seen: unknown[] = [];
    await build([], seen);
    await make({ name: 'Jo', size: 1 });
    await app.inject({ method: 'GET', url: '/api/things' });
    expect(seen).toEqual(['url-preview', undefined]);
  });

  it('applies the cache policy once: per viewer, public for everyone, and never on an error', async () => {
    await build();
    const out = await app.inject({ method: 'GET', url: '/api/things' });
    expect(out.headers).toMatchObject({ 'cache-control': 'no-cache', vary: 'Cookie', 'content-type': 'application/json; charset=utf-8' });
    expect(out.json()).toEqual({ names: ['a'] });
    const signedIn = await app.inject({ method: 'GET', url: '/api/things', headers: { 'x-test-user': 'u1' } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const shared = await app.inject({ method: 'GET', url: '/api/things/shared' });
    expect(shared.headers['cache-control']).toBe('public, max-age=60');
    const withCookie = await app.inject({ method: 'GET', url: '/api/things/shared', headers: { cookie: 'a=b' } });
    expect(withCookie.headers['cache-control']).toBeUndefined();
    const broken = await app.inject({ method: 'GET', url: '/api/things/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['cache-control']).toBeUndefined();
  });
});
