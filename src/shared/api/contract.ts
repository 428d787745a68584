import type { z, ZodType } from 'zod';

/**
 * One contract per endpoint (issue 18, docs/decisions/180): everything the server, the client, the OpenAPI
 * description and the route-table test need to know about an endpoint, written once. Plain data and zod
 * schemas only, so both sides import it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it, as far as the contract can say before the rulebook runs: 'anyone' (visitors too; the
 * rulebook may still refuse, 403), 'person' (signed in: 401 signed out, before the input is read) or 'admin'.
 */
export type Access = 'anyone' | 'person' | 'admin';

/**
 * How a successful answer may be stored (an error answer is always no-store):
 * - 'no-store': never (the default; every cookie-bearing /api answer is no-store anyway);
 * - 'per-viewer': depends on who asks: signed in no-store, signed out no-cache with Vary: Cookie;
 * - { publicMaxAge }: the same for everyone, shared caches may keep it that many seconds (never with a cookie).
 */
export type CachePolicy = 'no-store' | 'per-viewer' | { publicMaxAge: number };

/** The rate-limit classes a contract may name (their numbers: src/server/http/plugins/rate-limit.ts). */
export type RateLimitClassName =
  | 'contact'
  | 'auth-sign-in'
  | 'auth-sign-up'
  | 'auth-password'
  | 'auth-verify-email'
  | 'errors-report'
  | 'recommendations'
  | 'bestsellers-refresh'
  | 'uploads'
  | 'url-preview'
  | 'wishlist-emails'
  | 'social-invites'
  | 'api-write'
  | 'api-read';

/**
 * A response body: a zod schema for JSON, 'html' for a page, 'calendar' for an iCalendar feed (text/calendar),
 * 'event-stream' for server-sent events (text/event-stream: the handler writes the stream itself), null for an
 * empty answer (204).
 */
export type ResponseBody = ZodType | 'html' | 'text' | 'calendar' | 'event-stream' | null;

/**
 * What an input schema may need from the running server (docs/decisions/183): its clock (the test clock moves
 * it; read at each request, never once) and whether it runs in production.
 */
export interface SchemaEnv {
  now: () => Date;
  isProduction: boolean;
}

/** An input schema that depends on the server: built once per registration with the server's SchemaEnv. */
export interface SchemaFactory<Z extends ZodType = ZodType> {
  kind: 'factory';
  build: (env: SchemaEnv) => Z;
}

/** Declares an input schema built from the server's clock or settings: `schemaFactory((env) => updateProfileInput(env.now))`. */
export function schemaFactory<Z extends ZodType>(build: (env: SchemaEnv) => Z): SchemaFactory<Z> {
  return { kind: 'factory', build };
}

/** A body that is one uploaded file, as multipart/form-data (its part named `field`) or as the raw bytes. */
export interface FileUpload {
  kind: 'file';
  /** The form field the file comes in. */
  field: string;
  /** The largest file accepted (bytes). */
  maxBytes: number;
  /** The media types the server decodes (it judges the bytes, not the declared type). */
  accept: readonly string[];
}

/** Declares a multipart file body: `multipartFile('avatar', { maxBytes, accept: ['image/jpeg', ...] })`. */
export function multipartFile(field: string, options: { maxBytes: number; accept: readonly string[] }): FileUpload {
  return { kind: 'file', field, ...options };
}

/** An input part: a zod schema, a schema built from the server's clock or settings, or (body only) a file. */
export type InputSchema = ZodType | SchemaFactory;

/**
 * A route registered only when the server has it switched on (anywhere else the path does not exist, 404):
 * 'dev-mailbox' with the local mail stand-in on a loopback site, 'test-clock' with TEST_CLOCK=on on one.
 */
export type DevOnly = 'dev-mailbox' | 'test-clock';

export interface EndpointSpec {
  method: HttpMethod;
  /** The full path, Fastify style: /api/things/:id. */
  path: `/api/${string}`;
  /** One line for the OpenAPI description. */
  summary: string;
  access: Access;
  params?: ZodType;
  query?: InputSchema;
  body?: InputSchema | FileUpload;
  /** The successful answers by status (errors are the common shape: src/shared/errors/catalogue.ts). */
  responses: Record<number, ResponseBody>;
  /** The rate-limit class; unset: api-read or api-write by method; false: never limited (health checks). */
  rateLimit?: RateLimitClassName | false;
  /** Unset: 'no-store'. */
  cache?: CachePolicy;
  /** Registered only when this is switched on (development and browser tests); unset: always. */
  devOnly?: DevOnly;
  /**
   * Not a route of its own: served by the catch-all route with this path and the same method (Better Auth's
   * endpoints under /api/auth/*). Declared for the description and the client's calls.
   */
  servedBy?: `/api/${string}`;
}

export interface Endpoint<S extends EndpointSpec = EndpointSpec> {
  /** The area (one file in src/shared/api) and the endpoint's name in it: the query key's first two parts. */
  readonly area: string;
  readonly name: string;
  readonly spec: S;
}

/** An area's endpoints, by name. */
export type Area<T extends Record<string, EndpointSpec>> = { readonly [K in keyof T]: Endpoint<T[K]> };

/** Declares one area's endpoints: `defineArea('products', { bestsellers: { method: 'GET', ... } })`. */
export function defineArea<const T extends Record<string, EndpointSpec>>(area: string, specs: T): Area<T> {
  const endpoints: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(specs)) endpoints[name] = { area, name, spec };
  return endpoints as Area<T>;
}

type Part = 'params' | 'query' | 'body';
type InputOf<S, K extends Part> = S extends Record<K, infer Z extends ZodType>
  ? z.input<Z>
  : S extends Record<K, SchemaFactory<infer Z>>
    ? z.input<Z>
    : S extends Record<K, FileUpload>
      ? Blob
      : undefined;
type OutputOf<S, K extends Part> = S extends Record<K, infer Z extends ZodType>
  ? z.output<Z>
  : S extends Record<K, SchemaFactory<infer Z>>
    ? z.output<Z>
    : S extends Record<K, FileUpload>
      ? ReadUpload
      : undefined;

/** A file body, on the server: reads the uploaded bytes (a 400 naming the field when there is no file or it is too large). */
export type ReadUpload = () => Promise<Uint8Array>;

/** Whether a body is a file upload. */
export const isFileUpload = (body: EndpointSpec['body']): body is FileUpload =>
  typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'file';

/** Whether an input schema is built from the server's clock or settings. */
export const isSchemaFactory = (schema: unknown): schema is SchemaFactory =>
  typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'factory';

/** What a caller sends: each part as the schema accepts it (before defaults and coercion). */
export type CallInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as InputOf<E['spec'], K> extends undefined ? never : K]: InputOf<E['spec'], K>;
};

/** What a handler receives: each part as the schema produced it (defaults applied, coerced). */
export type HandlerInput<E extends Endpoint> = {
  params: OutputOf<E['spec'], 'params'>;
  query: OutputOf<E['spec'], 'query'>;
  body: OutputOf<E['spec'], 'body'>;
};

type SuccessStatus<S extends EndpointSpec> = Extract<keyof S['responses'], 200 | 201 | 202 | 204>;
type BodyOf<R> = R extends ZodType ? z.output<R> : R extends 'html' | 'text' | 'calendar' ? string : R extends 'event-stream' | null ? void : never;

/** The body of a successful answer (any of the 2xx statuses the contract names). */
export type ResponseOf<E extends Endpoint> = BodyOf<E['spec']['responses'][SuccessStatus<E['spec']>]>;

/** Every status the contract answers with on success, lowest first. */
export function successStatuses(endpoint: Endpoint): number[] {
  return Object.keys(endpoint.spec.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
}

/** The path with its parameters filled in, each one encoded: /api/things/:id -> /api/things/a%2Fb. */
export function pathFor(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.spec.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.area}.${endpoint.name}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call: empty values (undefined, null, '') are left out; arrays repeat their key. */
export function queryStringFor(query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL a call goes to. */
export function urlFor(endpoint: Endpoint, input: { params?: unknown; query?: unknown } = {}): string {
  return pathFor(endpoint, input.params as Record<string, unknown> | undefined) + queryStringFor(input.query as Record<string, unknown> | undefined);
}
