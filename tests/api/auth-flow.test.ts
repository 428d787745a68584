import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, emailOutbox, jobs, sessions, users, verifications } from '#server/db/schema/index.js';
import { AUTH_MESSAGES } from '#shared/auth/messages.js';
import {
  cookieHeaderFrom,
  getMe,
  linkFrom,
  outboxFor,
  requestPasswordReset,
  runQueuedJobs,
  signIn,
  signOut,
  signUp,
  signUpVerifiedUser,
  verifyEmailFromOutbox,
} from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PASSWORD = 'secret-123';

describe('accounts: sign-up, verification, sign-in, sign-out, password reset', () => {
  let t: TestApp;
  const http = requests(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.ctx.siteSettings.invalidate();
  });

  it('signs up, refuses sign-in until the email is verified, then signs in, answers /api/me and signs out', async () => {
    const res = await signUp(t, { name: 'Ann Example', email: 'Ann@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: 'ann@example.com', name: 'Ann Example', emailVerified: false } });
    expect(res.json()).not.toHaveProperty('token');
    expect(res.headers['set-cookie']).toBeUndefined();

    const [mail] = await outboxFor(t, 'ann@example.com', 'verify-email');
    expect(mail).toMatchObject({ subject: 'Confirm your email address', category: 'transactional', fromAddress: t.ctx.settings.mailFrom });
    expect(mail.messageId).toMatch(/@localhost>$/);
    const link = linkFrom(mail.text, '/api/auth/verify-email');
    expect(link).toContain('callbackURL=%2Flogin%3Fmessage%3Demail-verified');
    expect(mail.html).toContain('http://localhost:3000/api/auth/verify-email?token=');

    const refused = await signIn(t, 'ann@example.com', PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'PERMISSION_DENIED', message: AUTH_MESSAGES.emailNotVerifiedLinkRecent } });
    expect(refused.headers['set-cookie']).toBeUndefined();

    const verified = await http.get(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?message=email-verified');

    const ok = await signIn(t, 'ann@example.com', PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { email: 'ann@example.com', emailVerified: true, role: 'user' } });
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // http://localhost: no Secure flag
    const cookie = cookieHeaderFrom(ok);

    const me = await getMe(t, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Ann Example',
      email: 'ann@example.com',
      role: 'user',
      emailVerified: true,
      profile: { name: 'Ann Example', interests: [], onboardingCompleted: false },
    });

    const session = await http.get('/api/auth/get-session', cookie);
    expect(session.json()).toMatchObject({ user: { email: 'ann@example.com' }, session: { userId: me.json().id } });

    // Issue 8, item 12: the session token stays in the HttpOnly cookie; no JSON answer carries it.
    const token = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]).split('.')[0];
    expect(token.length).toBeGreaterThan(10);
    expect(ok.json()).not.toHaveProperty('token');
    expect(session.json().session).not.toHaveProperty('token');
    const list = await http.get('/api/auth/list-sessions', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).not.toHaveProperty('token');
    for (const res of [ok, session, list]) expect(res.body).not.toContain(token);

    const out = await signOut(t, cookie);
    expect(out.statusCode).toBe(200);
    expect((await getMe(t, cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it('stores the password as argon2id at OWASP parameters', async () => {
    await signUp(t, { name: 'Hash', email: 'hash@example.com', password: PASSWORD });
    const [account] = await t.db.select().from(accounts);
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  /** Moves every queued email back in time, as if the person had waited. */
  const wait = (minutes: number) =>
    t.db.update(emailOutbox).set({ createdAt: sql`${emailOutbox.createdAt} - make_interval(mins => ${minutes})` });
  const resend = (email: unknown) =>
    http.post('/api/auth/send-verification-email', { email, callbackURL: '/login?message=email-verified' });

  it('tells an unverified person signing in right after sign-up that the link already went, and sends no second one', async () => {
    await signUp(t, { name: 'Nia', email: 'nia@example.com', password: PASSWORD });
    const refused = await signIn(t, 'nia@example.com', PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(AUTH_MESSAGES.emailNotVerifiedLinkRecent);
    expect(await outboxFor(t, 'nia@example.com', 'verify-email')).toHaveLength(1);
  });

  it('sends a link that lives 24 hours, says so, and sends a new one on sign-in once a minute has passed, at most five an hour', async () => {
    await signUp(t, { name: 'Oli', email: 'oli@example.com', password: PASSWORD });
    const [first] = await outboxFor(t, 'oli@example.com', 'verify-email');
    expect(first.text).toContain('The link works for 24 hours.');
    const token = new URL(linkFrom(first.text, '/api/auth/verify-email'), 'http://x').searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(24 * 60 * 60);

    for (let sent = 2; sent <= 5; sent++) {
      await wait(2);
      const refused = await signIn(t, 'oli@example.com', PASSWORD);
      expect(refused.json().error.message).toBe(AUTH_MESSAGES.emailNotVerified);
      expect(await outboxFor(t, 'oli@example.com', 'verify-email')).toHaveLength(sent);
    }
    await wait(2);
    expect((await signIn(t, 'oli@example.com', PASSWORD)).json().error.message).toBe(AUTH_MESSAGES.emailNotVerifiedLinkRecent);
    expect(await outboxFor(t, 'oli@example.com', 'verify-email')).toHaveLength(5);
    // An hour after the first, links flow again, and the newest one verifies the address.
    await wait(60);
    expect((await signIn(t, 'oli@example.com', PASSWORD)).json().error.message).toBe(AUTH_MESSAGES.emailNotVerified);
    expect((await verifyEmailFromOutbox(t, 'oli@example.com')).statusCode).toBe(302);
    expect((await signIn(t, 'oli@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it("'Resend verification email' sends a new link within the same limits, and answers the same for any address", async () => {
    await signUp(t, { name: 'Pia', email: 'pia@example.com', password: PASSWORD });
    const soon = await resend('pia@example.com');
    expect(soon.statusCode).toBe(200);
    expect(soon.json()).toEqual({ status: true });
    expect(await outboxFor(t, 'pia@example.com', 'verify-email')).toHaveLength(1);

    await wait(2);
    expect((await resend('Pia@Example.com')).json()).toEqual({ status: true });
    const mails = await outboxFor(t, 'pia@example.com', 'verify-email');
    expect(mails).toHaveLength(2);
    expect(linkFrom(mails[0].text, '/api/auth/verify-email')).toContain('callbackURL=%2Flogin%3Fmessage%3Demail-verified');

    const unknown = await resend('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: true });
    expect(await outboxFor(t, 'nobody@example.com')).toHaveLength(0);
  });

  it("'Resend verification email' refuses bad input with a 400 naming the field and sends nothing", async () => {
    await signUp(t, { name: 'Quin', email: 'quin@example.com', password: PASSWORD });
    await wait(2);
    const bad = await resend('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('email');
    expect(await outboxFor(t, 'quin@example.com', 'verify-email')).toHaveLength(1);
  });

  it('sends a new verification link when an unverified person signs in with the right password', async () => {
    await signUp(t, { name: 'Ben', email: 'ben@example.com', password: PASSWORD });
    await t.db.delete(emailOutbox);
    await signIn(t, 'ben@example.com', PASSWORD);
    expect(await outboxFor(t, 'ben@example.com', 'verify-email')).toHaveLength(1);
    // A wrong password sends nothing.
    await t.db.delete(emailOutbox);
    await signIn(t, 'ben@example.com', 'wrong-password');
    expect(await outboxFor(t, 'ben@example.com')).toHaveLength(0);
  });

  it('lets unverified people sign in while the Email Verification setting is off, read per request', async () => {
    await signUp(t, { name: 'Cy', email: 'cy@example.com', password: PASSWORD });
    await t.ctx.siteSettings.set('emailVerification', false);
    const ok = await signIn(t, 'cy@example.com', PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect((await getMe(t, cookieHeaderFrom(ok))).json()).toMatchObject({ emailVerified: false });
    await t.ctx.siteSettings.set('emailVerification', true);
    expect((await signIn(t, 'cy@example.com', PASSWORD)).statusCode).toBe(403);
    expect((await verifyEmailFromOutbox(t, 'cy@example.com')).statusCode).toBe(302);
    expect((await signIn(t, 'cy@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('answers a sign-up with a taken address exactly like a new one and mails the owner instead', async () => {
    const first = await signUp(t, { name: 'Dee', email: 'dee@example.com', password: PASSWORD });
    const fresh = await signUp(t, { name: 'Eve', email: 'eve@example.com', password: PASSWORD });
    const again = await signUp(t, { name: 'Someone', email: 'DEE@example.com', password: 'other-pass' });
    expect(again.statusCode).toBe(fresh.statusCode);
    const shape = (body: { user: Record<string, unknown> }) => ({ ...body, user: Object.keys(body.user).sort() });
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(again.json().user).toMatchObject({ email: 'dee@example.com', name: 'Someone', emailVerified: false, role: 'user' });
    expect(again.json().user.id).not.toBe(first.json().user.id);

    const mails = await outboxFor(t, 'dee@example.com');
    expect(mails.map((m) => m.tags)).toEqual([
      ['auth', 'already-registered'],
      ['auth', 'verify-email'],
    ]);
    expect(mails[0].subject).toBe('You already have a Giftwise account');
    expect(mails[0].text).toContain('http://localhost:3000/login');
    // Nothing changed on the account: the original password still works once verified.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'dee@example.com'));
    expect((await signIn(t, 'dee@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, 'dee@example.com', 'other-pass')).statusCode).toBe(401);
  });

  it('answers simultaneous sign-ups of one address alike: one account, the others answered as a taken address', async () => {
    const body = { name: 'Fay', email: 'fay@example.com', password: PASSWORD };
    const answers = await Promise.all([signUp(t, body), signUp(t, body), signUp(t, body)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await t.db.select().from(users).where(eq(users.email, 'fay@example.com'))).toHaveLength(1);
    const tags = (await outboxFor(t, 'fay@example.com')).map((m) => m.tags[1]).sort();
    expect(tags).toEqual(['already-registered', 'already-registered', 'verify-email']);
  });

  it('answers forgot-password the same for unknown addresses and mails a reset link to known ones', async () => {
    await signUp(t, { name: 'Flo', email: 'flo@example.com', password: PASSWORD });
    await t.db.delete(emailOutbox);
    const known = await requestPasswordReset(t, 'flo@example.com', { run: false });
    const unknown = await requestPasswordReset(t, 'nobody@example.com', { run: false });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ status: true, message: 'If this email exists in our system, check your email for the reset link' });
    // Issue 8: the request does the same work for both (one queued job each), so neither is measurably slower;
    // the lookup, the token and the email come after the answer.
    const queued = await t.db.select().from(jobs);
    expect(queued.map((job) => [job.name, (job.payload as { email: string }).email]).sort()).toEqual([
      ['send-password-reset', 'flo@example.com'],
      ['send-password-reset', 'nobody@example.com'],
    ]);
    expect(await t.db.select().from(verifications)).toHaveLength(0);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);

    await runQueuedJobs(t);
    expect(await outboxFor(t, 'nobody@example.com')).toHaveLength(0);
    const [mail] = await outboxFor(t, 'flo@example.com', 'reset-password');
    expect(mail.subject).toBe('Reset your password');
    expect(await outboxFor(t, 'flo@example.com', 'reset-password')).toHaveLength(1);
  });

  it('sends one reset email per request even when its job runs again after a crash', async () => {
    await signUp(t, { name: 'Rae', email: 'rae@example.com', password: PASSWORD });
    await requestPasswordReset(t, 'rae@example.com', { run: false });
    const [job] = await t.db.select().from(jobs);
    const { email, requestId } = job.payload as { email: string; requestId: string };
    await t.ctx.auth.requestPasswordResetLink(email, requestId);
    // The same job again, as after a crash between writing the email and marking the job done.
    await t.ctx.auth.requestPasswordResetLink(email, requestId);
    expect(await outboxFor(t, 'rae@example.com', 'reset-password')).toHaveLength(1);
  });

  it('voids every other reset link once one is used (issue 8, item 3)', async () => {
    const person = await signUpVerifiedUser(t, { email: 'two-links@example.com', password: PASSWORD });
    await requestPasswordReset(t, person.email);
    await requestPasswordReset(t, person.email);
    const mails = await outboxFor(t, person.email, 'reset-password');
    expect(mails).toHaveLength(2);
    const tokens = mails.map((mail) => linkFrom(mail.text, '/api/auth/reset-password/').split('/').pop()!.split('?')[0]);
    expect(new Set(tokens).size).toBe(2);

    const first = await http.post('/api/auth/reset-password', { newPassword: 'first-new-pass', token: tokens[1] });
    expect(first.statusCode).toBe(200);
    const second = await http.post('/api/auth/reset-password', { newPassword: 'second-new-pass', token: tokens[0] });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('VALIDATION_ERROR');
    expect((await signIn(t, person.email, 'first-new-pass')).statusCode).toBe(200);
    expect((await signIn(t, person.email, 'second-new-pass')).statusCode).toBe(401);
  });

  it('voids outstanding reset links when the password is changed on the profile page (issue 8, item 3)', async () => {
    const person = await signUpVerifiedUser(t, { email: 'changer@example.com', password: PASSWORD });
    await requestPasswordReset(t, person.email);
    const [mail] = await outboxFor(t, person.email, 'reset-password');
    const token = linkFrom(mail.text, '/api/auth/reset-password/').split('/').pop()!.split('?')[0];
    const changed = await http.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'changed-pass-9' }, person);
    expect(changed.statusCode).toBe(200);
    const reset = await http.post('/api/auth/reset-password', { newPassword: 'attacker-pass', token });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(t, person.email, 'changed-pass-9')).statusCode).toBe(200);
  });

  it('resets the password through the emailed link and ends every session', async () => {
    const person = await signUpVerifiedUser(t, { email: 'gus@example.com', password: PASSWORD });
    const second = cookieHeaderFrom(await signIn(t, person.email, PASSWORD));
    expect((await getMe(t, person.cookie)).statusCode).toBe(200);
    expect((await getMe(t, second)).statusCode).toBe(200);

    // The client sends no redirect: the server fixes it to /reset-password.
    await requestPasswordReset(t, person.email, { extra: { redirectTo: 'https://evil.example/steal' } });
    const [mail] = await outboxFor(t, person.email, 'reset-password');
    const landing = await http.get(linkFrom(mail.text, '/api/auth/reset-password/'));
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), 'http://localhost:3000');
    expect(target.origin + target.pathname).toBe('http://localhost:3000/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const tooShort = await http.post('/api/auth/reset-password', { newPassword: '12345', token });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.fields).toEqual({ newPassword: 'Password must be at least 6 characters long.' });

    const reset = await http.post('/api/auth/reset-password', { newPassword: 'brand-new-pass', token });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });
    expect((await getMe(t, person.cookie)).statusCode).toBe(401);
    expect((await getMe(t, second)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, person.email, 'brand-new-pass')).statusCode).toBe(200);

    // The token is spent.
    const reused = await http.post('/api/auth/reset-password', { newPassword: 'another-pass', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('sends an invalid reset link to the reset page with an error', async () => {
    const res = await http.get('/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password');
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN');
  });

  describe('bad input is a 400 naming the field, and nothing is written', () => {
    it.each([
      ['missing email', { name: 'X', password: PASSWORD }, { email: 'Please enter your email address' }],
      ['bad email', { name: 'X', email: 'not-an-email', password: PASSWORD }, { email: 'Please enter a valid email address' }],
      ['short password', { name: 'X', email: 'x@example.com', password: '12345' }, { password: 'Password must be at least 6 characters' }],
      ['missing name', { email: 'x@example.com', password: PASSWORD }, { name: 'Please enter your full name' }],
    ])('sign-up with %s', async (_label, body, fields) => {
      const res = await signUp(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String), fields } });
      expect(await t.db.select().from(users)).toHaveLength(0);
      expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
    });

    it.each([
      ['only spaces', '      ', 'Password cannot be only spaces'],
      ['a very common password', 'Password1', 'This password is too common. Please choose one that is harder to guess.'],
    ])('sign-up with %s (issue 8, item 10)', async (_label, password, message) => {
      const res = await signUp(t, { name: 'X', email: 'x@example.com', password });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ password: message });
      expect(await t.db.select().from(users)).toHaveLength(0);
    });

    it('a reset to only spaces or a very common password (issue 8, item 10)', async () => {
      const person = await signUpVerifiedUser(t, { email: 'weak-reset@example.com', password: PASSWORD });
      await requestPasswordReset(t, person.email);
      const [mail] = await outboxFor(t, person.email, 'reset-password');
      const token = linkFrom(mail.text, '/api/auth/reset-password/').split('/').pop()!.split('?')[0];
      for (const [newPassword, message] of [
        ['      ', 'Password cannot be only spaces'],
        ['12345678', 'This password is too common. Please choose one that is harder to guess.'],
      ]) {
        const res = await http.post('/api/auth/reset-password', { newPassword, token });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toEqual({ newPassword: message });
      }
      // The link is still good for a real password.
      const ok = await http.post('/api/auth/reset-password', { newPassword: 'a-real-new-one', token });
      expect(ok.statusCode).toBe(200);
    });

    it('sign-in without an email or password', async () => {
      const res = await http.post('/api/auth/sign-in/email', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'Please enter your email address', password: 'Please enter your password' });
    });

    it('forgot-password without an email', async () => {
      const res = await http.post('/api/auth/request-password-reset', { email: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'Please enter your email address' });
    });
  });

  it('refuses a cookie-bearing POST without the right Origin', async () => {
    const person = await signUpVerifiedUser(t);
    for (const origin of [undefined, 'https://evil.example']) {
      const res = await http.post('/api/auth/sign-out', {}, person, { origin: false, headers: origin ? { origin } : {} });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PERMISSION_DENIED');
    }
    expect((await getMe(t, person.cookie)).statusCode).toBe(200);
  });

  it('puts Better Auth errors in the common shape, keeping its message', async () => {
    const person = await signUpVerifiedUser(t);
    const res = await http.post('/api/auth/reset-password', { newPassword: 'another-pass', token: 'not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Invalid token' } });

    const signedOut = await http.get('/api/auth/list-sessions');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: { code: 'AUTHENTICATION_ERROR', message: expect.any(String) } });

    const validation = await http.post('/api/auth/revoke-session', {}, person.cookie);
    expect(validation.statusCode).toBe(400);
    expect(Object.keys(validation.json().error.fields)).toEqual(['token']);
  });

  it('changes passwords only through the profile route, under its rules (Better Auth\'s own endpoint is off)', async () => {
    const person = await signUpVerifiedUser(t);
    const res = await http.post('/api/auth/change-password', { newPassword: '      ', currentPassword: person.password }, person.cookie);
    expect(res.statusCode).toBe(404);
    expect((await signIn(t, person.email, person.password)).statusCode).toBe(200);
  });

  it('keeps account changes that need cleanup out of Better Auth', async () => {
    const person = await signUpVerifiedUser(t);
    const res = await http.post('/api/auth/delete-user', {}, person.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('offers none of the linked-account endpoints, which hand out provider tokens no screen uses', async () => {
    const person = await signUpVerifiedUser(t);
    for (const url of ['/api/auth/get-access-token', '/api/auth/refresh-token', '/api/auth/link-social', '/api/auth/unlink-account']) {
      const res = await http.post(url, { providerId: 'google' }, person);
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of ['/api/auth/list-accounts', '/api/auth/account-info']) {
      expect((await http.get(url, person, { origin: true })).statusCode, url).toBe(404);
    }
  });

  it('refuses new sign-ups while User Registration is off, whoever asks', async () => {
    await signUp(t, { name: 'Hal', email: 'hal@example.com', password: PASSWORD });
    await t.ctx.siteSettings.set('userRegistration', false);
    const known = await signUp(t, { name: 'Hal', email: 'hal@example.com', password: PASSWORD });
    const unknown = await signUp(t, { name: 'Ivy', email: 'ivy@example.com', password: PASSWORD });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ error: { code: 'PERMISSION_DENIED', message: AUTH_MESSAGES.registrationClosed } });
    expect(known.json()).toEqual(unknown.json());
    expect(await t.db.select().from(users).where(eq(users.email, 'ivy@example.com'))).toHaveLength(0);

    // Issue 8, item 12: Better Auth itself refuses too, so no way past the wrapper answers 200 with a stand-in
    // user for a taken address (or creates one for a new address).
    for (const email of ['hal@example.com', 'ivy@example.com']) {
      const direct = await t.ctx.auth.api
        .signUpEmail({ body: { name: 'Direct', email, password: PASSWORD } })
        .then(() => null, (error: { statusCode?: number; body?: { code?: string } }) => error);
      expect(direct).toMatchObject({ statusCode: 403, body: { code: 'REGISTRATION_CLOSED' } });
    }
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('tells the client which sign-in methods exist (no social provider configured here)', async () => {
    const res = await http.get('/api/auth-providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailPassword: true, social: [] });
  });

  it('answers /api/me with 401 in the common shape when signed out or with a forged cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const res = await getMe(t, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'AUTHENTICATION_ERROR', message: 'Authentication failed. Please sign in again.' } });
    }
  });
});
