import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index.js';
import { SessionResponse } from '#shared/schemas/auth.js';
import { signOut, signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * GET /api/session, the client's session probe (issue 10: no signed-out page may log a console error, and browsers
 * log every 4xx). It takes no input, so there is no bad input to refuse, and it only ever describes the caller.
 */
describe('GET /api/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const { get } = requests(() => t);
  const probe = (cookie?: string) => get('/api/session', cookie);

  it('answers a visitor 200 with no user', async () => {
    const res = await probe();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers a signed-in person with the same profile /api/me gives, in the shared shape', async () => {
    const person = await signUpVerifiedUser(t, { name: 'Sam Probe' });
    const res = await probe(person.cookie);
    expect(res.statusCode).toBe(200);
    const body = SessionResponse.parse(res.json());
    expect(body.user).toMatchObject({ id: person.id, email: person.email, name: 'Sam Probe', profile: { onboardingCompleted: false } });
    const me = await get('/api/me', person);
    expect(body.user).toEqual(me.json());
    expect(res.body).not.toMatch(/argon2|password|token/i);
  });

  it('answers no user for a session that ended (signed out, suspended or deleted), never someone else', async () => {
    const person = await signUpVerifiedUser(t);
    const other = await signUpVerifiedUser(t);
    await signOut(t, person.cookie);
    expect((await probe(person.cookie)).json()).toEqual({ user: null });

    await t.db.update(users).set({ banned: true }).where(eq(users.id, other.id));
    expect((await probe(other.cookie)).json()).toEqual({ user: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(0);

    expect((await probe('better-auth.session_token=forged.value')).json()).toEqual({ user: null });
  });
});
