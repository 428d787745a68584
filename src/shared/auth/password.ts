import { COMMON_PASSWORDS } from './common-passwords.js';

/** Password rules shared by the sign-up, reset and admin forms and by the server (core-app.md 5, platform.md 9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Better Auth's default ceiling: argon2 hashes any length, but very long inputs only cost CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** Sign-up and admin "new user" forms. */
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** Reset-password form ('Password Too Short' toast body). */
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** A new password of nothing but spaces (or other blank characters) is refused (issue 8, item 10). */
export const PASSWORD_BLANK_MESSAGE = 'Password cannot be only spaces';
/** A new password from the list of most common passwords is refused (issue 8, item 10). */
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

const commonPasswords = new Set(COMMON_PASSWORDS);

/**
 * What is wrong with a new password beyond its length, or null: only blank characters, or one of the most
 * common passwords (src/shared/auth/common-passwords.ts, compared without regard to case). Sign-up, reset and
 * change password use it on both sides; signing in with an existing password never does.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length > 0 && password.trim() === '') return PASSWORD_BLANK_MESSAGE;
  if (commonPasswords.has(password.toLowerCase())) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}
