import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from './password.js';
import { confirmationMismatch, withPasswordConfirmation } from './password-confirmation.js';

describe('confirmationMismatch', () => {
  it('is a mismatch only once the confirmation was typed and differs', () => {
    expect(confirmationMismatch('secret', 'secreT')).toBe(true);
    expect(confirmationMismatch('secret', 'secret')).toBe(false);
    expect(confirmationMismatch('secret', '')).toBe(false);
    expect(confirmationMismatch(undefined, 'secret')).toBe(false);
  });
});

describe('withPasswordConfirmation', () => {
  const schema = withPasswordConfirmation(
    z.object({ name: z.string().min(1, 'Name'), password: z.string().min(6, 'Short'), confirmPassword: z.string().min(1, 'Confirm') }),
    { password: 'password', confirmation: 'confirmPassword' },
  );
  const issues = (input: unknown) => (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('reports a mismatch on the confirmation, in the given or the default wording', () => {
    expect(issues({ name: 'Ada', password: 'secret', confirmPassword: 'other1' })).toEqual([['confirmPassword', PASSWORDS_DO_NOT_MATCH_MESSAGE]]);
    const reset = withPasswordConfirmation(z.object({ newPassword: z.string(), confirmPassword: z.string() }), {
      password: 'newPassword',
      confirmation: 'confirmPassword',
      message: 'Please make sure your passwords match.',
    });
    expect(reset.safeParse({ newPassword: 'a', confirmPassword: 'b' }).error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Please make sure your passwords match.',
    });
  });

  it('says so even while another field is invalid, and leaves an empty confirmation to its own message', () => {
    expect(issues({ name: '', password: 'secret', confirmPassword: 'other1' })).toEqual([
      ['name', 'Name'],
      ['confirmPassword', PASSWORDS_DO_NOT_MATCH_MESSAGE],
    ]);
    expect(issues({ name: 'Ada', password: 'secret', confirmPassword: '' })).toEqual([['confirmPassword', 'Confirm']]);
  });

  it('accepts a matching pair', () => {
    expect(schema.safeParse({ name: 'Ada', password: 'secret', confirmPassword: 'secret' }).success).toBe(true);
  });
});
