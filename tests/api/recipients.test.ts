import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RecipientListResponse, RecipientResponse } from '../../src/shared/schemas/recipients.js';
import { recipients } from '../../src/server/db/schema/recipients.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('recipients API', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let clock = new Date();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = new Date();
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const create = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/recipients', headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload: payload as object });

  const SAM = {
    name: 'Sam',
    age: '26-35',
    gender: 'non-binary',
    relationship: 'Friend',
    interests: ['Photography', 'Travel'],
    personality_traits: ['Creative'],
    additional_info: 'Loves film cameras',
    email_reminders: true,
    push_reminders: false,
  };

  describe('POST /api/recipients', () => {
    it("creates a recipient from the spec's payload (201) and answers it with the spec's field names", async () => {
      const res = await create(SAM, ada.cookie);
      expect(res.statusCode, res.body).toBe(201);
      const { recipient } = RecipientResponse.parse(res.json());
      expect(recipient).toMatchObject({ ...SAM, birthday: null, email: null, updated_at: clock.toISOString() });
      const [row] = await t.db.select().from(recipients).where(eq(recipients.id, recipient.id));
      expect(row).toMatchObject({ userId: ada.id, name: 'Sam', personalityTraits: ['Creative'], additionalInfo: 'Loves film cameras', emailReminders: true, pushReminders: false });
    });

    it('fills the defaults: email reminders on, push reminders off, no lists', async () => {
      const { recipient } = RecipientResponse.parse((await create({ name: 'Mum' }, ada.cookie)).json());
      expect(recipient).toMatchObject({ name: 'Mum', age: null, gender: null, relationship: null, interests: [], personality_traits: [], additional_info: null, email_reminders: true, push_reminders: false });
    });

    it('answers 400 naming the field and writes nothing', async () => {
      const res = await create({ ...SAM, name: '  ', age: '30' }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ name: 'Please enter a name', age: 'Please select an age range' });
      const interests = await create({ ...SAM, interests: ['Knitting'] }, ada.cookie);
      expect(interests.statusCode).toBe(400);
      expect(Object.keys(interests.json().error.fields)).toEqual(['interests.0']);
      expect(await t.db.select().from(recipients)).toHaveLength(0);
    });

    it('refuses a signed-out visitor and writes nothing', async () => {
      expect((await create(SAM)).statusCode).toBe(401);
      expect(await t.db.select().from(recipients)).toHaveLength(0);
    });
  });

  describe('GET /api/recipients', () => {
    it("lists only the person's own recipients, most recently updated first", async () => {
      await create({ name: 'First' }, ada.cookie);
      clock = new Date(clock.getTime() + MINUTE);
      await create({ name: 'Second' }, ada.cookie);
      await create({ name: "Grace's friend" }, grace.cookie);
      const res = await get('/api/recipients', ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(RecipientListResponse.parse(res.json()).recipients.map((r) => r.name)).toEqual(['Second', 'First']);
    });

    it('refuses a signed-out visitor', async () => {
      expect((await get('/api/recipients')).statusCode).toBe(401);
    });
  });

  describe('GET /api/recipients/:id', () => {
    it("answers the person's own recipient", async () => {
      const { recipient } = RecipientResponse.parse((await create(SAM, ada.cookie)).json());
      const res = await get(`/api/recipients/${recipient.id}`, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(RecipientResponse.parse(res.json()).recipient).toEqual(recipient);
    });

    it("answers 404 for another person's recipient, as for an unknown id", async () => {
      const { recipient } = RecipientResponse.parse((await create(SAM, grace.cookie)).json());
      expect((await get(`/api/recipients/${recipient.id}`, ada.cookie)).statusCode).toBe(404);
      expect((await get(`/api/recipients/${UNKNOWN_ID}`, ada.cookie)).statusCode).toBe(404);
    });

    it('answers 400 for a bad id and 401 signed out', async () => {
      const bad = await get('/api/recipients/nope', ada.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ id: 'Must be a recipient id' });
      expect((await get(`/api/recipients/${UNKNOWN_ID}`)).statusCode).toBe(401);
    });
  });
});
