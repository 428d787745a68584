import { rateLimitWaitMessage } from '#shared/errors/rate-limit.js';

/**
 * Texts the server answers /api/auth failures with (the client shows the server's message, core-app.md 5).
 * Wording choices are recorded in docs/decisions/021-sign-in-lockout.md.
 */
export const AUTH_MESSAGES = {
  /** Better Auth's own text for a wrong email or password; unknown addresses get the same. */
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before signing in. We have sent you a new verification link.',
  /** An unverified sign-in while the resend limits hold a new link back (src/server/auth/auth.ts). */
  emailNotVerifiedLinkRecent:
    'Please verify your email address before signing in. We sent you a verification link a moment ago: check your inbox and spam folder.',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  registrationClosed: 'New registrations are currently closed.',
} as const;

/**
 * The sign-in lockout's answer: the catalogue's rate-limit wording with the seconds left, 'Please wait {n}
 * seconds before trying again.' (issue 8; docs/decisions/071-sign-in-lockout-reserved-attempts.md).
 */
export function signInLockedMessage(secondsLeft: number): string {
  return rateLimitWaitMessage(Math.max(1, secondsLeft));
}

/** Reasons (Better Auth error codes, ours included) the client may branch on; the message is for people. */
export const AUTH_ERROR_REASONS = {
  signInLocked: 'SIGN_IN_LOCKED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  registrationClosed: 'REGISTRATION_CLOSED',
} as const;
