import { z } from 'zod';
import { defineArea } from './contract.js';

/** GET /api/health: the database, the settings' report (names and messages, never values) and the integrations' modes. */
const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['ok', 'error']) }),
  validation: z.object({
    score: z.number(),
    ready: z.boolean(),
    issues: z.array(z.object({ name: z.string(), message: z.string(), severity: z.enum(['critical', 'warning']) })),
  }),
  integrations: z.object({ email: z.string(), rateLimits: z.string() }),
});

/** The platform's own endpoints: the health check. */
export const platformApi = defineArea('platform', {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Is the server and its database up (load balancers probe it; 503 when the database does not answer)',
    access: 'anyone',
    responses: { 200: HealthResponse, 503: HealthResponse },
    // Load balancers probe this often: it never counts towards a rate limit.
    rateLimit: false,
  },
});

/** The API's own description: the OpenAPI document and the page that shows it. */
export const docsApi = defineArea('docs', {
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This description (OpenAPI 3.1), generated from the contracts',
    access: 'anyone',
    responses: { 200: z.record(z.string(), z.unknown()) },
    cache: { publicMaxAge: 60 },
  },
  page: {
    method: 'GET',
    path: '/api/docs',
    summary: 'The description, readable (Swagger UI)',
    access: 'anyone',
    responses: { 200: 'html' },
  },
  asset: {
    method: 'GET',
    path: '/api/docs/assets/:file',
    summary: 'The documentation page\'s script and style sheet',
    access: 'anyone',
    params: z.object({ file: z.enum(['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js']) }),
    responses: { 200: 'text' },
    cache: { publicMaxAge: 3600 },
  },
});
