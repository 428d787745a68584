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
