import { z } from 'zod';
import { ROLES } from '#shared/auth/roles.js';
import {
  newPasswordProblem,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '#shared/auth/password.js';

/**
 * Bodies of the Better Auth endpoints the client calls (mounted at /api/auth). The server checks them before
 * Better Auth runs, so that bad input is a 400 naming the field in the common error shape.
 */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_REQUIRED = 'Please enter your email address';

export const emailField = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'));

/** The rule for a new password beyond its length (blank or too common), as a zod refinement for any form. */
export function refuseWeakPassword(value: string, ctx: z.RefinementCtx): void {
  const problem = newPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

/** A password being set: the length rule, then neither blank nor common (newPasswordProblem). */
export const newPasswordField = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
    .superRefine(refuseWeakPassword);
const newPassword = newPasswordField;

/** POST /api/auth/sign-up/email */
export const SignUpInput = z.object({
  name: z
    .string({ error: 'Please enter your full name' })
    .trim()
    .min(1, 'Please enter your full name')
    .max(100, 'Name must be at most 100 characters'),
  email: emailField,
  password: newPassword(PASSWORD_TOO_SHORT_MESSAGE),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

/** POST /api/auth/sign-in/email */
export const SignInInput = z.object({
  email: emailField,
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** POST /api/auth/request-password-reset */
export const RequestPasswordResetInput = z.object({ email: emailField });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInput>;

/** POST /api/auth/reset-password (token from the /reset-password?token=… link). */
export const ResetPasswordInput = z.object({
  newPassword: newPassword(NEW_PASSWORD_TOO_SHORT_MESSAGE),
  token: z.string({ error: 'The reset link is invalid or has expired' }).min(1, 'The reset link is invalid or has expired'),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** POST /api/auth/send-verification-email */
export const SendVerificationEmailInput = z.object({ email: emailField });
export type SendVerificationEmailInput = z.infer<typeof SendVerificationEmailInput>;

export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** GET /api/auth-providers: which sign-in methods this server offers. */
export const AuthProvidersResponse = z.object({
  emailPassword: z.literal(true),
  social: z.array(z.enum(SOCIAL_PROVIDERS)),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

/** GET /api/me: the signed-in person with their gifting profile (or the spec's fallback when none is saved). */
export const MeResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The avatar image (/api/media/{id}), or null: the initials are shown instead. */
  avatarUrl: z.string().nullable(),
  profile: z.object({
    name: z.string(),
    interests: z.array(z.string()),
    personalityTraits: z.array(z.string()),
    ageRange: z.string().nullable(),
    gender: z.string().nullable(),
    birthday: z.string().nullable(),
    onboardingCompleted: z.boolean(),
  }),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** GET /api/session: the client's session probe, answered 200 whether or not anyone is signed in. */
export const SessionResponse = z.object({ user: MeResponse.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;
