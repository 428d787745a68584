import { z } from 'zod';
import {
  AuthProvidersResponse,
  MeResponse,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SendVerificationEmailInput,
  SessionResponse,
  SignInInput,
  SignUpInput,
  SOCIAL_PROVIDERS,
} from '#shared/schemas/auth.js';
import { EmailPreferences, EmailPreferencesInput } from '#shared/schemas/email-preferences.js';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  ChangePasswordInput,
  DeleteAccountInput,
  onboardingInput,
  ProfileResponse,
  updateProfileInput,
} from '#shared/schemas/profile.js';
import { defineArea, multipartFile, schemaFactory } from './contract.js';

/** Who is signed in: the session probe every page makes at start, and the signed-in person's account. */
export const sessionApi = defineArea('session', {
  session: {
    method: 'GET',
    path: '/api/session',
    summary: 'Who is signed in, or null: always 200 (a signed-out visit is normal use, not an error)',
    access: 'anyone',
    responses: { 200: SessionResponse },
  },
  me: {
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in person\'s account (401 when the session outlived it)',
    access: 'person',
    responses: { 200: MeResponse },
  },
});

/**
 * /api/profile: the signed-in person's own profile, avatar, email preferences, password and account deletion.
 * Every endpoint acts on the actor's own data only; there is no user id in any path. The profile change and
 * onboarding check "birthday not in the future" on the server's clock (a schema factory, decision 183); the
 * avatar is a file upload.
 */
export const profileApi = defineArea('profile', {
  profile: {
    method: 'GET',
    path: '/api/profile',
    summary: 'The signed-in person\'s profile',
    access: 'person',
    responses: { 200: ProfileResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/profile',
    summary: 'Change any of the profile\'s fields (unknown keys are refused, naming them)',
    access: 'person',
    body: schemaFactory((env) => updateProfileInput(env.now)),
    responses: { 200: ProfileResponse },
  },
  finishOnboarding: {
    method: 'POST',
    path: '/api/profile/onboarding',
    summary: 'Finish or skip onboarding, with whatever was chosen on the way',
    access: 'person',
    body: schemaFactory((env) => onboardingInput(env.now)),
    responses: { 200: ProfileResponse },
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/profile/avatar',
    summary: 'Upload a new avatar (the server judges the bytes, re-encodes them and keeps a square WebP)',
    access: 'person',
    body: multipartFile('avatar', { maxBytes: AVATAR_MAX_BYTES, accept: AVATAR_ACCEPT.split(',') }),
    responses: { 200: ProfileResponse },
    // Decoding an image is the most expensive write there is: uploads have their own stricter class (issue 8).
    rateLimit: 'uploads',
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/api/profile/avatar',
    summary: 'Remove the avatar',
    access: 'person',
    responses: { 200: ProfileResponse },
  },
  emailPreferences: {
    method: 'GET',
    path: '/api/profile/email-preferences',
    summary: 'Which emails the person receives',
    access: 'person',
    responses: { 200: EmailPreferences },
  },
  updateEmailPreferences: {
    method: 'PUT',
    path: '/api/profile/email-preferences',
    summary: 'Change which emails the person receives',
    access: 'person',
    body: EmailPreferencesInput,
    responses: { 200: EmailPreferences },
  },
  changePassword: {
    method: 'POST',
    path: '/api/profile/password',
    summary: 'Change the password (the current one is asked); every other session ends',
    access: 'person',
    body: ChangePasswordInput,
    responses: { 200: z.object({ otherSessionsEnded: z.number().int().nonnegative() }) },
    // Guessing the current password here is as sensitive as at sign-in.
    rateLimit: 'auth-password',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/profile',
    summary: 'Delete the account (typed confirmation, and the password when there is one); the session cookies expire',
    access: 'person',
    body: DeleteAccountInput,
    responses: { 200: z.object({ deleted: z.literal(true) }) },
    rateLimit: 'auth-password',
  },
});

/** Which ways of signing in this server offers (the social buttons show only the configured providers). */
export const authProvidersApi = defineArea('auth-providers', {
  list: {
    method: 'GET',
    path: '/api/auth-providers',
    summary: 'Which ways of signing in are offered: email and password, and the configured social providers',
    access: 'anyone',
    responses: { 200: AuthProvidersResponse },
  },
});

/**
 * Better Auth's answers pass through as it writes them (less the session token, issue 8): only their shape as
 * an object is promised here. Errors are the common shape like everywhere else.
 */
const BetterAuthAnswer = z.looseObject({});

/**
 * Better Auth, mounted at /api/auth as ONE route per method (the catch-all: `catchAll`, `catchAllPost`), which
 * checks the bodies below with their schemas, fixes the redirect targets, applies the sign-in lockout and puts
 * every error in the common shape (auth.routes.ts). The endpoints the product uses are declared one by one with
 * `servedBy`, for the description and the client's calls; they are not routes of their own.
 */
export const authApi = defineArea('auth', {
  catchAll: {
    method: 'GET',
    path: '/api/auth/*',
    summary: 'Better Auth\'s GET endpoints (get-session, verify-email, the social callbacks …): one route for all of them',
    access: 'anyone',
    responses: { 200: BetterAuthAnswer },
  },
  catchAllPost: {
    method: 'POST',
    path: '/api/auth/*',
    summary: 'Better Auth\'s POST endpoints (the ones below, and the others it has): one route for all of them',
    access: 'anyone',
    responses: { 200: BetterAuthAnswer },
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account (a verification email follows; an address already registered gets the same answer)',
    access: 'anyone',
    body: SignUpInput,
    responses: { 200: BetterAuthAnswer },
    rateLimit: 'auth-sign-up',
    servedBy: '/api/auth/*',
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with email and password (sets the session cookie; repeated failures pause the address)',
    access: 'anyone',
    body: SignInInput,
    responses: { 200: BetterAuthAnswer },
    rateLimit: 'auth-sign-in',
    servedBy: '/api/auth/*',
  },
  signInSocial: {
    method: 'POST',
    path: '/api/auth/sign-in/social',
    summary: 'Start signing in with a social provider: answers the provider\'s URL to go to',
    access: 'anyone',
    body: z.object({ provider: z.enum(SOCIAL_PROVIDERS), callbackURL: z.string().optional() }),
    responses: { 200: z.looseObject({ url: z.string().optional() }) },
    rateLimit: 'auth-sign-in',
    servedBy: '/api/auth/*',
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'Sign out: the session ends and its cookies expire',
    access: 'anyone',
    responses: { 200: BetterAuthAnswer },
    servedBy: '/api/auth/*',
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'Email a password reset link (the same answer for every address)',
    access: 'anyone',
    body: RequestPasswordResetInput,
    responses: { 200: z.object({ status: z.boolean(), message: z.string() }) },
    rateLimit: 'auth-password',
    servedBy: '/api/auth/*',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from the reset link',
    access: 'anyone',
    body: ResetPasswordInput,
    responses: { 200: BetterAuthAnswer },
    rateLimit: 'auth-password',
    servedBy: '/api/auth/*',
  },
  sendVerificationEmail: {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    summary: 'Send the verification email again (the same answer whether or not the address has an unverified account)',
    access: 'anyone',
    body: SendVerificationEmailInput,
    responses: { 200: BetterAuthAnswer },
    rateLimit: 'auth-verify-email',
    servedBy: '/api/auth/*',
  },
  verifyEmail: {
    method: 'GET',
    path: '/api/auth/verify-email',
    summary: 'The link in the verification email: verifies the address and redirects to the sign-in page',
    access: 'anyone',
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    responses: { 302: null },
    servedBy: '/api/auth/*',
  },
  getSession: {
    method: 'GET',
    path: '/api/auth/get-session',
    summary: 'Better Auth\'s own session answer (the product reads GET /api/session instead)',
    access: 'anyone',
    responses: { 200: BetterAuthAnswer.nullable() },
    servedBy: '/api/auth/*',
  },
});
