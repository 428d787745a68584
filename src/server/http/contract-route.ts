import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema.js';
import type { ZodType } from 'zod';
import {
  type CachePolicy,
  type Endpoint,
  type HandlerInput,
  type InputSchema,
  isFileUpload,
  isSchemaFactory,
  type ResponseOf,
  type SchemaEnv,
  successStatuses,
} from '#shared/api/contract.js';
import type { AppContext } from '#server/app-context.js';
import { AppError } from '#server/errors.js';
import { authorize } from '#server/http/actor.js';
import { readImageUpload } from '#server/http/image-upload.js';
import { parse } from '#server/http/parse.js';

/**
 * A route registered from its contract (docs/decisions/180). The contract declares the input; Fastify
 * validates it before the handler runs, with our own compiler so that a failure is the 400 of decision 010
 * naming each field. The handler is: authorize, one operation, present. The contract's rate-limit class and
 * cache policy are applied here, once, not in each route file.
 */

/** JSON the handler already serialized (a remembered list): sent as it is. */
export class SerializedJson {
  constructor(readonly text: string) {}
}

/**
 * What a handler answers: the body (presented), SerializedJson, or the reply itself when the handler sent the
 * answer on its own (a proxied Better Auth answer, an event stream it hijacked).
 */
export type ContractHandler<E extends Endpoint> = (
  input: HandlerInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | SerializedJson | FastifyReply>;

/** Fastify's validation step, with the contract's zod schema: the parsed value (defaults, coercion) or our 400. */
const zodValidator = ({ schema }: { schema: unknown }): FastifyValidationResult => (data: unknown) => {
  try {
    return { value: parse(schema as ZodType, data) };
  } catch (error) {
    return { error: error as AppError };
  }
};

const signInAgain = () => new AppError('AUTHENTICATION_ERROR', 'Authentication failed. Please sign in again.');

/** A signed-out request to a route for people is a 401 before its input is read (as before contracts: 401 before 400). */
async function requirePersonFirst(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw signInAgain();
}

/**
 * An admin route asks the rulebook before its input is read too: a person who is not an admin gets 403, never
 * a 400 that would describe the admin API's input to them.
 */
async function requireAdminFirst(request: FastifyRequest): Promise<void> {
  authorize(request, 'admin:access');
}

const hasCookie = (request: FastifyRequest) => Boolean(request.headers.cookie?.trim());

/**
 * The contract's cache policy on a successful answer. It runs after the security plugin's onSend, which
 * has already marked every cookie-bearing or unmarked /api answer no-store; errors keep that.
 */
function cacheHook(policy: CachePolicy) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400 || policy === 'no-store') return payload;
    if (policy === 'per-viewer') {
      reply.header('cache-control', request.actor ? 'no-store' : 'no-cache');
      // Added to what is there: compression's onSend, which ran first, has named Accept-Encoding already.
      const vary = reply.getHeader('vary');
      if (!/\bcookie\b/i.test(String(vary ?? ''))) reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    } else if (!hasCookie(request)) {
      reply.header('cache-control', `public, max-age=${policy.publicMaxAge}`);
    }
    return payload;
  };
}

/** The server's clock and settings as the contracts' schema factories see them: the clock is read at each request. */
export const schemaEnvOf = (ctx: Pick<AppContext, 'now' | 'settings'>): SchemaEnv => ({
  now: () => ctx.now(),
  isProduction: ctx.settings.isProduction,
});

export interface RouteOptions {
  /** The server's clock and settings, for a contract whose schemas are built from them (schemaFactory). */
  env?: SchemaEnv;
}

/** The zod schema of an input part: as declared, or built with the server's env (a missing env is a programming error). */
function schemaOf(endpoint: Endpoint, schema: InputSchema, env: SchemaEnv | undefined): ZodType {
  if (!isSchemaFactory(schema)) return schema;
  if (!env) throw new Error(`${endpoint.area}.${endpoint.name}: its schema is built from the server's clock or settings; pass route(..., { env })`);
  return schema.build(env);
}

/**
 * An input part checked against its contract where no route of our own reads it (the Better Auth catch-all
 * dispatches to endpoints declared with servedBy): the parsed value, or the 400 of decision 010 naming the field.
 */
export function validateInput<E extends Endpoint, P extends 'query' | 'body'>(endpoint: E, part: P, value: unknown, env?: SchemaEnv): HandlerInput<E>[P] {
  const schema = endpoint.spec[part];
  if (!schema || isFileUpload(schema)) throw new Error(`${endpoint.area}.${endpoint.name}: no ${part} schema to check`);
  return parse(schemaOf(endpoint, schema, env), value) as HandlerInput<E>[P];
}

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: ContractHandler<E>, options: RouteOptions = {}): void {
  const { spec } = endpoint;
  if (spec.servedBy) throw new Error(`${endpoint.area}.${endpoint.name} is served by ${spec.servedBy}: register that route instead`);
  const status = successStatuses(endpoint)[0] ?? 200;
  const file = isFileUpload(spec.body) ? spec.body : undefined;
  const body = spec.body && !isFileUpload(spec.body) ? schemaOf(endpoint, spec.body, options.env) : undefined;
  app.route({
    method: spec.method as HTTPMethods,
    url: spec.path,
    schema: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: schemaOf(endpoint, spec.query, options.env) } : {}),
      ...(body ? { body } : {}),
    },
    validatorCompiler: zodValidator,
    config: spec.rateLimit === undefined ? {} : { rateLimit: spec.rateLimit },
    ...(spec.access === 'anyone' ? {} : { preValidation: spec.access === 'admin' ? requireAdminFirst : requirePersonFirst }),
    onSend: cacheHook(spec.cache ?? 'no-store'),
    handler: async (request, reply) => {
      // A file is read when the handler asks, after it has authorized (the upload's plugin accepts multipart).
      const input = {
        params: request.params,
        query: request.query,
        body: file ? () => readImageUpload(request, file.field) : request.body,
      } as HandlerInput<E>;
      reply.status(status);
      const result = await handler(input, request, reply);
      // An event stream (or any answer the handler took over) is already on its way.
      if (reply.sent) return reply;
      if (result instanceof SerializedJson) return reply.type('application/json; charset=utf-8').send(result.text);
      return result ?? reply.send();
    },
  });
}
