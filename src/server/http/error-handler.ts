import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { type ApiErrorBody, codeForStatus, userMessageFor } from '#shared/errors/catalogue.js';
import { AppError, validationError } from '#server/errors.js';

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

/**
 * Statuses Fastify gives to a request it cannot read: all are the client's input, so VALIDATION_ERROR (the
 * catalogue has no code of its own for them) with a message that says what is wrong (issue 8, item 12).
 */
const UNREADABLE_REQUEST_MESSAGES: Record<number, string> = {
  400: 'Please check your input and try again.',
  411: 'The request must say how long its body is.',
  413: 'Request body is too large',
  414: 'The address is too long.',
  415: 'This content type is not accepted here.',
  431: 'The request headers are too large.',
};

export function unreadableRequestError(status: number): AppError {
  const message = UNREADABLE_REQUEST_MESSAGES[status];
  if (message) return new AppError('VALIDATION_ERROR', message, { status });
  const code = codeForStatus(status);
  return new AppError(code === 'UNKNOWN_ERROR' ? 'VALIDATION_ERROR' : code, userMessageFor(code), { status });
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
      appError = unreadableRequestError((error as FastifyError).statusCode!);
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
