import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { type ApiErrorBody, codeForStatus, userMessageFor } from '../../shared/errors/catalogue.js';
import { AppError, validationError } from './app-error.js';

export function toErrorBody(err: AppError): ApiErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {}),
    },
  };
}

/** Every thrown error leaves the API as {error: {code, message, fields?}}. */
export function installErrorHandler(
  app: FastifyInstance,
  onUnexpected?: (err: unknown, req: FastifyRequest) => void,
) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
      // A deliberate 5xx (a provider down, say) is still worth a log entry; person-caused errors are not.
      if (!error.expected) onUnexpected?.(error, request);
    } else if (error instanceof ZodError) appError = validationError(error);
    else if ((error as FastifyError).validation) {
      appError = new AppError('VALIDATION_ERROR', error.message);
    } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
      const status = (error as FastifyError).statusCode!;
      const code = codeForStatus(status);
      appError = new AppError(code, status === 413 ? 'Request body is too large' : userMessageFor(code), { status });
    } else {
      onUnexpected?.(error, request);
      request.log.error({ err: error }, 'unexpected error');
      appError = new AppError('UNKNOWN_ERROR', userMessageFor('UNKNOWN_ERROR'), { status: 500, expected: false });
    }
    if (appError.retryAfter !== undefined) reply.header('Retry-After', String(appError.retryAfter));
    reply.status(appError.status).send(toErrorBody(appError));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(toErrorBody(new AppError('RESOURCE_NOT_FOUND')));
  });
}
