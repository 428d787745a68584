import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findInputTextProblem } from '#shared/text/unsafe-text.js';
import { AppError } from '#server/errors.js';
import { rawPathOf } from '#server/http/request-path.js';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Every text an API request carries (query, path parameters, JSON or form body, Better Auth's bodies included)
 * is refused with a 400 naming the field when it holds a NUL character or a lone surrogate, before any route,
 * schema or database sees it (docs/decisions/073-nul-and-lone-surrogates.md). One check for every field of
 * every request, including fields no shared schema describes (records, unknown values, pass-through bodies).
 * JSON nested more than MAX_INPUT_DEPTH levels is refused the same way, before anything walks it recursively.
 */
function unsafeTextError(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): AppError | null {
  for (const value of [request.query, request.params, request.body]) {
    const problem = findInputTextProblem(value);
    if (problem) return new AppError('VALIDATION_ERROR', `Invalid input: ${problem.field}`, { fields: { [problem.field]: problem.message } });
  }
  return null;
}

export const inputTextPlugin = fp(
  async (app: FastifyInstance) => {
    // preValidation: before a contract route's declared schema (Fastify's validation step) walks the input.
    app.addHook('preValidation', async (request) => {
      if (!isApi(rawPathOf(request.url))) return;
      const error = unsafeTextError(request);
      if (error) throw error;
    });
  },
  { name: 'giftwise-input-text' },
);
