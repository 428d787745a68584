/**
 * The names of the jobs that services and auth enqueue, and the payloads they enqueue with (decision 081's
 * addendum, issue 18): a service imports these and jobs/queue.ts, never a job definition, so the layers run
 * one way (jobs -> services) and no import circle goes through app-context. Imports nothing.
 */

export const SEND_VERIFICATION_LINK_JOB = 'send-verification-link';
export interface SendVerificationLinkPayload {
  userId: string;
  /** ISO date-time of the request the limit held back. */
  requestedAt: string;
}

export const SEND_PASSWORD_RESET_JOB = 'send-password-reset';
export interface SendPasswordResetPayload {
  email: string;
  requestId: string;
  /** Which words the email has: asked for ('forgot'), or sign-in was paused ('locked', decision 178). */
  reason: 'forgot' | 'locked';
}

export const SEND_PUSH_JOB = 'send-push';
export const SEND_NOTIFICATION_EMAIL_JOB = 'send-notification-email';
/** Claimer notices waiting in wishlist_claim_notices, sent at most once an hour per claim (decision 173). */
export const SEND_CLAIMER_NOTICES_JOB = 'send-claimer-notices';
