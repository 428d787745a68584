import { z } from 'zod';
import { DevMailListQuery, DevMailListResponse, MoveClockBody, SiteSettingBody, SITE_SETTING_KINDS, TestClockAnswer } from '#shared/schemas/dev-tools.js';
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

/**
 * Development and browser-test tools: registered only where they are switched on (devOnly), on a loopback site,
 * for requests from this machine under BASE_URL's host; anywhere else the paths do not exist (404).
 */
export const devToolsApi = defineArea('dev-tools', {
  mail: {
    method: 'GET',
    path: '/api/dev/mail',
    summary: 'The development mailbox: every email the local stand-in kept, optionally for one address',
    access: 'anyone',
    query: DevMailListQuery,
    responses: { 200: DevMailListResponse },
    devOnly: 'dev-mailbox',
  },
  clock: {
    method: 'GET',
    path: '/api/dev/clock',
    summary: 'The test clock: the server\'s now and how far it was moved',
    access: 'anyone',
    responses: { 200: TestClockAnswer },
    devOnly: 'test-clock',
  },
  moveClock: {
    method: 'POST',
    path: '/api/dev/clock',
    summary: 'Move the test clock forwards: to a moment, or by a duration (never backwards)',
    access: 'anyone',
    body: MoveClockBody,
    responses: { 200: TestClockAnswer },
    devOnly: 'test-clock',
  },
  siteSetting: {
    method: 'PUT',
    path: '/api/dev/site-settings',
    summary: 'Switch a site setting on the running test server, as the CLI does on a stopped one',
    access: 'anyone',
    body: SiteSettingBody,
    responses: { 200: z.object({ key: z.enum(Object.keys(SITE_SETTING_KINDS) as [keyof typeof SITE_SETTING_KINDS]), value: z.union([z.boolean(), z.number()]) }) },
    devOnly: 'test-clock',
  },
});
