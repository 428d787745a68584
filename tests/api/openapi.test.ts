import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/api/index.js';
import { openApiPath } from '#server/http/openapi.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Issue 18, item 6: GET /api/openapi.json describes the contracts (OpenAPI 3.1), and /api/docs shows it from our own origin. */
let t: TestApp;
const http = requests(() => t);
let document: Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  const res = await http.get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 description', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences the document it is given: hand it a copy.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('describes every contract once, by its area and name', () => {
    for (const endpoint of allEndpoints()) {
      const operation = document.paths[openApiPath(endpoint.spec.path)]?.[endpoint.spec.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.spec.method} ${endpoint.spec.path}`).toBe(`${endpoint.area}.${endpoint.name}`);
    }
  });

  it('describes the input: query parameters with their rules, and the body', () => {
    const search = document.paths['/api/products'].get;
    const limit = document.paths['/api/bestsellers'].get.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 50, default: 12 } });
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(['q', 'category', 'minPrice', 'maxPrice', 'sort', 'page', 'pageSize']);
    const contact = document.paths['/api/contact'].post;
    expect(contact.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'message']));
  });

  it('describes the errors in the common shape: 400 with fields, 403, 429 with Retry-After, and 401 only where a person is needed', () => {
    const { responses, schemas } = document.components;
    expect(schemas.Error.properties.error.required).toEqual(['code', 'message']);
    expect(Object.keys(schemas.Error.properties.error.properties)).toEqual(['code', 'message', 'fields', 'retryAfter']);
    expect(responses.RateLimited.headers['Retry-After']).toBeDefined();
    const bestsellers = document.paths['/api/bestsellers'].get;
    expect(Object.keys(bestsellers.responses)).toEqual(['200', '400', '403', '429', '500']);
    expect(bestsellers.responses['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
    expect(bestsellers.description).toContain('no-cache with Vary: Cookie');
    expect(document.paths['/api/bestsellers/refresh'].post.description).toContain('`bestsellers-refresh`: 10 requests per 600 s');
    // The health check is never rate-limited, so it has no 429.
    expect(document.paths['/api/health'].get.responses['429']).toBeUndefined();
    expect(Object.keys(document.paths['/api/health'].get.responses)).toContain('503');
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });
});

describe('the odd endpoints (decision 183)', () => {
  it('describes the avatar upload as multipart/form-data, the stream as text/event-stream, the dev tools and Better Auth as such', () => {
    const avatar = document.paths['/api/profile/avatar'].post;
    expect(avatar.requestBody.content['multipart/form-data'].schema.required).toEqual(['avatar']);
    expect(avatar['x-rate-limit-class']).toBe('uploads');
    expect(Object.keys(document.paths['/api/notifications/stream'].get.responses['200'].content)).toEqual(['text/event-stream']);
    expect(document.paths['/api/dev/clock'].post.description).toContain('TEST_CLOCK=on');
    const signIn = document.paths['/api/auth/sign-in/email'].post;
    expect(signIn.description).toContain('catch-all POST /api/auth/*');
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(document.paths['/api/profile'].patch.requestBody.content['application/json'].schema.properties.birthday).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('shows the description with Swagger UI served from our own origin, under the site\'s CSP', async () => {
    const page = await http.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/docs.js']);
    expect(page.body).not.toMatch(/<script>|<style>| style=| on[a-z]+=/);
    for (const url of sources) {
      const asset = await http.get(url);
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type']).toMatch(url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    }
    const init = await http.get('/api/docs/assets/docs.js');
    expect(init.body).toContain("url: '/api/openapi.json'");
  });

  it('serves no other file (a 400 naming the file)', async () => {
    const res = await http.get('/api/docs/assets/package.json');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['file']);
  });
});
