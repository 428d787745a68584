import type { ZodError } from 'zod';
import { type ErrorCode, STATUS_FOR_CODE, userMessageFor } from '#shared/errors/catalogue.js';

/** An error a service or route throws on purpose; the error handler turns it into the common JSON shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly retryAfter?: number;
  /** Set when the failure came from a person's input and must never be logged as critical. */
  readonly expected: boolean;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { status?: number; fields?: Record<string, string>; retryAfter?: number; expected?: boolean } = {},
  ) {
    super(message ?? userMessageFor(code));
    this.code = code;
    this.status = opts.status ?? STATUS_FOR_CODE[code];
    this.fields = opts.fields;
    this.retryAfter = opts.retryAfter;
    this.expected = opts.expected ?? this.status < 500;
  }
}

export const notFound = (what = 'The requested item was not found.') => new AppError('RESOURCE_NOT_FOUND', what);
export const unauthenticated = () => new AppError('AUTHENTICATION_ERROR');

/** A zod failure as a 400 naming each field. */
export function validationError(error: ZodError, prefix?: string): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // An unknown key (strict schemas) is named itself, not as the object that holds it.
    const names = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of names) {
      const key = [prefix, ...path.map(String)].filter(Boolean).join('.') || '_';
      if (!fields[key]) fields[key] = issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message;
    }
  }
  const names = Object.keys(fields).join(', ');
  return new AppError('VALIDATION_ERROR', `Invalid input: ${names}`, { fields });
}
