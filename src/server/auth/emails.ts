import { type RenderedEmail, renderEmail } from '#server/services/email/email-layout.js';

/**
 * The account emails (verification, password reset, "already registered"): short, friendly, in the one
 * email layout. Transactional: they never carry an unsubscribe link. Names are people's input; the layout
 * escapes them.
 */
export type { RenderedEmail };

const BRAND = 'Giftwise';

function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed},` : 'Hi,';
}

function render(subject: string, opts: { name?: string | null; lines: string[]; action: { label: string; url: string }; footer: string }): RenderedEmail {
  return renderEmail({
    subject,
    greeting: greeting(opts.name),
    blocks: opts.lines.map((paragraph) => ({ paragraph })),
    action: opts.action,
    footer: opts.footer,
  });
}

export function verificationEmail(input: { name?: string | null; url: string; hours: number }): RenderedEmail {
  return render('Confirm your email address', {
    name: input.name,
    lines: [
      `Welcome to ${BRAND}! Please confirm your email address so that you can sign in.`,
      `The link works for ${input.hours} hours. If it has expired, sign in or choose "Resend verification email" on the sign-in page for a new one.`,
    ],
    action: { label: 'Confirm email address', url: input.url },
    footer: `If you did not create a ${BRAND} account, you can ignore this email.`,
  });
}

export function passwordResetEmail(input: { name?: string | null; url: string }): RenderedEmail {
  return render('Reset your password', {
    name: input.name,
    lines: ['We received a request to reset your password. Choose a new one with the button below.', 'The link works for one hour. Resetting your password signs you out everywhere.'],
    action: { label: 'Choose a new password', url: input.url },
    footer: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  });
}

/** Why a reset link is sent: the person asked for it, or sign-in to their account was paused (decision 178). */
export type PasswordResetReason = 'forgot' | 'locked';

/**
 * Sent once when wrong passwords pause sign-in to an account (issue 17): whoever typed them, the owner always has
 * a way in. The link is an ordinary reset link; a completed reset ends the pause at once.
 */
export function signInPausedEmail(input: { name?: string | null; url: string }): RenderedEmail {
  return render('Sign-in to your account is paused', {
    name: input.name,
    lines: [
      `Someone, perhaps you, entered a wrong password for your ${BRAND} account several times, so signing in is paused for a while. Each further wrong password makes the pause longer.`,
      'To get in now, choose a new password with the button below: that ends the pause at once and signs you out everywhere else.',
      'The link works for one hour. If it has expired, choose "Forgot password?" on the sign-in page for a new one.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    footer: 'If it was you and you remember your password, you can ignore this email and sign in when the pause is over.',
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function alreadyRegisteredEmail(input: { name?: string | null; signInUrl: string }): RenderedEmail {
  return render(`You already have a ${BRAND} account`, {
    name: input.name,
    lines: [
      `Someone (hopefully you) tried to create a ${BRAND} account with this email address, but you already have one.`,
      'You can sign in with your existing password. If you have forgotten it, choose "Forgot password?" on the sign-in page.',
    ],
    action: { label: 'Sign in', url: input.signInUrl },
    footer: 'If this was not you, you can ignore this email: nothing has changed on your account.',
  });
}
