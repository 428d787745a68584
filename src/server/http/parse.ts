import type { ZodType } from 'zod';
import { validationError } from '#server/errors.js';

/** Parse request input with a shared schema: a 400 naming each bad field, before anything is written. */
export function parse<T>(schema: ZodType<T>, input: unknown, prefix?: string): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error, prefix);
  return result.data;
}
