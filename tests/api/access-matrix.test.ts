import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/api/index.js';
import { type Endpoint, successStatuses, urlFor } from '#shared/api/contract.js';
import type { WizardProfile } from '#shared/schemas/recommendations.js';
import { notifications } from '#server/db/schema/index.js';
import { signUnsubscribeToken } from '#server/services/email/unsubscribe-token.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { subscriptionBody } from '../support/push-helpers.js';
import { insertGiftCatalog } from '../support/product-fixtures.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/**
 * Issue 18, item 7: the access matrix is a table keyed by contract. Every endpoint has a row, so a new endpoint
 * without one fails here. A row says how to build a valid call on something `owner` owns; from the contract's
 * access the test knows the rest:
 * - signed out: 401 for 'person' and 'admin' endpoints, the row's `signedOut` (or success) for 'anyone';
 * - the wrong role: a person on an 'admin' endpoint is 403;
 * - the one it is for (the owner, any person, an admin, a visitor): the contract's success status;
 * - another person, on the owner's thing: the row's `stranger` status (404: an id reveals nothing; 403: they may
 *   know it exists), and nothing of the owner's changes (the owner's call still succeeds afterwards).
 * Finer rules (friends, blocks, roles on a shared list, the reveal) have their own matrices:
 * social-access-matrix.test.ts, wishlist-access-matrix.test.ts.
 */

type Method = Endpoint['spec']['method'];
interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}
interface World {
  t: TestApp;
  owner: TestUser;
  stranger: TestUser;
  admin: TestUser;
  /** Sends a call as someone (undefined: signed out) and answers with the response. */
  send(method: Method, url: string, who?: TestUser, body?: unknown): Promise<{ statusCode: number; json(): any; body: string }>;
}
interface Row {
  /** A valid call on something the owner owns (each call builds its own, so a delete deletes a fresh one). */
  input?: (w: World) => Promise<CallInput> | CallInput;
  /** Who the call is for, when not the owner: an admin endpoint is the admin's own. */
  as?: (w: World) => Promise<TestUser> | TestUser;
  /** Another signed-in person on the owner's thing. Unset: the endpoint acts on the caller's own data only. */
  stranger?: 403 | 404;
  /** A visitor on an 'anyone' endpoint, when not the success status. */
  signedOut?: number;
  /** The success status, when the contract's first 2xx is not the one this call gets (202 for a queued claim). */
  ok?: number;
}

const PROFILE: WizardProfile = {
  name: 'Sam',
  age: '26-35',
  gender: 'female',
  relationship: 'Friend',
  occasion: 'Birthday',
  budget: { min: 20, max: 100 },
  interests: ['Photography', 'Travel'],
  personalityTraits: ['Creative'],
  additionalInfo: 'Loves taking photos on trips',
};

async function created(w: World, url: string, body: unknown, key: string, who: TestUser = w.owner): Promise<{ id: string } & Record<string, any>> {
  const res = await w.send('POST', url, who, body);
  if (res.statusCode >= 300) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`);
  return res.json()[key];
}
const recipient = (w: World) => created(w, '/api/recipients', { name: 'Sam', relationship: 'Friend' }, 'recipient');
const occasion = async (w: World) =>
  created(w, '/api/occasions', { recipient_id: (await recipient(w)).id, title: 'Anniversary', type: 'anniversary', date: '2031-06-20', reminder_days: [7] }, 'occasion');
const giftEntry = (w: World) => created(w, '/api/gift-history', { gift_date: '2031-02-01', product_title: 'Scarf', product_price: 20 }, 'entry');
const receivedGift = (w: World) => created(w, '/api/received-gifts', { description: 'Book', giver_name: 'Ana', received_date: '2031-02-10' }, 'gift');
const run = (w: World) => created(w, '/api/recommendations', { profile: PROFILE }, 'run');
async function notification(w: World) {
  const [row] = await w.t.db.insert(notifications).values({ userId: w.owner.id, type: 'system', title: 'Hello', message: 'A test notice' }).returning();
  return row;
}
async function reminder(w: World) {
  const { id } = await occasion(w);
  const res = await w.send('GET', `/api/occasions/${id}`, w.owner);
  return res.json().occasion.reminders[0] as { id: string };
}
const unsubscribeToken = (w: World) => signUnsubscribeToken(w.t.ctx.settings.authSecret, { email: w.owner.email, scope: 'all' });
const asAdmin = (w: World) => w.admin;
const freshPerson = (w: World) => signUpVerifiedUser(w.t);

/** The rows, by `area.name`. */
const MATRIX: Record<string, Row> = {
  // Products and the site: open to everyone.
  'products.bestsellers': {},
  'products.refresh': {},
  'products.status': {},
  'products.search': { input: () => ({ query: { q: 'camera' } }) },
  'site.siteConfig': {},
  'site.contactDetails': {},
  'site.homeStats': {},
  'contact.send': { input: () => ({ body: { name: 'Ana', email: 'ana@example.com', subject: 'Hello there', message: 'A question about gift ideas for my sister.' } }) },
  'platform.health': {},
  'docs.openapi': {},
  'docs.page': {},
  'docs.asset': { input: () => ({ params: { file: 'swagger-ui.css' } }) },
  'media.file': { signedOut: 404, input: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }), ok: 404 },
  'errors.report': { input: () => ({ body: { errorMessage: 'Something broke', url: 'http://localhost:3000/' } }) },
  'unsubscribe.status': { input: (w) => ({ query: { token: unsubscribeToken(w) } }) },
  'unsubscribe.update': { input: (w) => ({ body: { token: unsubscribeToken(w), scope: 'all' } }) },
  'unsubscribe.oneClick': { input: (w) => ({ query: { token: unsubscribeToken(w) } }) },
  'calendar.feedFile': { signedOut: 404, ok: 404, input: () => ({ params: { token: `${'a'.repeat(43)}.ics` } }) },
  // The person's own account.
  'session.session': {},
  'session.me': {},
  'profile.profile': {},
  'profile.removeAvatar': {},
  'profile.emailPreferences': {},
  'profile.updateEmailPreferences': { input: () => ({ body: { emailNotifications: { newsletter: false } } }) },
  'profile.changePassword': { as: freshPerson, input: () => ({ body: { currentPassword: 'correct horse battery', newPassword: 'a new long password 42' } }) },
  'profile.deleteAccount': { as: freshPerson, input: () => ({ body: { password: 'correct horse battery', confirmation: 'DELETE' } }) },
  'notifications.list': {},
  'notifications.counts': {},
  'notifications.readAll': {},
  'notifications.read': { stranger: 404, input: async (w) => ({ params: { id: (await notification(w)).id } }) },
  'notifications.remove': { stranger: 404, input: async (w) => ({ params: { id: (await notification(w)).id } }) },
  'notifications.badgeSeen': { input: () => ({ params: { badge: 'social' } }) },
  'notification-preferences.read': {},
  'notification-preferences.update': { input: async (w) => ({ body: { types: (await w.send('GET', '/api/notifications/preferences', w.owner)).json().types } }) },
  'push.key': {},
  'push.unsubscribe': {
    input: async (w) => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
      await w.send('POST', '/api/notifications/push/subscriptions', w.owner, subscriptionBody(endpoint));
      return { body: { endpoint } };
    },
  },
  // Admin.
  'errors.list': { as: asAdmin },
  'errors.resolve': { as: asAdmin, input: () => ({ body: { ids: [randomUUID()] } }) },
  'errors.trends': { as: asAdmin },
  'admin.stats': { as: asAdmin },
  // The heart's default list.
  'default-wishlist.read': {},
  'default-wishlist.addItem': { ok: 201, input: () => ({ body: { productId: PRODUCT_ID.value } }) },
  'default-wishlist.removeProduct': { input: () => ({ params: { productId: PRODUCT_ID.value } }) },
  'default-wishlist.removeItem': {
    stranger: 404,
    input: async (w) => ({ params: { itemId: (await created(w, '/api/wishlists/default/items', { productId: PRODUCT_ID.value }, 'item')).id } }),
  },
  // Gift picks.
  'recommendations.create': { input: () => ({ body: { profile: PROFILE } }) },
  'recommendations.list': {},
  'recommendations.read': { stranger: 404, input: async (w) => ({ params: { id: (await run(w)).id } }) },
  'recommendations.regenerate': { stranger: 404, input: async (w) => ({ params: { id: (await run(w)).id }, body: {} }) },
  'recommendations.feedback': {
    stranger: 404,
    input: async (w) => {
      const { id, items } = await run(w);
      return { params: { id, itemId: items[0].id }, body: { feedback: 'more' } };
    },
  },
  // Recipients.
  'recipients.create': { input: () => ({ body: { name: 'Sam', relationship: 'Friend' } }) },
  'recipients.list': {},
  'recipients.stats': {},
  'recipients.get': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'recipients.update': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id }, body: { additional_info: 'Loves maps' } }) },
  'recipients.deletion': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'recipients.remove': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'recipients.ideas': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'recipients.addIdea': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id }, body: { title: 'A map print' } }) },
  'recipients.removeIdea': {
    stranger: 404,
    input: async (w) => {
      const { id } = await recipient(w);
      const idea = await created(w, `/api/recipients/${id}/gift-ideas`, { title: 'A map print' }, 'idea');
      return { params: { id, ideaId: idea.id } };
    },
  },
  // The calendar.
  'calendar.occasions': {},
  'calendar.createOccasion': { input: async (w) => ({ body: { recipient_id: (await recipient(w)).id, title: 'Anniversary', type: 'anniversary', date: '2031-06-20' } }) },
  'calendar.upcoming': {},
  'calendar.occasion': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id } }) },
  'calendar.updateOccasion': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id }, body: { title: 'Wedding day' } }) },
  'calendar.deleteOccasion': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id } }) },
  'calendar.addReminder': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id }, body: { reminderDays: 1 } }) },
  'calendar.events': { input: () => ({ query: { from: '2031-06-01', to: '2031-06-30' } }) },
  'calendar.stats': {},
  'calendar.reminders': {},
  'calendar.resubscribe': {},
  'calendar.sendOverdue': {},
  'calendar.sendReminder': { stranger: 404, input: async (w) => ({ params: { id: (await reminder(w)).id } }) },
  'calendar.cancelReminder': { stranger: 404, input: async (w) => ({ params: { id: (await reminder(w)).id } }) },
  'calendar.timeZone': {},
  'calendar.setTimeZone': { input: () => ({ body: { timeZone: 'Europe/Paris' } }) },
  'calendar.feed': {},
  'calendar.replaceFeed': {},
  'calendar.revokeFeed': {},
  // Gift history.
  'gift-history.list': {},
  'gift-history.create': { input: () => ({ body: { gift_date: '2031-02-01', product_title: 'Scarf', product_price: 20 } }) },
  'gift-history.stats': {},
  'gift-history.insights': {},
  'gift-history.update': { stranger: 404, input: async (w) => ({ params: { id: (await giftEntry(w)).id }, body: { satisfaction_rating: 5 } }) },
  'gift-history.remove': { stranger: 404, input: async (w) => ({ params: { id: (await giftEntry(w)).id } }) },
  'gift-history.received': {},
  'gift-history.addReceived': { input: () => ({ body: { description: 'Book', giver_name: 'Ana', received_date: '2031-02-10' } }) },
  'gift-history.updateReceived': { stranger: 404, input: async (w) => ({ params: { id: (await receivedGift(w)).id }, body: { thanked: true } }) },
  'gift-history.removeReceived': { stranger: 404, input: async (w) => ({ params: { id: (await receivedGift(w)).id } }) },
};

/** A product of the gift catalogue, for the heart's rows (set once the catalogue is in). */
const PRODUCT_ID = { value: '' };

const key = (endpoint: Endpoint) => `${endpoint.area}.${endpoint.name}`;
const endpoints = allEndpoints();

describe('the access matrix, keyed by contract', () => {
  it('has a row for every contract and none for an endpoint that is gone', () => {
    const contracts = endpoints.map(key).sort();
    expect(contracts.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !contracts.includes(k))).toEqual([]);
  });

  let w: World;
  beforeAll(async () => {
    const t = await createTestApp({ now: () => new Date('2031-03-01T12:00:00.000Z') });
    const [owner, stranger, admin] = [
      await signUpVerifiedUser(t, { name: 'Olive Owner' }),
      await signUpVerifiedUser(t, { name: 'Stan Stranger' }),
      await signUpVerifiedUser(t, { name: 'Ada Admin', role: 'admin' }),
    ];
    const products = await insertGiftCatalog(t.db);
    PRODUCT_ID.value = (products as { id: string }[])[0].id;
    w = {
      t,
      owner,
      stranger,
      admin,
      send: (method, url, who, body) =>
        t.app.inject({
          method,
          url,
          headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
          ...(body === undefined ? {} : { payload: body as object }),
        }),
    };
  });
  afterAll(() => w.t.close());

  const call = async (endpoint: Endpoint, row: Row, who: TestUser | undefined) => {
    const input = (await row.input?.(w)) ?? {};
    return w.send(endpoint.spec.method, urlFor(endpoint, input), who, input.body);
  };

  describe.each(endpoints.filter((e) => key(e) in MATRIX).map((e) => [`${e.spec.method} ${e.spec.path}`, e] as const))('%s', (_name, endpoint) => {
    const row = MATRIX[key(endpoint)];
    const ok = row.ok ?? successStatuses(endpoint)[0];
    const { access } = endpoint.spec;

    it(access === 'anyone' ? 'is open to visitors' : 'is 401 signed out', async () => {
      const res = await call(endpoint, row, undefined);
      expect(res.statusCode, res.body).toBe(access === 'anyone' ? (row.signedOut ?? ok) : 401);
    });

    if (access === 'admin') {
      it('is 403 for a person who is not an admin', async () => {
        expect((await call(endpoint, row, w.owner)).statusCode).toBe(403);
      });
    }

    it('answers the one it is for', async () => {
      const who = (await row.as?.(w)) ?? w.owner;
      const res = await call(endpoint, row, who);
      expect(res.statusCode, res.body).toBe(ok);
    });

    if (row.stranger) {
      const status = row.stranger;
      it(`is ${status} for another person, and leaves the owner's thing as it was`, async () => {
        const input = (await row.input?.(w)) ?? {};
        const url = urlFor(endpoint, input);
        const res = await w.send(endpoint.spec.method, url, w.stranger, input.body);
        expect(res.statusCode, res.body).toBe(status);
        // Still there and still the owner's: the same call by the owner succeeds.
        expect((await w.send(endpoint.spec.method, url, w.owner, input.body)).statusCode).toBe(ok);
      });
    }
  });
});
