import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { isAdminEmail, roleAfterSignIn } from '#shared/auth/admin-emails.js';
import { AUTH_ERROR_REASONS, AUTH_MESSAGES } from '#shared/auth/messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/auth/password.js';
import { isRole } from '#shared/auth/roles.js';
import type { Settings } from '#server/config/settings.js';
import type { Database } from '#server/db/client.js';
import { accounts, sessions, users, verifications } from '#server/db/schema/index.js';
import { can } from '#server/policies/index.js';
import { enqueueEmail, mailDefaults, messageIdFor, outboxHasMessage } from '#server/services/email/outbox.service.js';
import { createWelcomeNotification } from '#server/services/notifications/notification.service.js';
import type { SiteSettingsService } from '#server/services/settings/site-settings.js';
import { clearFailedSignIns } from '#server/services/users/sign-in-lockout.service.js';
import { voidPasswordResetTokens } from '#server/services/users/password-reset.service.js';
import {
  alreadyRegisteredEmail,
  passwordResetEmail,
  type PasswordResetReason,
  type RenderedEmail,
  signInPausedEmail,
} from './emails.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { createVerificationLinks, VERIFICATION_TOKEN_TTL_SECONDS } from './verification-links.js';

/** Where Better Auth is mounted; its own endpoint paths follow (/sign-in/email, /get-session, …). */
export const AUTH_BASE_PATH = '/api/auth';
/** Where the verification link lands after Better Auth has verified the address. */
export const VERIFY_EMAIL_CALLBACK = '/login?message=email-verified';
/** The client page that receives ?token=… (or ?error=INVALID_TOKEN) from a reset link. */
export const RESET_PASSWORD_PAGE = '/reset-password';
/** The Fastify wrapper puts the client address here (overwriting anything sent), so Better Auth never trusts raw X-Forwarded-For. */
export const CLIENT_IP_HEADER = 'x-giftwise-client-ip';
/** Reset links live one hour: they change a password, so short is safer, and the person asked for it just now. */
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** What auth is built from: its own list, not app-context's (which holds auth), so no import circle runs through it. */
export interface AuthDeps {
  db: Database;
  settings: Settings;
  siteSettings: SiteSettingsService;
  now: () => Date;
}

/**
 * The reset request a send-password-reset job is working on: its reset email gets a Message-ID fixed by the
 * request, so that a job run again after a crash finds the email already written and sends no second one.
 */
const resetRequest = new AsyncLocalStorage<{ requestId: string; reason: PasswordResetReason }>();
const resetMessageKey = (requestId: string) => `reset-${requestId}`;

/** Endpoints through which a stranger may create an account (closed when 'User Registration' is off). */
function isPublicSignUpPath(path: string | undefined): boolean {
  if (!path) return false;
  return path === '/sign-up/email' || path.startsWith('/sign-in/social') || path.startsWith('/callback') || path.startsWith('/oauth2');
}

export function createAuth(deps: AuthDeps) {
  const { db, settings, siteSettings, now } = deps;
  const defaults = mailDefaults(settings);
  const authBaseUrl = `${settings.baseUrl}${AUTH_BASE_PATH}`;

  const mail = (to: string, userId: string | null, email: RenderedEmail, tag: string, messageKey?: string) =>
    enqueueEmail(db, { to, userId, ...email, category: 'transactional', tags: ['auth', tag], messageKey }, defaults);

  /**
   * Forgot-password, run by the send-password-reset job after the request was answered, so that a known address
   * costs the request exactly what an unknown one does (issue 8). Better Auth's own endpoint does the work.
   */
  async function requestPasswordResetLink(email: string, requestId: string, reason: PasswordResetReason = 'forgot'): Promise<void> {
    if (await outboxHasMessage(db, messageIdFor(defaults, resetMessageKey(requestId)))) return;
    await resetRequest.run({ requestId, reason }, () =>
      auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PAGE } }),
    );
  }

  // Verification links within their limits (verification-links.ts): sign-in and the admin's resend drop a link the
  // limits hold back (and say so); 'Resend verification email' holds it for a job to send when the minute is over.
  const verificationLinks = createVerificationLinks({
    db,
    now,
    authSecret: settings.authSecret,
    linkFor: (token) => `${authBaseUrl}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFY_EMAIL_CALLBACK)}`,
    mail,
  });
  /** A fresh verification link (an unverified sign-in, the admin's resend); says whether one was sent. */
  const sendVerificationLink = (user: { id: string; email: string; name?: string | null }) => verificationLinks.sendLink(user);
  const sendHeldVerificationLink = verificationLinks.sendHeldLink;

  const socialProviders = {
    ...(settings.socialProviders.google ? { google: { ...settings.socialProviders.google } } : {}),
    ...(settings.socialProviders.github ? { github: { ...settings.socialProviders.github } } : {}),
  };

  const auth = betterAuth({
    appName: 'Giftwise',
    baseURL: settings.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: settings.authSecret,
    trustedOrigins: [settings.origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      // Off on purpose: a PGlite transaction holds the only connection, and the hooks below read other tables.
      transaction: false,
    }),
    telemetry: { enabled: false },
    // Our own limiter covers /api/auth (docs/decisions/020-auth-rate-limit.md).
    rateLimit: { enabled: false },
    logger: { level: settings.nodeEnv === 'development' ? 'warn' : 'error' },
    // Profile and account changes go through our own routes and services (cleanup, policies, audit). The
    // password is changed at POST /api/profile/password only, under the password rules and with every other
    // reset link voided (docs/decisions/072-password-rules-and-reset-links.md).
    // Linked-account endpoints hand out or list provider tokens and links that no screen of ours uses: off too.
    disabledPaths: [
      '/update-user',
      '/delete-user',
      '/delete-user/callback',
      '/change-email',
      '/change-password',
      '/get-access-token',
      '/refresh-token',
      '/list-accounts',
      '/account-info',
      '/link-social',
      '/unlink-account',
    ],
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        banned: { type: 'boolean', required: false, defaultValue: false, input: false },
        banReason: { type: 'string', required: false, input: false, returned: false },
        banExpires: { type: 'date', required: false, input: false },
      },
    },
    session: {
      additionalFields: {
        // Idle timeout: the auth-context hook compares it with 'Session Timeout' on every request.
        lastSeenAt: { type: 'date', required: false, input: false, defaultValue: () => now() },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      // Enforced per request from the 'Email Verification' site setting (session.create.before below), so
      // that switching it takes effect without a restart. Better Auth's flag is static.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        const request = resetRequest.getStore();
        // Sign-in paused by wrong passwords: the same reset link, with words that say why it came (decision 178).
        const email = request?.reason === 'locked' ? signInPausedEmail({ name: user.name, url }) : passwordResetEmail({ name: user.name, url });
        await mail(user.email, user.id, email, 'reset-password', request && resetMessageKey(request.requestId));
      },
      onPasswordReset: async ({ user }) => {
        // The owner proved control of the mailbox: a lockout on the address ends with the reset.
        await clearFailedSignIns(db, user.email);
        // Every other reset link sent to this person stops working (issue 8, item 3).
        await voidPasswordResetTokens(db, user.id);
      },
      onExistingUserSignUp: async ({ user }) => {
        await mail(user.email, user.id, alreadyRegisteredEmail({ name: user.name, signInUrl: `${settings.baseUrl}/login` }), 'already-registered');
      },
      // The stand-in answer for an existing address must look like a new account, role included.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        role: isAdminEmail(coreFields.email, settings.adminEmails) ? 'admin' : 'user',
        banned: false,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_TTL_SECONDS,
      // Sign-up and POST /send-verification-email ('Resend verification email'). The endpoint answers the same
      // whether or not a link left (no account discovery); a request the limits hold back is sent when they open.
      sendVerificationEmail: async ({ user, url }) => {
        await verificationLinks.mailLink(user, url, { hold: true });
      },
    },
    socialProviders,
    hooks: {
      // With 'User Registration' off, no way into /sign-up/email creates or pretends to create an account: the
      // answer for a taken address would otherwise be a 200 with a stand-in user (issue 8, item 12).
      before: createAuthMiddleware(async (context) => {
        if (context.path === '/sign-up/email' && !(await siteSettings.get()).userRegistration) {
          throw APIError.from('FORBIDDEN', { code: AUTH_ERROR_REASONS.registrationClosed, message: AUTH_MESSAGES.registrationClosed });
        }
      }),
    },
    advanced: {
      useSecureCookies: settings.isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: settings.isHttps, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its Origin/CSRF check when NODE_ENV is test; keep it on so the tests see production's behaviour.
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            if (isPublicSignUpPath(context?.path) && !can(null, 'account:register', await siteSettings.get())) {
              throw APIError.from('FORBIDDEN', { code: AUTH_ERROR_REASONS.registrationClosed, message: AUTH_MESSAGES.registrationClosed });
            }
            const role = isAdminEmail(user.email, settings.adminEmails) ? 'admin' : 'user';
            return { data: { ...user, role, banned: false } };
          },
          // core-app.md 9: every new account starts with the welcome notification.
          after: async (user) => {
            await createWelcomeNotification(db, user, now());
          },
        },
      },
      session: {
        create: {
          // Every way into a session (password, social) passes here: suspension, verification and ADMIN_EMAILS.
          before: async (session) => {
            const [user] = await db.select().from(users).where(eq(users.id, session.userId));
            if (!user) return false;
            const at = now();
            if (!can(null, 'session:use', { user, now: at })) {
              throw APIError.from('FORBIDDEN', { code: AUTH_ERROR_REASONS.accountSuspended, message: AUTH_MESSAGES.accountSuspended });
            }
            if (!user.emailVerified && (await siteSettings.get()).emailVerification) {
              // The right password proved who is asking, so saying whether a link left discovers nothing.
              const sent = await sendVerificationLink(user);
              const message = sent ? AUTH_MESSAGES.emailNotVerified : AUTH_MESSAGES.emailNotVerifiedLinkRecent;
              throw APIError.from('FORBIDDEN', { code: AUTH_ERROR_REASONS.emailNotVerified, message });
            }
            const role = roleAfterSignIn(isRole(user.role) ? user.role : 'user', user.email, settings.adminEmails);
            await db.update(users).set({ role, lastSignInAt: at, lastActiveAt: at }).where(eq(users.id, user.id));
            return { data: { ...session, lastSeenAt: at } };
          },
        },
      },
    },
  });

  return Object.assign(auth, { sendVerificationLink, sendHeldVerificationLink, requestPasswordResetLink });
}

export type Auth = ReturnType<typeof createAuth>;
