import { z, type ZodType } from 'zod';
import { type CachePolicy, type Endpoint, type InputSchema, isFileUpload, isSchemaFactory, type ResponseBody, type SchemaEnv } from '#shared/api/contract.js';
import { ERROR_CODES } from '#shared/errors/catalogue.js';
import { RATE_LIMITS } from '#server/http/plugins/rate-limit.js';

/**
 * The OpenAPI 3.1 description of the API, generated from the contracts (issue 18, docs/decisions/180).
 * OpenAPI 3.1's schemas are JSON Schema 2020-12, which zod 4 writes itself (z.toJSONSchema). Every error
 * leaves as the common shape of decision 010; the errors an endpoint can answer with follow from its
 * contract: 400 when it takes input, 401/403 by its access, 404 when its path names a row, 429 by its
 * rate-limit class.
 */

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

function jsonSchema(schema: ZodType, io: Io): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return rest;
}

const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe('Field path -> message, for bad input (400).'),
    retryAfter: z.number().int().optional().describe('Seconds to wait, for 429.'),
  }),
});

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

const ERROR_RESPONSES = {
  ValidationError: { description: 'Bad input: VALIDATION_ERROR, with `fields` naming each bad field. Nothing was written.', content: errorContent },
  Unauthenticated: { description: 'Signed out (or the session ended): AUTHENTICATION_ERROR.', content: errorContent },
  PermissionDenied: { description: 'The rulebook refuses this person the action: PERMISSION_DENIED.', content: errorContent },
  NotFound: { description: 'No such row, or someone else\'s (the same answer): RESOURCE_NOT_FOUND.', content: errorContent },
  RateLimited: {
    description: 'Too many requests from this address in the class\'s window: RATE_LIMIT_EXCEEDED.',
    headers: { 'Retry-After': { description: 'Seconds until the window ends.', schema: { type: 'integer' } } },
    content: errorContent,
  },
  ServerError: { description: 'Something failed on our side: UNKNOWN_ERROR (or the failing service\'s code).', content: errorContent },
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** Schemas built from the server's clock or settings are described as production builds them, today. */
const DESCRIBED_ENV: SchemaEnv = { now: () => new Date(), isProduction: true };
const described = (schema: InputSchema): ZodType => (isSchemaFactory(schema) ? schema.build(DESCRIBED_ENV) : schema);

function objectProperties(schema: ZodType): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = jsonSchema(schema, 'input');
  return { properties: (json.properties ?? {}) as Record<string, JsonSchema>, required: (json.required ?? []) as string[] };
}

function parameters(endpoint: Endpoint) {
  const list: Record<string, unknown>[] = [];
  if (endpoint.spec.params) {
    for (const [name, schema] of Object.entries(objectProperties(endpoint.spec.params).properties)) {
      list.push({ name, in: 'path', required: true, schema });
    }
  }
  if (endpoint.spec.query) {
    const { properties, required } = objectProperties(described(endpoint.spec.query));
    for (const [name, schema] of Object.entries(properties)) list.push({ name, in: 'query', required: required.includes(name), schema });
  }
  return list;
}

function successResponse(body: ResponseBody, status: number) {
  const description = status === 204 ? 'Done; no content.' : 'Success.';
  if (body === null) return { description };
  if (body === 'html') return { description, content: { 'text/html': { schema: { type: 'string' } } } };
  if (body === 'calendar') return { description, content: { 'text/calendar': { schema: { type: 'string' } } } };
  if (body === 'text') return { description, content: { '*/*': { schema: { type: 'string' } } } };
  if (body === 'event-stream') {
    return { description: 'Server-sent events, until the client closes the stream.', content: { 'text/event-stream': { schema: { type: 'string' } } } };
  }
  return { description, content: { 'application/json': { schema: jsonSchema(body, 'output') } } };
}

function cacheText(policy: CachePolicy): string {
  if (policy === 'no-store') return 'Cache-Control: no-store.';
  if (policy === 'per-viewer') return 'Cache-Control: no-store signed in; no-cache with Vary: Cookie signed out.';
  return `Cache-Control: public, max-age=${policy.publicMaxAge} (no-store when the request carries a cookie).`;
}

function rateLimitText(endpoint: Endpoint): string {
  const { rateLimit, method } = endpoint.spec;
  if (rateLimit === false) return 'Never rate-limited.';
  const name = rateLimit ?? (method === 'GET' ? 'api-read' : 'api-write');
  const rule = RATE_LIMITS[name];
  return `Rate limit class \`${name}\`: ${rule.max} requests per ${rule.windowMs / 1000} s per client address (times RATE_LIMIT_SCALE).`;
}

function requestBody(body: NonNullable<Endpoint['spec']['body']>) {
  if (isFileUpload(body)) {
    const schema = {
      type: 'object',
      required: [body.field],
      properties: { [body.field]: { type: 'string', contentMediaType: 'application/octet-stream', maxLength: body.maxBytes } },
    };
    return {
      required: true,
      description: `One file (${body.accept.join(', ')}; at most ${body.maxBytes} bytes), as the form field \`${body.field}\` or as the raw body.`,
      content: {
        'multipart/form-data': { schema, encoding: { [body.field]: { contentType: body.accept.join(', ') } } },
        ...Object.fromEntries(body.accept.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(described(body), 'input') } } };
}

function availability(endpoint: Endpoint): string[] {
  const { devOnly, servedBy } = endpoint.spec;
  const notes: string[] = [];
  if (devOnly === 'dev-mailbox') notes.push('Only with the local mail stand-in on a loopback site (development); anywhere else 404.');
  if (devOnly === 'test-clock') notes.push('Only with TEST_CLOCK=on on a loopback site (browser tests); anywhere else 404.');
  if (servedBy) notes.push(`Better Auth's endpoint, served by the catch-all ${endpoint.spec.method} ${servedBy}.`);
  return notes;
}

function operation(endpoint: Endpoint) {
  const { spec } = endpoint;
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(spec.responses)) responses[status] = successResponse(body, Number(status));
  if (spec.params || spec.query || spec.body) responses['400'] = ref('ValidationError');
  if (spec.access !== 'anyone') responses['401'] = ref('Unauthenticated');
  responses['403'] = ref('PermissionDenied');
  if (spec.params) responses['404'] = ref('NotFound');
  if (spec.rateLimit !== false) responses['429'] = ref('RateLimited');
  responses['500'] = ref('ServerError');
  return {
    operationId: `${endpoint.area}.${endpoint.name}`,
    tags: [endpoint.area],
    summary: spec.summary,
    description: [`Access: ${spec.access}.`, rateLimitText(endpoint), cacheText(spec.cache ?? 'no-store'), ...availability(endpoint)].join(' '),
    // Visitors may call 'anyone' endpoints without the cookie; the others need it.
    security: spec.access === 'anyone' ? [{}, { session: [] }] : [{ session: [] }],
    ...(spec.params || spec.query ? { parameters: parameters(endpoint) } : {}),
    ...(spec.body ? { requestBody: requestBody(spec.body) } : {}),
    responses,
    'x-rate-limit-class': spec.rateLimit === false ? null : (spec.rateLimit ?? (spec.method === 'GET' ? 'api-read' : 'api-write')),
  };
}

/** Fastify's :name path parameters as OpenAPI's {name}. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function openApiDocument(endpoints: Endpoint[], options: { version: string; serverUrl: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.spec.path);
    paths[path] = { ...paths[path], [endpoint.spec.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Giftwise API',
      version: options.version,
      description:
        'Generated from the contracts in src/shared/api. Every error is `{ error: { code, message, fields? } }` ' +
        '(docs/decisions/010). Writes that carry the session cookie must come from the site\'s own Origin.',
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorBody, 'output') },
      responses: ERROR_RESPONSES,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session cookie set by signing in (named __Secure-better-auth.session_token over HTTPS).',
        },
      },
    },
  };
}
