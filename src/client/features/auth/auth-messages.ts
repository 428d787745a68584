import { isApiError } from '#client/lib/api-client';

/** What the server said, if it said anything (a network failure has no server message). */
function serverMessageOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.serverMessage;
  return undefined;
}

/** core-app.md 5: login failure uses the server message or 'Login failed'. */
export function loginErrorMessage(error: unknown): string {
  return serverMessageOf(error) || 'Login failed';
}

/** core-app.md 5: social login failure uses the server message or 'Social login failed'. */
export function socialLoginErrorMessage(error: unknown): string {
  return serverMessageOf(error) || 'Social login failed';
}

/** core-app.md 5: the signup error mapping. */
export function signupErrorMessage(error: unknown): string {
  const message = serverMessageOf(error);
  if (message && /database/i.test(message)) return 'Account creation failed. Please try again or contact support.';
  if (message && /email/i.test(message)) return message;
  return message || 'Signup failed. Please try again.';
}

/** core-app.md 5: the forgot-password form's failure text. */
export function resetEmailErrorMessage(error: unknown): string {
  const message = serverMessageOf(error);
  return message ? `Error: ${message}` : 'Error sending reset email. Please try again.';
}

export const RESET_EMAIL_SENT_MESSAGE = 'Password reset email sent! Check your inbox for instructions.';

/**
 * The server answers the same for every address (no account discovery), so the text cannot promise more. A link
 * the once-a-minute limit holds back is sent when the minute is over (issue 17), so 'on its way' stays true.
 */
export const VERIFICATION_RESENT_MESSAGE =
  'If this address has an account waiting for verification, a new link is on its way. We send at most one a minute and five an hour, so it may take a little while to arrive. It works for 24 hours.';

export function resendVerificationErrorMessage(error: unknown): string {
  const message = serverMessageOf(error);
  return message ? `Error: ${message}` : 'Error sending the verification email. Please try again.';
}

export interface LoginBanner {
  tone: 'success' | 'info' | 'destructive';
  title: string;
  text: string;
}

/**
 * Banners for /login?message=… (and the verification link's ?error=…, which Better Auth appends when the
 * link is invalid or expired).
 */
export function loginBannerFor(message: string | null, error: string | null): LoginBanner | null {
  if (message === 'email-verified' && error) {
    return {
      tone: 'destructive',
      title: 'Verification link expired',
      text: 'This verification link is invalid or has expired. Sign in or choose Resend verification email below for a new one.',
    };
  }
  switch (message) {
    case 'email-verified':
      return { tone: 'success', title: 'Email verified', text: 'Your email address is verified. You can now sign in.' };
    case 'verify-email':
      return {
        tone: 'info',
        title: 'Check your email',
        text: 'We sent you a link to verify your email address. Open it to activate your account, then sign in.',
      };
    case 'password-updated':
      return { tone: 'success', title: 'New password saved', text: 'Your password has been changed. Sign in with your new password.' };
    default:
      return null;
  }
}

/** Field messages of a 400 for the fields this form has (the server names them as the form does). */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  if (!isApiError(error) || !error.fields) return [];
  return fields.filter((field) => error.fields?.[field]).map((field) => [field, error.fields![field]]);
}
