import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, emailPreferences, media, notifications, sessions, userProfiles, users } from '#server/db/schema/index.js';
import { DEFAULT_EMAIL_PREFERENCES } from '#shared/schemas/email-preferences.js';
import {
  cookieHeaderFrom,
  getMe,
  signIn,
  signUpVerifiedUser,
  TEST_PASSWORD,
  type TestUser,
} from '../support/auth-helpers.js';
import { type Method, requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * /api/profile (core-app.md 3 User, 7 users update; admin-area.md 3 user email preferences) and
 * /api/media/:id: the person's own profile, onboarding, avatar, email preferences, password and deletion.
 */

let t: TestApp;
// The server's clock, for "a birthday not in the future".
let clock = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-06-15T12:00:00Z');
  await t.reset();
});

const http = requests(() => t);

/** The profile tests send the site's Origin on reads too; `headers` win over it. */
function call(method: Method, url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = {}) {
  return http.send(method, url, payload as object | undefined, cookie, { origin: true, headers });
}

const profileRows = () => t.db.select().from(userProfiles);
const mediaRows = () => t.db.select().from(media);

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----giftwise-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadAvatar(cookie: string | undefined, bytes: Buffer, filename = 'me.png', type = 'image/png') {
  const form = multipart('avatar', filename, type, bytes);
  return http.post('/api/profile/avatar', form.body, cookie, { headers: { 'content-type': form.contentType } });
}

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } }).png().toBuffer();

function expectFieldError(res: { statusCode: number; json(): { error: { code: string; fields?: Record<string, string> } } }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_ERROR');
  expect(res.json().error.fields).toHaveProperty(field);
}

describe('GET /api/profile', () => {
  it('answers the fallback user before anything is saved, and writes nothing', async () => {
    const ana = await signUpVerifiedUser(t, { name: 'Ana Lima' });
    const res = await call('GET', '/api/profile', ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ana.id,
      name: 'Ana Lima',
      email: ana.email,
      avatarUrl: null,
      interests: [],
      personalityTraits: [],
      ageRange: null,
      gender: null,
      birthday: null,
      onboardingCompleted: false,
      hasPassword: true,
    });
    expect(await profileRows()).toHaveLength(0);
  });

  it('needs a signed-in person', async () => {
    const res = await call('GET', '/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTHENTICATION_ERROR');
  });
});

describe('PATCH /api/profile', () => {
  const full = {
    name: 'Ana Souza',
    interests: ['Cooking', 'Travel', 'Board Games', 'Cooking'],
    personalityTraits: ['Creative', 'Eco-conscious'],
    ageRange: '26-35',
    gender: 'female',
    birthday: '1992-03-14',
  };

  it('saves every field (duplicates dropped) and /api/me shows the change', async () => {
    const ana = await signUpVerifiedUser(t);
    const res = await call('PATCH', '/api/profile', ana.cookie, full);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ana Souza',
      interests: ['Cooking', 'Travel', 'Board Games'],
      personalityTraits: ['Creative', 'Eco-conscious'],
      ageRange: '26-35',
      gender: 'female',
      birthday: '1992-03-14',
      onboardingCompleted: false,
    });
    const me = (await getMe(t, ana.cookie)).json();
    expect(me.name).toBe('Ana Souza');
    expect(me.profile).toMatchObject({ name: 'Ana Souza', interests: ['Cooking', 'Travel', 'Board Games'], ageRange: '26-35', birthday: '1992-03-14' });
    const [user] = await t.db.select().from(users).where(eq(users.id, ana.id));
    expect(user.name).toBe('Ana Souza');
  });

  it('touches only the fields given, and clears with null or an empty list', async () => {
    const ana = await signUpVerifiedUser(t);
    await call('PATCH', '/api/profile', ana.cookie, full);
    const res = await call('PATCH', '/api/profile', ana.cookie, { gender: null, interests: [], onboardingCompleted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ana Souza', gender: null, interests: [], personalityTraits: ['Creative', 'Eco-conscious'], onboardingCompleted: true });
    expect((await getMe(t, ana.cookie)).json().profile.onboardingCompleted).toBe(true);
  });

  it('accepts a birthday that is today somewhere on Earth', async () => {
    const ana = await signUpVerifiedUser(t);
    // 12:00 UTC on 15 June is already 16 June in UTC+14.
    const res = await call('PATCH', '/api/profile', ana.cookie, { birthday: '2026-06-16' });
    expect(res.statusCode).toBe(200);
    expect(res.json().birthday).toBe('2026-06-16');
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['an interest not in the list', { interests: ['Cooking', 'Knitting'] }, 'interests'],
    ['interests that are not a list', { interests: 'Cooking' }, 'interests'],
    ['a trait not in the list', { personalityTraits: ['Grumpy'] }, 'personalityTraits'],
    ['an unknown age range', { ageRange: '30-40' }, 'ageRange'],
    ['an unknown gender', { gender: 'robot' }, 'gender'],
    ['a birthday in the future', { birthday: '2026-06-17' }, 'birthday'],
    ['a date that does not exist', { birthday: '2001-02-30' }, 'birthday'],
    ['a birthday that is not a date', { birthday: 'last spring' }, 'birthday'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a field the person may not set', { role: 'admin' }, 'role'],
    ['onboarding as text', { onboardingCompleted: 'yes' }, 'onboardingCompleted'],
  ];
  for (const [what, body, field] of badInputs) {
    it(`refuses ${what} with a 400 naming ${field}, and writes nothing`, async () => {
      const ana = await signUpVerifiedUser(t, { name: 'Ana Lima' });
      const res = await call('PATCH', '/api/profile', ana.cookie, { name: 'Changed Name', ...body });
      expectFieldError(res, field);
      expect(await profileRows()).toHaveLength(0);
      const [user] = await t.db.select().from(users).where(eq(users.id, ana.id));
      expect(user.name).toBe('Ana Lima');
      expect(user.role).toBe('user');
    });
  }

  it('needs a signed-in person, and writes nothing without one', async () => {
    const res = await call('PATCH', '/api/profile', undefined, { interests: ['Music'] });
    expect(res.statusCode).toBe(401);
    expect(await profileRows()).toHaveLength(0);
  });

  it('changes only the actor’s own profile', async () => {
    const ana = await signUpVerifiedUser(t, { name: 'Ana' });
    const bo = await signUpVerifiedUser(t, { name: 'Bo' });
    await call('PATCH', '/api/profile', bo.cookie, { interests: ['Music'] });
    expect((await call('GET', '/api/profile', ana.cookie)).json()).toMatchObject({ name: 'Ana', interests: [] });
    expect(await profileRows()).toMatchObject([{ userId: bo.id, interests: ['Music'] }]);
  });

  it('refuses a cookie-bearing change from another site', async () => {
    const ana = await signUpVerifiedUser(t);
    const res = await call('PATCH', '/api/profile', ana.cookie, { interests: ['Music'] }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await profileRows()).toHaveLength(0);
  });
});

describe('POST /api/profile/onboarding', () => {
  it('finishing saves the choices and marks onboarding completed', async () => {
    const ana = await signUpVerifiedUser(t);
    expect((await getMe(t, ana.cookie)).json().profile.onboardingCompleted).toBe(false);
    const res = await call('POST', '/api/profile/onboarding', ana.cookie, {
      outcome: 'completed',
      interests: ['Music', 'Science'],
      personalityTraits: ['Organized'],
      ageRange: '18-25',
      gender: 'non-binary',
      birthday: '2003-09-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onboardingCompleted: true, interests: ['Music', 'Science'], gender: 'non-binary' });
    expect((await getMe(t, ana.cookie)).json().profile).toMatchObject({ onboardingCompleted: true, interests: ['Music', 'Science'] });
  });

  it("completing it reads the welcome notification (its 'Get Started' is done), and only that one", async () => {
    const ana = await signUpVerifiedUser(t);
    const bea = await signUpVerifiedUser(t);
    const welcomes = (userId: string) =>
      t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'welcome')));
    expect(await welcomes(ana.id)).toMatchObject([{ read: false, readAt: null }]);
    expect((await call('POST', '/api/profile/onboarding', ana.cookie, { outcome: 'completed', interests: ['Music'] })).statusCode).toBe(200);
    expect(await welcomes(ana.id)).toMatchObject([{ read: true, readAt: clock }]);
    expect((await call('GET', '/api/notifications/counts', ana.cookie)).json()).toMatchObject({ unread: 0 });
    // Someone else's welcome stays as it was.
    expect(await welcomes(bea.id)).toMatchObject([{ read: false }]);
  });

  it('skipping leaves the welcome unread: its Get Started is still the way back to onboarding', async () => {
    const ana = await signUpVerifiedUser(t);
    await call('POST', '/api/profile/onboarding', ana.cookie, { outcome: 'skipped' });
    const [welcome] = await t.db.select().from(notifications).where(and(eq(notifications.userId, ana.id), eq(notifications.type, 'welcome')));
    expect(welcome.read).toBe(false);
  });

  it('skipping marks it completed too (the person is not sent back) and keeps what was chosen', async () => {
    const ana = await signUpVerifiedUser(t);
    const res = await call('POST', '/api/profile/onboarding', ana.cookie, { outcome: 'skipped', interests: ['Wine'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onboardingCompleted: true, interests: ['Wine'], ageRange: null });
  });

  it('refuses an unknown outcome or a bad choice, writing nothing', async () => {
    const ana = await signUpVerifiedUser(t);
    expectFieldError(await call('POST', '/api/profile/onboarding', ana.cookie, { outcome: 'later' }), 'outcome');
    expectFieldError(await call('POST', '/api/profile/onboarding', ana.cookie, { outcome: 'completed', interests: ['Yachts'] }), 'interests');
    expectFieldError(await call('POST', '/api/profile/onboarding', ana.cookie, { outcome: 'skipped', birthday: '2030-01-01' }), 'birthday');
    expect(await profileRows()).toHaveLength(0);
  });

  it('needs a signed-in person', async () => {
    expect((await call('POST', '/api/profile/onboarding', undefined, { outcome: 'skipped' })).statusCode).toBe(401);
    expect(await profileRows()).toHaveLength(0);
  });
});

describe('avatar upload and GET /api/media/:id', () => {
  it('re-encodes an upload to a 256 px WebP, serves it publicly with a long cache, and /api/me links it', async () => {
    const ana = await signUpVerifiedUser(t);
    const res = await uploadAvatar(ana.cookie, await png(640, 480));
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect((await getMe(t, ana.cookie)).json().avatarUrl).toBe(avatarUrl);

    // Anyone may see an avatar, signed in or not.
    for (const cookie of [undefined, ana.cookie]) {
      const image = await http.get(avatarUrl, cookie);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
    }
    const [row] = await mediaRows();
    expect(row).toMatchObject({ ownerId: ana.id, purpose: 'avatar', contentType: 'image/webp', width: 256, height: 256 });
  });

  it('answers 304 to a repeat request with the same ETag', async () => {
    const ana = await signUpVerifiedUser(t);
    const { avatarUrl } = (await uploadAvatar(ana.cookie, await png())).json();
    const first = await http.get(avatarUrl);
    const again = await http.get(avatarUrl, null, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('accepts the raw image bytes as the body too, and a new avatar replaces the old one', async () => {
    const ana = await signUpVerifiedUser(t);
    const first = (await uploadAvatar(ana.cookie, await png())).json().avatarUrl;
    const jpeg = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#0a7' } }).jpeg().toBuffer();
    const res = await http.post('/api/profile/avatar', jpeg, ana, { headers: { 'content-type': 'image/jpeg' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).not.toBe(first);
    expect(await mediaRows()).toHaveLength(1);
    expect((await http.get(first)).statusCode).toBe(404);
  });

  it('judges by content: a text file named .png is refused with a 400 naming avatar, nothing stored', async () => {
    const ana = await signUpVerifiedUser(t);
    const text = Buffer.from('just some notes, not a picture\n'.repeat(20));
    expectFieldError(await uploadAvatar(ana.cookie, text, 'holiday.png', 'image/png'), 'avatar');
    const raw = await http.post('/api/profile/avatar', text, ana, { headers: { 'content-type': 'image/png' } });
    expectFieldError(raw, 'avatar');
    expect(await mediaRows()).toHaveLength(0);
    expect(await profileRows()).toHaveLength(0);
  });

  it('refuses images of other formats (SVG, TIFF) and files over 5 MB', async () => {
    const ana = await signUpVerifiedUser(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expectFieldError(await uploadAvatar(ana.cookie, svg, 'a.svg', 'image/svg+xml'), 'avatar');
    const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } }).tiff().toBuffer();
    expectFieldError(await uploadAvatar(ana.cookie, tiff, 'a.tif', 'image/tiff'), 'avatar');
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(ana.cookie, big);
    expectFieldError(tooBig, 'avatar');
    expect(tooBig.json().error.fields.avatar).toBe('Please select an image smaller than 5MB');
    expect(await mediaRows()).toHaveLength(0);
  });

  it('removes the avatar with DELETE: the image is gone and the initials show again', async () => {
    const ana = await signUpVerifiedUser(t);
    const { avatarUrl } = (await uploadAvatar(ana.cookie, await png())).json();
    const res = await call('DELETE', '/api/profile/avatar', ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toBeNull();
    expect((await getMe(t, ana.cookie)).json().avatarUrl).toBeNull();
    expect(await mediaRows()).toHaveLength(0);
    expect((await http.get(avatarUrl)).statusCode).toBe(404);
  });

  it('needs a signed-in person to upload or remove', async () => {
    expect((await uploadAvatar(undefined, await png())).statusCode).toBe(401);
    expect((await call('DELETE', '/api/profile/avatar')).statusCode).toBe(401);
    expect(await mediaRows()).toHaveLength(0);
  });

  it("serves a wishlist cover to whoever holds its address, like an avatar (decision 122); a bad id is a 400", async () => {
    const ana = await signUpVerifiedUser(t);
    const bo = await signUpVerifiedUser(t);
    const [cover] = await t.db
      .insert(media)
      .values({ ownerId: ana.id, purpose: 'wishlist-cover', contentType: 'image/webp', byteSize: 3, sha256: 'abc', bytes: Buffer.from([1, 2, 3]) })
      .returning();
    const url = `/api/media/${cover.id}`;
    expect((await call('GET', url, ana.cookie)).statusCode).toBe(200);
    expect((await call('GET', url, bo.cookie)).statusCode).toBe(200);
    expect((await call('GET', url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call('GET', '/api/media/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expectFieldError(await call('GET', '/api/media/not-an-id'), 'id');
  });
});

describe('/api/profile/email-preferences', () => {
  it("starts at the defaults, saves a change and reads it back, apart from other people's", async () => {
    const ana = await signUpVerifiedUser(t);
    const bo = await signUpVerifiedUser(t);
    expect((await call('GET', '/api/profile/email-preferences', ana.cookie)).json()).toEqual(DEFAULT_EMAIL_PREFERENCES);
    const res = await call('PUT', '/api/profile/email-preferences', ana.cookie, {
      emailNotifications: { newsletter: true, priceDrops: false },
      pushNotifications: { socialActivity: false },
      reminderTiming: { occasions: 14 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailNotifications).toMatchObject({ newsletter: true, priceDrops: false, marketing: false });
    const again = (await call('GET', '/api/profile/email-preferences', ana.cookie)).json();
    expect(again).toEqual(res.json());
    expect(again.reminderTiming).toEqual({ occasions: 14, priceDrops: 'immediate' });
    expect((await call('GET', '/api/profile/email-preferences', bo.cookie)).json()).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it('refuses bad values with a 400 naming the field, writing nothing', async () => {
    const ana = await signUpVerifiedUser(t);
    expectFieldError(await call('PUT', '/api/profile/email-preferences', ana.cookie, { reminderTiming: { occasions: 0 } }), 'reminderTiming.occasions');
    expectFieldError(await call('PUT', '/api/profile/email-preferences', ana.cookie, { emailNotifications: { newsletter: 'yes' } }), 'emailNotifications.newsletter');
    expectFieldError(await call('PUT', '/api/profile/email-preferences', ana.cookie, { emailNotifications: { carrierPigeon: true } }), 'emailNotifications.carrierPigeon');
    expect(await t.db.select().from(emailPreferences)).toHaveLength(0);
  });

  it('needs a signed-in person', async () => {
    expect((await call('GET', '/api/profile/email-preferences')).statusCode).toBe(401);
    expect((await call('PUT', '/api/profile/email-preferences', undefined, { emailNotifications: { marketing: true } })).statusCode).toBe(401);
    expect(await t.db.select().from(emailPreferences)).toHaveLength(0);
  });
});

describe('POST /api/profile/password', () => {
  const NEW_PASSWORD = 'a brand new secret';

  it('changes the password, keeps this session and ends the others', async () => {
    const ana = await signUpVerifiedUser(t);
    const elsewhere = cookieHeaderFrom(await signIn(t, ana.email, TEST_PASSWORD));
    const res = await call('POST', '/api/profile/password', ana.cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ otherSessionsEnded: 1 });
    expect((await getMe(t, ana.cookie)).statusCode).toBe(200);
    expect((await getMe(t, elsewhere)).statusCode).toBe(401);
    expect((await signIn(t, ana.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, ana.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'password.changed'))).toHaveLength(1);
  });

  it('refuses a wrong current password with a 400 naming currentPassword; the password stays', async () => {
    const ana = await signUpVerifiedUser(t);
    const res = await call('POST', '/api/profile/password', ana.cookie, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expectFieldError(res, 'currentPassword');
    expect(res.json().error.fields.currentPassword).toBe('Current password is incorrect');
    expect((await signIn(t, ana.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the 6-character rule and refuses missing fields', async () => {
    const ana = await signUpVerifiedUser(t);
    const short = await call('POST', '/api/profile/password', ana.cookie, { currentPassword: TEST_PASSWORD, newPassword: '12345' });
    expectFieldError(short, 'newPassword');
    expect(short.json().error.fields.newPassword).toBe('Password must be at least 6 characters');
    expectFieldError(await call('POST', '/api/profile/password', ana.cookie, { newPassword: NEW_PASSWORD }), 'currentPassword');
    expectFieldError(await call('POST', '/api/profile/password', ana.cookie, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }), 'newPassword');
    expect((await signIn(t, ana.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a signed-in person', async () => {
    expect((await call('POST', '/api/profile/password', undefined, { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses a new password of only spaces or a very common one (issue 8, item 10)', async () => {
    const ana = await signUpVerifiedUser(t);
    for (const [newPassword, message] of [
      ['        ', 'Password cannot be only spaces'],
      ['sunshine', 'This password is too common. Please choose one that is harder to guess.'],
    ]) {
      const res = await call('POST', '/api/profile/password', ana.cookie, { currentPassword: TEST_PASSWORD, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ newPassword: message });
    }
    expect((await signIn(t, ana.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("Better Auth's own /api/auth/change-password is off: the profile route is the one way (issue 8)", async () => {
    const ana = await signUpVerifiedUser(t);
    const res = await call('POST', '/api/auth/change-password', ana.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(res.statusCode).toBe(404);
    expect((await signIn(t, ana.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('DELETE /api/profile (delete account)', () => {
  async function withEverything(): Promise<TestUser> {
    const ana = await signUpVerifiedUser(t);
    await call('PATCH', '/api/profile', ana.cookie, { interests: ['Music'] });
    await uploadAvatar(ana.cookie, await png());
    await call('PUT', '/api/profile/email-preferences', ana.cookie, { emailNotifications: { marketing: true } });
    return ana;
  }

  it('deletes the person and their data after the typed DELETE, ends the session and clears the cookie', async () => {
    const ana = await withEverything();
    const bo = await signUpVerifiedUser(t);
    const res = await call('DELETE', '/api/profile', ana.cookie, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/better-auth\.session_token=;[^\n]*Max-Age=0/);

    expect(await t.db.select().from(users).where(eq(users.id, ana.id))).toHaveLength(0);
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, ana.id))).toHaveLength(0);
    expect(await t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, ana.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ana.id))).toHaveLength(0);
    expect(await mediaRows()).toHaveLength(0);
    expect((await getMe(t, ana.cookie)).statusCode).toBe(401);
    expect((await signIn(t, ana.email, TEST_PASSWORD)).statusCode).toBe(401);
    // Someone else is untouched.
    expect((await getMe(t, bo.cookie)).statusCode).toBe(200);
  });

  it('accepts the account password instead of the typed word', async () => {
    const ana = await signUpVerifiedUser(t);
    expect((await call('DELETE', '/api/profile', ana.cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, ana.id))).toHaveLength(0);
  });

  it('refuses without the confirmation, with a wrong word or a wrong password; nothing is deleted', async () => {
    const ana = await withEverything();
    expectFieldError(await call('DELETE', '/api/profile', ana.cookie, {}), 'confirm');
    expectFieldError(await call('DELETE', '/api/profile', ana.cookie, { confirm: 'delete me' }), 'confirm');
    expectFieldError(await call('DELETE', '/api/profile', ana.cookie, { confirm: 'DELETE', password: 'wrong password' }), 'password');
    expect(await t.db.select().from(users).where(eq(users.id, ana.id))).toHaveLength(1);
    expect(await mediaRows()).toHaveLength(1);
    expect((await getMe(t, ana.cookie)).statusCode).toBe(200);
  });

  it('needs a signed-in person', async () => {
    const ana = await signUpVerifiedUser(t);
    expect((await call('DELETE', '/api/profile', undefined, { confirm: 'DELETE' })).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, ana.id))).toHaveLength(1);
  });
});
