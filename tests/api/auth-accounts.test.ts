import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuth } from '#server/auth/auth.js';
import { CliError, runCli } from '#server/cli.js';
import { accounts, emailOutbox, sessions, signInAttempts, userProfiles, users } from '#server/db/schema/index.js';
import {
  createUserWithPassword,
  deleteUser,
  resendVerification,
  revokeAllSessions,
  sendPasswordReset,
  suspendUser,
  unsuspendUser,
} from '#server/services/users/account.service.js';
import { createSiteSettingsService } from '#server/services/settings/site-settings.service.js';
import { AUTH_MESSAGES } from '#shared/auth/messages.js';
import { cookieHeaderFrom, getMe, outboxFor, signIn, signUp, signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PASSWORD = 'secret-123';

describe('account state: suspension, deletion, roles, CLI, /api/me', () => {
  let t: TestApp;
  const http = requests(() => t);
  beforeAll(async () => {
    t = await createTestApp({
      settings: {
        adminEmails: ['boss@example.com'],
        socialProviders: { google: { clientId: 'test-client-id', clientSecret: 'test-client-secret' } },
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.ctx.siteSettings.invalidate();
  });

  const sessionCount = async (userId: string) => (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  describe('suspension', () => {
    it('ends every session and blocks sign-in until lifted', async () => {
      const person = await signUpVerifiedUser(t, { password: PASSWORD });
      await signIn(t, person.email, PASSWORD);
      expect(await sessionCount(person.id)).toBe(2);

      await suspendUser(t.db, person.id, 'Suspended by admin');
      expect(await sessionCount(person.id)).toBe(0);
      expect((await getMe(t, person.cookie)).statusCode).toBe(401);
      const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ banned: true, banReason: 'Suspended by admin' });

      const refused = await signIn(t, person.email, PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'PERMISSION_DENIED', message: AUTH_MESSAGES.accountSuspended } });
      expect(refused.headers['set-cookie']).toBeUndefined();
      // A wrong password reveals nothing about the suspension.
      expect((await signIn(t, person.email, 'wrong-password')).statusCode).toBe(401);

      await unsuspendUser(t.db, person.id);
      expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(200);
    });

    it('ends a session whose person was suspended by a direct database change', async () => {
      const person = await signUpVerifiedUser(t);
      await t.db.update(users).set({ banned: true }).where(eq(users.id, person.id));
      expect((await getMe(t, person.cookie)).statusCode).toBe(401);
      expect(await sessionCount(person.id)).toBe(0);
    });

    it('lets a suspension with an end date lapse', async () => {
      const person = await signUpVerifiedUser(t, { password: PASSWORD });
      await suspendUser(t.db, person.id, 'Cooling off', { until: new Date(Date.now() - 1000) });
      expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(200);
    });

    it('reports an unknown user', async () => {
      await expect(suspendUser(t.db, 'missing', 'x')).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
      await expect(unsuspendUser(t.db, 'missing')).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    });
  });

  it('deletes a person with their sessions, accounts, profile and lockout row', async () => {
    const person = await signUpVerifiedUser(t, { password: PASSWORD });
    await t.db.insert(userProfiles).values({ userId: person.id, interests: ['Books'] });
    await signIn(t, person.email, 'wrong-password');
    await sendPasswordReset(t.ctx.auth, person.email);
    const keep = await signUpVerifiedUser(t);

    await deleteUser(t.db, person.id);
    expect(await t.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(0);
    expect(await sessionCount(person.id)).toBe(0);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, person.id))).toHaveLength(0);
    expect(await t.db.select().from(userProfiles)).toHaveLength(0);
    expect(await t.db.select().from(signInAttempts)).toHaveLength(0);
    // Mail already written stays for the record but no longer points at the person.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email));
    expect(mails.every((m) => m.userId === null)).toBe(true);
    expect((await getMe(t, person.cookie)).statusCode).toBe(401);
    expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(401);
    expect((await getMe(t, keep.cookie)).statusCode).toBe(200);
    await expect(deleteUser(t.db, person.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });

  it('revokes all sessions of one person only', async () => {
    const a = await signUpVerifiedUser(t);
    const b = await signUpVerifiedUser(t);
    expect(await revokeAllSessions(t.db, a.id)).toBe(1);
    expect((await getMe(t, a.cookie)).statusCode).toBe(401);
    expect((await getMe(t, b.cookie)).statusCode).toBe(200);
  });

  describe('roles', () => {
    it('makes ADMIN_EMAILS addresses admins at sign-up', async () => {
      const res = await signUp(t, { name: 'Boss', email: 'Boss@Example.com', password: PASSWORD });
      expect(res.json().user.role).toBe('admin');
      const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row.role).toBe('admin');
    });

    it('makes ADMIN_EMAILS addresses admins at sign-in too', async () => {
      const boss = await signUpVerifiedUser(t, { email: 'boss@example.com', role: 'user', password: PASSWORD });
      expect((await getMe(t, boss.cookie)).json().role).toBe('admin');
      await t.db.update(users).set({ role: 'user' }).where(eq(users.id, boss.id));
      const again = await signIn(t, boss.email, PASSWORD);
      expect(again.json().user.role).toBe('admin');
    });

    it('gives everyone else the user role, which sign-up cannot override', async () => {
      const res = await signUp(t, { name: 'Sly', email: 'sly@example.com', password: PASSWORD, role: 'admin' });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.email, 'sly@example.com'));
      expect(row.role).toBe('user');
    });

    it('reads the role from the database on every request', async () => {
      const mod = await signUpVerifiedUser(t, { role: 'moderator' });
      expect((await getMe(t, mod.cookie)).json().role).toBe('moderator');
      await t.db.update(users).set({ role: 'user' }).where(eq(users.id, mod.id));
      expect((await getMe(t, mod.cookie)).json().role).toBe('user');
    });
  });

  describe('CLI', () => {
    const cli = (args: string[]) => runCli(args, { db: t.db, siteSettings: createSiteSettingsService(t.db) });

    it('set-role changes a role by email', async () => {
      const person = await signUpVerifiedUser(t, { email: 'mod@example.com' });
      expect(await cli(['set-role', 'MOD@example.com', 'moderator'])).toBe('mod@example.com is now moderator');
      expect((await getMe(t, person.cookie)).json().role).toBe('moderator');
    });

    it('set-role refuses unknown roles and addresses', async () => {
      await signUpVerifiedUser(t, { email: 'x@example.com' });
      await expect(cli(['set-role', 'x@example.com', 'owner'])).rejects.toBeInstanceOf(CliError);
      await expect(cli(['set-role', 'nobody@example.com', 'admin'])).rejects.toThrow('No account with the email nobody@example.com');
    });

    it('set-setting stores typed values that the server then follows', async () => {
      expect(await cli(['set-setting', 'maxLoginAttempts', '3'])).toBe('maxLoginAttempts = 3');
      expect(await cli(['set-setting', 'emailVerification', 'off'])).toBe('emailVerification = false');
      t.ctx.siteSettings.invalidate();
      expect(await t.ctx.siteSettings.get()).toMatchObject({ maxLoginAttempts: 3, emailVerification: false });
      await signUp(t, { name: 'Un', email: 'un@example.com', password: PASSWORD });
      expect((await signIn(t, 'un@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('set-setting refuses unknown keys and bad values', async () => {
      await expect(cli(['set-setting', 'noSuchSetting', '1'])).rejects.toThrow(/Unknown setting/);
      await expect(cli(['set-setting', 'maxLoginAttempts', 'many'])).rejects.toThrow(/whole number/);
      await expect(cli(['set-setting', 'emailVerification', 'maybe'])).rejects.toThrow(/true or false/);
      await expect(cli(['set-setting', 'maxLoginAttempts'])).rejects.toThrow(/Usage/);
    });
  });

  describe('GET /api/me', () => {
    it('builds the fallback profile when none is saved', async () => {
      const person = await signUpVerifiedUser(t, { email: 'jo.smith@example.com', name: 'Jo Smith' });
      const me = await getMe(t, person.cookie);
      expect(me.json()).toEqual({
        id: person.id,
        name: 'Jo Smith',
        email: 'jo.smith@example.com',
        role: 'user',
        emailVerified: true,
        createdAt: expect.any(String),
        avatarUrl: null,
        profile: { name: 'Jo Smith', interests: [], personalityTraits: [], ageRange: null, gender: null, birthday: null, onboardingCompleted: false },
      });
      await t.db.update(users).set({ name: '  ' }).where(eq(users.id, person.id));
      expect((await getMe(t, person.cookie)).json().profile.name).toBe('jo.smith');
    });

    it('returns the saved profile', async () => {
      const person = await signUpVerifiedUser(t, { name: 'Kim' });
      await t.db.insert(userProfiles).values({
        userId: person.id,
        interests: ['Books', 'Coffee'],
        personalityTraits: ['Creative'],
        ageRange: '26-35',
        onboardingCompleted: true,
      });
      expect((await getMe(t, person.cookie)).json().profile).toEqual({
        name: 'Kim',
        interests: ['Books', 'Coffee'],
        personalityTraits: ['Creative'],
        ageRange: '26-35',
        gender: null,
        birthday: null,
        onboardingCompleted: true,
      });
    });

    it('never shows password hashes or tokens', async () => {
      const person = await signUpVerifiedUser(t);
      const body = (await getMe(t, person.cookie)).body;
      expect(body).not.toMatch(/argon2|password|token|banReason/i);
    });
  });

  describe('seams for the admin area', () => {
    it('sendPasswordReset mails the same reset link as the forgot-password form', async () => {
      const person = await signUpVerifiedUser(t);
      await sendPasswordReset(t.ctx.auth, person.email);
      const [mail] = await outboxFor(t, person.email, 'reset-password');
      expect(mail.text).toMatch(/\/api\/auth\/reset-password\/\w+\?callbackURL=%2Freset-password/);
    });

    it('resendVerification mails unverified people only', async () => {
      await signUp(t, { name: 'Lu', email: 'lu@example.com', password: PASSWORD });
      const [lu] = await t.db.select().from(users).where(eq(users.email, 'lu@example.com'));
      await t.db.delete(emailOutbox);
      expect(await resendVerification(t.db, t.ctx.auth, lu.id)).toEqual({ sent: true });
      expect(await outboxFor(t, 'lu@example.com', 'verify-email')).toHaveLength(1);
      const verified = await signUpVerifiedUser(t);
      expect(await resendVerification(t.db, t.ctx.auth, verified.id)).toEqual({ sent: false });
    });

    it('createUserWithPassword makes an account that can sign in, even with registration closed', async () => {
      await t.ctx.siteSettings.set('userRegistration', false);
      const { id } = await createUserWithPassword(t.db, t.ctx.auth, { name: 'Mo', email: 'Mo@example.com', password: PASSWORD, role: 'moderator', emailVerified: true });
      const [row] = await t.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ email: 'mo@example.com', role: 'moderator', emailVerified: true });
      const res = await signIn(t, 'mo@example.com', PASSWORD);
      expect(res.statusCode).toBe(200);
      expect((await getMe(t, cookieHeaderFrom(res))).json().role).toBe('moderator');
      await expect(createUserWithPassword(t.db, t.ctx.auth, { name: 'Mo', email: 'mo@example.com', password: PASSWORD })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { email: 'A user with this email already exists' },
      });
    });
  });

  it('marks the session cookie Secure when BASE_URL is https', async () => {
    await signUpVerifiedUser(t, { email: 'tls@example.com', password: PASSWORD });
    const origin = 'https://gifts.example';
    const settings = { ...t.ctx.settings, baseUrl: origin, origin, isHttps: true };
    const auth = createAuth({ db: t.db, settings, siteSettings: t.ctx.siteSettings, now: t.ctx.now });
    const res = await auth.handler(
      new Request(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'tls@example.com', password: PASSWORD }),
      }),
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  describe('social sign-in', () => {
    it('lists only configured providers', async () => {
      const res = await http.get('/api/auth-providers');
      expect(res.json()).toEqual({ emailPassword: true, social: ['google'] });
    });

    it('starts the Google flow with a callback on BASE_URL, and has no GitHub', async () => {
      const google = await http.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
      expect(google.statusCode).toBe(200);
      const url = new URL(google.json().url);
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
      const github = await http.post('/api/auth/sign-in/social', { provider: 'github', callbackURL: '/' });
      expect(github.statusCode).toBe(404);
      expect(github.json().error.code).toBe('RESOURCE_NOT_FOUND');
    });
  });
});
