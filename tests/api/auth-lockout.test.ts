import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, signInAttempts, users } from '#server/db/schema/index.js';
import { purgeStaleSignInAttempts } from '#server/services/users/sign-in-lockout.service.js';
import { AUTH_MESSAGES, signInLockedMessage } from '#shared/auth/messages.js';
import { getMe, linkFrom, outboxFor, runQueuedJobs, signIn, signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;

describe('sign-in lockout and idle timeout', () => {
  let t: TestApp;
  const http = requests(() => t);
  let clock = Date.now();
  const advance = (ms: number) => {
    clock += ms;
  };
  let person: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.ctx.siteSettings.invalidate();
    clock = Date.now();
    person = await signUpVerifiedUser(t, { email: 'lock@example.com', password: 'right-password' });
  });

  const wrong = (email: string) => signIn(t, email, 'wrong-password');
  /** The worker as the app would run it: jobs queued at the database's time run once the app's clock has caught up. */
  const runJobs = async () => {
    clock = Math.max(clock, Date.now() + 1000);
    await runQueuedJobs(t);
  };
  const lockedReply = { error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Please wait 60 seconds before trying again.', retryAfter: 60 } };
  const invalidReply = { error: { code: 'AUTHENTICATION_ERROR', message: AUTH_MESSAGES.invalidCredentials } };

  it('pauses an address for a minute after 5 failures, refusing even the right password, then lets it in', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await wrong(person.email);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalidReply);
    }
    const fifth = await wrong(person.email);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(lockedReply);
    expect(fifth.headers['retry-after']).toBe('60');

    const right = await signIn(t, person.email, 'right-password');
    expect(right.statusCode).toBe(429);
    // The catalogue's wording with the seconds left (issue 8, item 12).
    expect(right.json().error.message).toBe(signInLockedMessage(60));
    expect(right.headers['set-cookie']).toBeUndefined();

    advance(45_000);
    const stillLocked = await signIn(t, person.email, 'right-password');
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('15');
    expect(stillLocked.json().error.message).toBe('Please wait 15 seconds before trying again.');

    advance(16_000);
    expect((await signIn(t, person.email, 'right-password')).statusCode).toBe(200);
  });

  it('doubles the pause with each further wrong password, up to 15 minutes (issue 17: no flat 15-minute wall)', async () => {
    for (let i = 0; i < 4; i++) await wrong(person.email);
    const pauses: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await wrong(person.email);
      expect(res.statusCode).toBe(429);
      pauses.push(String(res.headers['retry-after']));
      advance(Number(res.headers['retry-after']) * 1000);
    }
    expect(pauses).toEqual(['60', '120', '240', '480', '900', '900', '900']);
  });

  it('emails the owner, once, a reset link that ends the pause at once, whoever typed the wrong passwords', async () => {
    for (let i = 0; i < 5; i++) {
      await http.post('/api/auth/sign-in/email', { email: person.email, password: 'wrong-password' }, null, { remoteAddress: `203.0.113.${i + 1}` });
    }
    await runJobs();
    const [mail, ...more] = await outboxFor(t, person.email, 'reset-password');
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('Sign-in to your account is paused');
    expect(mail.text).toContain('choose a new password with the button below: that ends the pause at once');

    // Further failures make the pause longer but send no second email.
    advance(61_000);
    expect((await wrong(person.email)).statusCode).toBe(429);
    await runJobs();
    expect(await outboxFor(t, person.email, 'reset-password')).toHaveLength(1);

    // The owner, from an address never seen before, resets the password and is in at once.
    const token = linkFrom(mail.text, '/api/auth/reset-password/').split('/').pop()!.split('?')[0];
    const reset = await http.post('/api/auth/reset-password', { newPassword: 'a-brand-new-password', token }, null, { remoteAddress: '192.0.2.77' });
    expect(reset.statusCode).toBe(200);
    const signedIn = await http.post('/api/auth/sign-in/email', { email: person.email, password: 'a-brand-new-password' }, null, { remoteAddress: '192.0.2.77' });
    expect(signedIn.statusCode).toBe(200);
  });

  it('checks at most Maximum Login Attempts passwords in a parallel burst from many addresses (issue 8, item 5)', async () => {
    const context = await t.ctx.auth.$context;
    const verify = context.password.verify;
    let checked = 0;
    context.password.verify = async (input) => {
      checked += 1;
      return verify(input);
    };
    try {
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          http.post('/api/auth/sign-in/email', { email: person.email, password: 'wrong-password' }, null, { remoteAddress: `198.51.100.${i + 1}` }),
        ),
      );
      expect(checked).toBeLessThanOrEqual(5);
      const statuses = burst.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(26);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    } finally {
      context.password.verify = verify;
    }
    // The burst locked the address: even the right password waits.
    expect((await signIn(t, person.email, 'right-password')).statusCode).toBe(429);
  });

  it('does not lock someone who keeps giving the right password to an unverified account', async () => {
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, person.id));
    for (let i = 0; i < 7; i++) expect((await signIn(t, person.email, 'right-password')).statusCode).toBe(403);
    expect(await t.db.select().from(signInAttempts)).toHaveLength(0);
  });

  it('gives an unknown address exactly the same replies', async () => {
    for (const email of [person.email, 'nobody@example.com']) {
      const replies = [];
      for (let i = 0; i < 6; i++) {
        const res = await wrong(email);
        replies.push([res.statusCode, res.json()]);
      }
      expect(replies).toEqual([
        [401, invalidReply],
        [401, invalidReply],
        [401, invalidReply],
        [401, invalidReply],
        [429, lockedReply],
        [429, lockedReply],
      ]);
    }
    expect(await t.db.select().from(signInAttempts)).toHaveLength(2);
    // The owner of the known address is told; nobody is emailed about the unknown one.
    await runJobs();
    expect(await outboxFor(t, person.email, 'reset-password')).toHaveLength(1);
    expect(await outboxFor(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('follows a change of Maximum Login Attempts at once', async () => {
    await t.ctx.siteSettings.set('maxLoginAttempts', 3);
    expect((await wrong(person.email)).statusCode).toBe(401);
    expect((await wrong(person.email)).statusCode).toBe(401);
    expect((await wrong(person.email)).statusCode).toBe(429);
  });

  it('starts counting again after a successful sign-in or when the last failure is a day old', async () => {
    for (let i = 0; i < 4; i++) await wrong(person.email);
    expect((await signIn(t, person.email, 'right-password')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrong(person.email)).statusCode).toBe(401);
    // A day without failures forgets the streak; within the day, the fifth failure pauses.
    advance(24 * 60 * MINUTE + 1000);
    for (let i = 0; i < 4; i++) expect((await wrong(person.email)).statusCode).toBe(401);
    expect((await wrong(person.email)).statusCode).toBe(429);
  });

  it('counts addresses without regard to case', async () => {
    for (let i = 0; i < 4; i++) await wrong('LOCK@example.com');
    expect((await wrong('lock@EXAMPLE.com')).statusCode).toBe(429);
  });

  it('purges old, unlocked failure rows only', async () => {
    await wrong('old@example.com');
    for (let i = 0; i < 5; i++) await wrong('locked@example.com');
    advance(25 * 60 * MINUTE);
    await wrong('recent@example.com');
    // Lock the second address again so that it is still locked now.
    await t.db.update(signInAttempts).set({ lockedUntil: new Date(clock + MINUTE) }).where(eq(signInAttempts.email, 'locked@example.com'));
    expect(await purgeStaleSignInAttempts(t.db, new Date(clock))).toBe(1);
    const left = (await t.db.select().from(signInAttempts)).map((r) => r.email).sort();
    expect(left).toEqual(['locked@example.com', 'recent@example.com']);
  });

  it('ends a session left idle longer than Session Timeout (60 minutes by default)', async () => {
    advance(59 * MINUTE);
    expect((await getMe(t, person.cookie)).statusCode).toBe(200);
    // Activity moved the idle clock: another 59 minutes is still fine.
    advance(59 * MINUTE);
    expect((await getMe(t, person.cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions);
    expect(row.lastSeenAt.getTime()).toBe(clock);
    const [account] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(account.lastActiveAt?.getTime()).toBe(clock);

    advance(61 * MINUTE);
    expect((await getMe(t, person.cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    const session = await http.get('/api/auth/get-session', person.cookie);
    expect(session.json()).toBeNull();
  });

  it('writes the activity stamp at most once a minute', async () => {
    const [before] = await t.db.select().from(sessions);
    advance(30_000);
    await getMe(t, person.cookie);
    const [after] = await t.db.select().from(sessions);
    expect(after.lastSeenAt.getTime()).toBe(before.lastSeenAt.getTime());
  });

  it('follows a change of Session Timeout at once', async () => {
    await t.ctx.siteSettings.set('sessionTimeoutMinutes', 5);
    advance(6 * MINUTE);
    expect((await getMe(t, person.cookie)).statusCode).toBe(401);
  });

  it('ends the idle session for Better Auth too', async () => {
    advance(61 * MINUTE);
    const res = await http.get('/api/auth/get-session', person.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});
