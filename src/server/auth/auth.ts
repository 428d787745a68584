import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { and, eq, gt, sql } from 'drizzle-orm';
import { isAdminEmail, roleAfterSignIn } from '../../shared/auth/admin-emails.js';
import { AUTH_ERROR_REASONS, AUTH_MESSAGES } from '../../shared/auth/messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/auth/password.js';
import { isRole } from '../../shared/auth/roles.js';
import { isSuspended } from '../../shared/auth/suspension.js';
import type { AppContext } from '../app-context.js';
import { accounts, emailOutbox, sessions, users, verifications } from '../db/schema/index.js';
import { enqueueEmail, mailDefaults } from '../services/email/outbox.service.js';
import { createWelcomeNotification } from '../services/notifications/notification.service.js';
import { clearFailedSignIns } from '../services/users/sign-in-lockout.service.js';
import { alreadyRegisteredEmail, passwordResetEmail, type RenderedEmail, verificationEmail } from './emails.js';
import { hashPassword, verifyPassword } from './password-hash.js';

/** Where Better Auth is mounted; its own endpoint paths follow (/sign-in/email, /get-session, …). */
export const AUTH_BASE_PATH = '/api/auth';
/** Where the verification link lands after Better Auth has verified the address. */
export const VERIFY_EMAIL_CALLBACK = '/login?message=email-verified';
/** The client page that receives ?token=… (or ?error=INVALID_TOKEN) from a reset link. */
export const RESET_PASSWORD_PAGE = '/reset-password';
/** The Fastify wrapper puts the client address here (overwriting anything sent), so Better Auth never trusts raw X-Forwarded-For. */
export const CLIENT_IP_HEADER = 'x-giftwise-client-ip';
/** Verification and reset links live one hour. */
const TOKEN_TTL_SECONDS = 60 * 60;
/** A person who keeps signing in unverified gets at most one new link per this many minutes. */
const VERIFICATION_RESEND_MINUTES = 2;

export type AuthDeps = Pick<AppContext, 'db' | 'settings' | 'siteSettings' | 'now'>;

/** Endpoints through which a stranger may create an account (closed when 'User Registration' is off). */
function isPublicSignUpPath(path: string | undefined): boolean {
  if (!path) return false;
  return path === '/sign-up/email' || path.startsWith('/sign-in/social') || path.startsWith('/callback') || path.startsWith('/oauth2');
}

export function createAuth(deps: AuthDeps) {
  const { db, settings, siteSettings, now } = deps;
  const defaults = mailDefaults(settings);
  const authBaseUrl = `${settings.baseUrl}${AUTH_BASE_PATH}`;

  const mail = (to: string, userId: string | null, email: RenderedEmail, tag: string) =>
    enqueueEmail(db, { to, userId, ...email, category: 'transactional', tags: ['auth', tag] }, defaults);

  /** A fresh verification link, unless one went out in the last few minutes (signing in again should not flood the inbox). */
  async function sendVerificationLink(user: { id: string; email: string; name?: string | null }): Promise<void> {
    const [recent] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.userId, user.id),
          sql`${emailOutbox.tags} @> '["verify-email"]'::jsonb`,
          gt(emailOutbox.createdAt, sql`now() - make_interval(mins => ${VERIFICATION_RESEND_MINUTES})`),
        ),
      )
      .limit(1);
    if (recent) return;
    const token = await createEmailVerificationToken(settings.authSecret, user.email, undefined, TOKEN_TTL_SECONDS, { userId: user.id });
    const url = `${authBaseUrl}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFY_EMAIL_CALLBACK)}`;
    await mail(user.email, user.id, verificationEmail({ name: user.name, url }), 'verify-email');
  }

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
    // Profile and account changes go through our own routes and services (cleanup, policies, audit).
    disabledPaths: ['/update-user', '/delete-user', '/delete-user/callback', '/change-email'],
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
      resetPasswordTokenExpiresIn: TOKEN_TTL_SECONDS,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mail(user.email, user.id, passwordResetEmail({ name: user.name, url }), 'reset-password');
      },
      onPasswordReset: async ({ user }) => {
        // The owner proved control of the mailbox: a lockout on the address ends with the reset.
        await clearFailedSignIns(db, user.email);
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
      expiresIn: TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mail(user.email, user.id, verificationEmail({ name: user.name, url }), 'verify-email');
      },
    },
    socialProviders,
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
            if (isPublicSignUpPath(context?.path) && !(await siteSettings.get()).userRegistration) {
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
            if (isSuspended(user, at)) {
              throw APIError.from('FORBIDDEN', { code: AUTH_ERROR_REASONS.accountSuspended, message: AUTH_MESSAGES.accountSuspended });
            }
            if (!user.emailVerified && (await siteSettings.get()).emailVerification) {
              await sendVerificationLink(user);
              throw APIError.from('FORBIDDEN', { code: AUTH_ERROR_REASONS.emailNotVerified, message: AUTH_MESSAGES.emailNotVerified });
            }
            const role = roleAfterSignIn(isRole(user.role) ? user.role : 'user', user.email, settings.adminEmails);
            await db.update(users).set({ role, lastSignInAt: at, lastActiveAt: at }).where(eq(users.id, user.id));
            return { data: { ...session, lastSeenAt: at } };
          },
        },
      },
    },
  });

  return Object.assign(auth, { sendVerificationLink });
}

export type Auth = ReturnType<typeof createAuth>;
