import type { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from './password.js';

/**
 * The rule of every form that sets a password (sign-up, reset password, change password): the confirmation repeats
 * the new password. It is judged once something was typed into the confirmation, so an empty confirmation is that
 * field's own "required" message, never a mismatch. The server never receives the confirmation: this is a form rule.
 */
export function confirmationMismatch(password: unknown, confirmation: unknown): boolean {
  return typeof password === 'string' && typeof confirmation === 'string' && confirmation !== '' && password !== confirmation;
}

interface ConfirmationFields<K extends string> {
  password: K;
  confirmation: K;
  /** The screen's wording (core-app.md 5); sign-up's 'Passwords do not match' by default. */
  message?: string;
}

/**
 * A form schema with the rule added: a mismatch is reported on the confirmation field, even while another field
 * (the name, say) is still empty or invalid.
 */
export function withPasswordConfirmation<S extends z.ZodObject, K extends keyof z.input<S> & string>(
  schema: S,
  { password, confirmation, message = PASSWORDS_DO_NOT_MATCH_MESSAGE }: ConfirmationFields<K>,
) {
  return schema.refine((values) => !confirmationMismatch((values as Record<string, unknown>)[password], (values as Record<string, unknown>)[confirmation]), {
    path: [confirmation],
    message,
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[password] === 'string' && typeof value[confirmation] === 'string';
    },
  });
}
