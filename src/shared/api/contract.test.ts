import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineArea, isFileUpload, isSchemaFactory, multipartFile, pathFor, queryStringFor, schemaFactory, successStatuses, urlFor } from './contract';

const things = defineArea('things', {
  one: {
    method: 'GET',
    path: '/api/things/:id/parts/:part',
    summary: 'A part of a thing',
    access: 'person',
    params: z.object({ id: z.string(), part: z.string() }),
    responses: { 200: z.object({ ok: z.boolean() }), 503: null },
  },
  make: { method: 'POST', path: '/api/things', summary: 'Make one', access: 'person', responses: { 204: null, 201: null } },
});

describe('contracts', () => {
  it('name each endpoint by its area and key', () => {
    expect(things.one.area).toBe('things');
    expect(things.make.name).toBe('make');
  });

  it('fill in and encode path parameters, and refuse a missing one', () => {
    expect(pathFor(things.one, { id: 'a/b', part: 'c d' })).toBe('/api/things/a%2Fb/parts/c%20d');
    expect(() => pathFor(things.one, { id: 'a' })).toThrow('missing path parameter part');
  });

  it('leave empty query values out and repeat array keys', () => {
    expect(queryStringFor({ a: undefined, b: null, c: '', d: 0, e: false, f: ['x', 'y'] })).toBe('?d=0&e=false&f=x&f=y');
    expect(queryStringFor({})).toBe('');
    expect(urlFor(things.one, { params: { id: '1', part: '2' }, query: { q: 'x y' } })).toBe('/api/things/1/parts/2?q=x+y');
  });

  it('list the success statuses lowest first, without the errors', () => {
    expect(successStatuses(things.one)).toEqual([200]);
    expect(successStatuses(things.make)).toEqual([201, 204]);
  });
});

describe('the odd inputs (decision 183)', () => {
  it('tell a schema built from the server, a file and a plain schema apart', () => {
    const factory = schemaFactory((env) => z.object({ at: z.string().refine((v) => new Date(v) <= env.now()) }));
    const file = multipartFile('avatar', { maxBytes: 10, accept: ['image/png'] });
    expect(isSchemaFactory(factory)).toBe(true);
    expect(isSchemaFactory(z.object({}))).toBe(false);
    expect(isFileUpload(file)).toBe(true);
    expect(isFileUpload(z.object({}))).toBe(false);
    expect(isFileUpload(factory)).toBe(false);
  });

  it('read the clock at each parse, not when the schema is built', () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const schema = schemaFactory((env) => z.string().refine((v) => new Date(v) <= env.now())).build({ now: () => now, isProduction: true });
    expect(schema.safeParse('2030-06-01T00:00:00Z').success).toBe(false);
    now = new Date('2031-01-01T00:00:00Z');
    expect(schema.safeParse('2030-06-01T00:00:00Z').success).toBe(true);
  });
});
