import { LOCKOUT_MINUTES } from './lockout.js';

/**
 * Texts the server answers /api/auth failures with (the client shows the server's message, core-app.md 5).
 * Wording choices are recorded in docs/decisions/021-sign-in-lockout.md.
 */
export const AUTH_MESSAGES = {
  /** Better Auth's own text for a wrong email or password; unknown addresses get the same. */
  invalidCredentials: 'Invalid email or password',
  signInLocked: `Too many failed sign-in attempts. Try again in ${LOCKOUT_MINUTES} minutes.`,
  emailNotVerified: 'Please verify your email address before signing in. We have sent you a new verification link.',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  registrationClosed: 'New registrations are currently closed.',
} as const;

/** Reasons (Better Auth error codes, ours included) the client may branch on; the message is for people. */
export const AUTH_ERROR_REASONS = {
  signInLocked: 'SIGN_IN_LOCKED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  registrationClosed: 'REGISTRATION_CLOSED',
} as const;
