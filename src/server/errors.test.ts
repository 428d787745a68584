import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationError } from '#server/errors.js';

describe('validationError', () => {
  it('names each bad field by its path', () => {
    const result = z.object({ a: z.object({ b: z.number() }) }).safeParse({ a: { b: 'x' } });
    expect(validationError(result.error!).fields).toEqual({ 'a.b': expect.any(String) });
  });

  it('names unknown keys of a strict object themselves, not the object', () => {
    const result = z.strictObject({ a: z.strictObject({ b: z.number().optional() }) }).safeParse({ role: 1, a: { c: 2 } });
    const error = validationError(result.error!);
    expect(error.fields).toEqual({ role: 'Unknown field', 'a.c': 'Unknown field' });
    expect(error.message).toMatch(/^Invalid input: (role, a\.c|a\.c, role)$/);
    expect(error.status).toBe(400);
  });
});
