import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/api/index.js';
import { type Endpoint, successStatuses, urlFor } from '#shared/api/contract.js';
import { friendConnections, notifications, socialActivities } from '#server/db/schema/index.js';
import { signUnsubscribeToken } from '#server/services/email/unsubscribe-token.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { subscriptionBody } from '../support/push-helpers.js';
import { insertGiftCatalog, SAMPLE_WIZARD_PROFILE } from '../support/product-fixtures.js';
import { type Payload, requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

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
  /** Another matrix checks this endpoint stance by stance (roles on a shared list, share links, claims). */
  see?: string;
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

const PROFILE = SAMPLE_WIZARD_PROFILE;

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
async function friendOfOwner(w: World) {
  const person = await signUpVerifiedUser(w.t);
  await w.t.db.insert(friendConnections).values({ requesterId: w.owner.id, addresseeId: person.id, status: 'accepted' });
  return person;
}
/** A pending friend request from a new person to the owner; answers its id. */
async function requestToOwner(w: World) {
  const person = await signUpVerifiedUser(w.t);
  return (await created(w, '/api/social/requests', { userId: w.owner.id }, 'request', person)).id;
}
async function requestFromOwner(w: World) {
  const person = await signUpVerifiedUser(w.t);
  return (await created(w, '/api/social/requests', { userId: person.id }, 'request')).id;
}
async function inviteLinkToken(w: World) {
  const res = await w.send('POST', '/api/social/invite-links', w.owner);
  return res.json().token as string;
}
async function activity(w: World, privacy: 'friends' | 'public' = 'friends') {
  const [row] = await w.t.db
    .insert(socialActivities)
    .values({ userId: w.owner.id, activityType: 'wishlist_created', description: 'created a wishlist', privacy })
    .returning();
  return row;
}
async function ownComment(w: World) {
  return (await created(w, `/api/social/activities/${(await activity(w)).id}/comments`, { body: 'Lovely list' }, 'comment')).id;
}
const freshPerson = (w: World) => signUpVerifiedUser(w.t);

const WISHLIST_MATRIX = 'wishlist-access-matrix.test.ts';

/** The rows, by the contract's method and path. */
const MATRIX: Record<string, Row> = {
  // Products and the site: open to everyone.
  'GET /api/bestsellers': {},
  'POST /api/bestsellers/refresh': {},
  'GET /api/bestsellers/status': {},
  'GET /api/products': { input: () => ({ query: { q: 'camera' } }) },
  'GET /api/site-config': {},
  'GET /api/site-content/contact': {},
  'GET /api/site-content/home-stats': {},
  'POST /api/contact': { input: () => ({ body: { name: 'Ana', email: 'ana@example.com', subject: 'Hello there', message: 'A question about gift ideas for my sister.' } }) },
  'GET /api/health': {},
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
  'GET /api/docs/assets/:file': { input: () => ({ params: { file: 'swagger-ui.css' } }) },
  'GET /api/media/:id': { signedOut: 404, input: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }), ok: 404 },
  'POST /api/errors': { input: () => ({ body: { errorMessage: 'Something broke', url: 'http://localhost:3000/' } }) },
  'GET /api/unsubscribe': { input: (w) => ({ query: { token: unsubscribeToken(w) } }) },
  'POST /api/unsubscribe': { input: (w) => ({ body: { token: unsubscribeToken(w), scope: 'all' } }) },
  'POST /api/unsubscribe/one-click': { input: (w) => ({ query: { token: unsubscribeToken(w) } }) },
  'GET /api/calendar/feed/:token': { signedOut: 404, ok: 404, input: () => ({ params: { token: `${'a'.repeat(43)}.ics` } }) },
  // The person's own account.
  'GET /api/session': {},
  'GET /api/me': {},
  'GET /api/profile': {},
  'DELETE /api/profile/avatar': {},
  'GET /api/profile/email-preferences': {},
  'PUT /api/profile/email-preferences': { input: () => ({ body: { emailNotifications: { newsletter: false } } }) },
  'POST /api/profile/password': { as: freshPerson, input: () => ({ body: { currentPassword: 'correct horse battery', newPassword: 'a new long password 42' } }) },
  'DELETE /api/profile': { as: freshPerson, input: () => ({ body: { password: 'correct horse battery', confirmation: 'DELETE' } }) },
  'GET /api/notifications': {},
  'GET /api/notifications/counts': {},
  'POST /api/notifications/read-all': {},
  'POST /api/notifications/:id/read': { stranger: 404, input: async (w) => ({ params: { id: (await notification(w)).id } }) },
  'DELETE /api/notifications/:id': { stranger: 404, input: async (w) => ({ params: { id: (await notification(w)).id } }) },
  'POST /api/notifications/badges/:badge/seen': { input: () => ({ params: { badge: 'social' } }) },
  'GET /api/notifications/preferences': {},
  'PUT /api/notifications/preferences': { input: async (w) => ({ body: { types: (await w.send('GET', '/api/notifications/preferences', w.owner)).json().types } }) },
  'GET /api/notifications/push/key': {},
  'DELETE /api/notifications/push/subscriptions': {
    input: async (w) => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
      await w.send('POST', '/api/notifications/push/subscriptions', w.owner, subscriptionBody(endpoint));
      return { body: { endpoint } };
    },
  },
  // Admin.
  'GET /api/admin/errors': { as: asAdmin },
  'POST /api/admin/errors/resolve': { as: asAdmin, input: () => ({ body: { ids: [randomUUID()] } }) },
  'GET /api/admin/errors/trends': { as: asAdmin },
  'GET /api/admin/stats': { as: asAdmin },
  // The heart's default list.
  'GET /api/wishlists/default': {},
  'POST /api/wishlists/default/items': { ok: 201, input: () => ({ body: { productId: PRODUCT_ID.value } }) },
  'DELETE /api/wishlists/default/items/by-product/:productId': { input: () => ({ params: { productId: PRODUCT_ID.value } }) },
  'DELETE /api/wishlists/default/items/:itemId': {
    stranger: 404,
    input: async (w) => ({ params: { itemId: (await created(w, '/api/wishlists/default/items', { productId: PRODUCT_ID.value }, 'item')).id } }),
  },
  // Gift picks.
  'POST /api/recommendations': { input: () => ({ body: { profile: PROFILE } }) },
  'GET /api/recommendations': {},
  'GET /api/recommendations/:id': { stranger: 404, input: async (w) => ({ params: { id: (await run(w)).id } }) },
  'POST /api/recommendations/:id/regenerate': { stranger: 404, input: async (w) => ({ params: { id: (await run(w)).id }, body: {} }) },
  'POST /api/recommendations/:id/items/:itemId/feedback': {
    stranger: 404,
    input: async (w) => {
      const { id, items } = await run(w);
      return { params: { id, itemId: items[0].id }, body: { feedback: 'more' } };
    },
  },
  // Recipients.
  'POST /api/recipients': { input: () => ({ body: { name: 'Sam', relationship: 'Friend' } }) },
  'GET /api/recipients': {},
  'GET /api/recipients/stats': {},
  'GET /api/recipients/:id': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'PATCH /api/recipients/:id': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id }, body: { additional_info: 'Loves maps' } }) },
  'GET /api/recipients/:id/deletion': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'DELETE /api/recipients/:id': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'GET /api/recipients/:id/gift-ideas': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id } }) },
  'POST /api/recipients/:id/gift-ideas': { stranger: 404, input: async (w) => ({ params: { id: (await recipient(w)).id }, body: { title: 'A map print' } }) },
  'DELETE /api/recipients/:id/gift-ideas/:ideaId': {
    stranger: 404,
    input: async (w) => {
      const { id } = await recipient(w);
      const idea = await created(w, `/api/recipients/${id}/gift-ideas`, { title: 'A map print' }, 'idea');
      return { params: { id, ideaId: idea.id } };
    },
  },
  // The calendar.
  'GET /api/occasions': {},
  'POST /api/occasions': { input: async (w) => ({ body: { recipient_id: (await recipient(w)).id, title: 'Anniversary', type: 'anniversary', date: '2031-06-20' } }) },
  'GET /api/occasions/upcoming': {},
  'GET /api/occasions/:id': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id } }) },
  'PATCH /api/occasions/:id': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id }, body: { title: 'Wedding day' } }) },
  'DELETE /api/occasions/:id': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id } }) },
  'POST /api/occasions/:id/reminders': { stranger: 404, input: async (w) => ({ params: { id: (await occasion(w)).id }, body: { reminderDays: 1 } }) },
  'GET /api/calendar/events': { input: () => ({ query: { from: '2031-06-01', to: '2031-06-30' } }) },
  'GET /api/calendar/stats': {},
  'GET /api/reminders': {},
  'POST /api/reminders/resubscribe': {},
  'POST /api/reminders/send-overdue': {},
  'POST /api/reminders/:id/send': { stranger: 404, input: async (w) => ({ params: { id: (await reminder(w)).id } }) },
  'DELETE /api/reminders/:id': { stranger: 404, input: async (w) => ({ params: { id: (await reminder(w)).id } }) },
  'GET /api/profile/time-zone': {},
  'PUT /api/profile/time-zone': { input: () => ({ body: { timeZone: 'Europe/Paris' } }) },
  'GET /api/calendar/feed': {},
  'POST /api/calendar/feed': {},
  'DELETE /api/calendar/feed': {},
  // Gift history.
  'GET /api/gift-history': {},
  'POST /api/gift-history': { input: () => ({ body: { gift_date: '2031-02-01', product_title: 'Scarf', product_price: 20 } }) },
  'GET /api/gift-history/stats': {},
  'GET /api/gift-history/insights': {},
  'PATCH /api/gift-history/:id': { stranger: 404, input: async (w) => ({ params: { id: (await giftEntry(w)).id }, body: { satisfaction_rating: 5 } }) },
  'DELETE /api/gift-history/:id': { stranger: 404, input: async (w) => ({ params: { id: (await giftEntry(w)).id } }) },
  'GET /api/received-gifts': {},
  'POST /api/received-gifts': { input: () => ({ body: { description: 'Book', giver_name: 'Ana', received_date: '2031-02-10' } }) },
  'PATCH /api/received-gifts/:id': { stranger: 404, input: async (w) => ({ params: { id: (await receivedGift(w)).id }, body: { thanked: true } }) },
  'DELETE /api/received-gifts/:id': { stranger: 404, input: async (w) => ({ params: { id: (await receivedGift(w)).id } }) },
  // The social hub (its finer rules, friends, privacy and blocks: social-access-matrix.test.ts).
  'GET /api/social/profile': {},
  'PUT /api/social/profile': { input: () => ({ body: { displayName: 'Olive' } }) },
  'PUT /api/social/profile/privacy': {
    input: () => ({ body: { profileVisibility: 'public', activityVisibility: 'friends', allowFriendRequests: true, sharedActivityTypes: ['wishlist_created'] } }),
  },
  'GET /api/social/people': { input: () => ({ query: { q: 'stan' } }) },
  'GET /api/social/people/:id': { input: (w) => ({ params: { id: w.stranger.id } }) },
  'GET /api/social/friends': {},
  'DELETE /api/social/friends/:userId': { input: async (w) => ({ params: { userId: (await friendOfOwner(w)).id } }) },
  'GET /api/social/requests': {},
  'POST /api/social/requests': { input: async (w) => ({ body: { userId: (await freshPerson(w)).id } }) },
  'POST /api/social/requests/:id/respond': { stranger: 404, input: async (w) => ({ params: { id: await requestToOwner(w) }, body: { response: 'accepted' } }) },
  'DELETE /api/social/requests/:id': { stranger: 404, input: async (w) => ({ params: { id: await requestFromOwner(w) } }) },
  'GET /api/social/blocks': {},
  'POST /api/social/blocks': { input: async (w) => ({ body: { userId: (await freshPerson(w)).id } }) },
  'DELETE /api/social/blocks/:userId': {
    input: async (w) => {
      const person = await freshPerson(w);
      await w.send('POST', '/api/social/blocks', w.owner, { userId: person.id });
      return { params: { userId: person.id } };
    },
  },
  'POST /api/social/invites': { input: () => ({ body: { email: `friend-${randomUUID()}@example.com` } }) },
  'POST /api/social/invite-links': {},
  'GET /api/social/invite-links/:token': { input: async (w) => ({ params: { token: await inviteLinkToken(w) } }) },
  'POST /api/social/invite-links/:token/accept': { as: freshPerson, input: async (w) => ({ params: { token: await inviteLinkToken(w) } }) },
  'GET /api/social/suggestions': {},
  'POST /api/social/suggestions/:userId/dismiss': { input: async (w) => ({ params: { userId: (await freshPerson(w)).id } }) },
  'GET /api/social/feed': {},
  'GET /api/social/activities/mine': {},
  // A friends-only activity of the owner's: a stranger may not see it, so it does not exist for them.
  'POST /api/social/activities/:id/like': { stranger: 404, input: async (w) => ({ params: { id: (await activity(w)).id } }) },
  'GET /api/social/activities/:id/comments': { stranger: 404, input: async (w) => ({ params: { id: (await activity(w)).id } }) },
  'POST /api/social/activities/:id/comments': { stranger: 404, input: async (w) => ({ params: { id: (await activity(w)).id }, body: { body: 'Lovely list' } }) },
  'PATCH /api/social/comments/:id': { stranger: 404, input: async (w) => ({ params: { id: await ownComment(w) }, body: { body: 'Edited' } }) },
  'DELETE /api/social/comments/:id': { stranger: 404, input: async (w) => ({ params: { id: await ownComment(w) } }) },
  'POST /api/social/activities/:id/share': { stranger: 404, input: async (w) => ({ params: { id: (await activity(w, 'public')).id } }) },
  'GET /api/social/stats': {},
  'POST /api/social/legacy-import': { input: () => ({ body: {} }) },
  // Wishlists, share links, claims and invitations: owner, editor, viewer, another person, signed out and a share-link visitor.
  'GET /api/wishlists': { see: WISHLIST_MATRIX },
  'POST /api/wishlists': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/url-preview': { see: WISHLIST_MATRIX },
  'GET /api/wishlists/:id': { see: WISHLIST_MATRIX },
  'PATCH /api/wishlists/:id': { see: WISHLIST_MATRIX },
  'DELETE /api/wishlists/:id': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/:id/cover': { see: WISHLIST_MATRIX },
  'DELETE /api/wishlists/:id/cover': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/:id/archive': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/:id/items': { see: WISHLIST_MATRIX },
  'PATCH /api/wishlists/:id/items/:itemId': { see: WISHLIST_MATRIX },
  'DELETE /api/wishlists/:id/items/:itemId': { see: WISHLIST_MATRIX },
  'PUT /api/wishlists/:id/items/:itemId/position': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/:id/items/:itemId/claims': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/:id/surprise-items': { see: WISHLIST_MATRIX },
  'GET /api/wishlists/:id/collaborators': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/:id/invitations': { see: WISHLIST_MATRIX },
  'DELETE /api/wishlists/:id/invitations/:invitationId': { see: WISHLIST_MATRIX },
  'PATCH /api/wishlists/:id/collaborators/:collaboratorId': { see: WISHLIST_MATRIX },
  'DELETE /api/wishlists/:id/collaborators/:collaboratorId': { see: WISHLIST_MATRIX },
  'GET /api/wishlists/:id/shares': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/:id/shares': { see: WISHLIST_MATRIX },
  'DELETE /api/wishlists/:id/shares/:shareId': { see: WISHLIST_MATRIX },
  'GET /api/wishlists/shared/:token': { see: WISHLIST_MATRIX },
  'POST /api/wishlists/shared/:token/items/:itemId/claims': { see: WISHLIST_MATRIX },
  'GET /api/claims/mine': { see: WISHLIST_MATRIX },
  'PATCH /api/claims/:claimId': { see: WISHLIST_MATRIX },
  'DELETE /api/claims/:claimId': { see: WISHLIST_MATRIX },
  'GET /api/claims/manage/:token': { see: WISHLIST_MATRIX },
  'POST /api/claims/manage/:token/confirm': { see: WISHLIST_MATRIX },
  'PATCH /api/claims/manage/:token': { see: WISHLIST_MATRIX },
  'DELETE /api/claims/manage/:token': { see: WISHLIST_MATRIX },
  'GET /api/wishlist-invitations': { see: WISHLIST_MATRIX },
  'POST /api/wishlist-invitations/:invitationId/accept': { see: WISHLIST_MATRIX },
  'POST /api/wishlist-invitations/:invitationId/decline': { see: WISHLIST_MATRIX },
  'GET /api/wishlist-invitations/by-token/:token': { see: WISHLIST_MATRIX },
  'POST /api/wishlist-invitations/by-token/:token/accept': { see: WISHLIST_MATRIX },
  'POST /api/wishlist-invitations/by-token/:token/decline': { see: WISHLIST_MATRIX },
  // The rest of the account.
  'PATCH /api/profile': { input: () => ({ body: { name: 'Olive Owner' } }) },
  // No image sent: the person gets the upload's 400 (the upload itself: profile.test.ts); everyone else is stopped before it.
  'POST /api/profile/avatar': { ok: 400, input: () => ({ body: {} }) },
  'POST /api/notifications/push/subscriptions': { input: () => ({ body: subscriptionBody(`https://fcm.googleapis.com/fcm/send/${randomUUID()}`) }) },
  'POST /api/profile/onboarding': { input: () => ({ body: { outcome: 'skipped' } }) },
  'GET /api/auth-providers': {},
  // The live stream never ends for the one it is for: signed out is checked here, the rest in notification-stream tests.
  'GET /api/notifications/stream': { see: 'notification-stream.test.ts' },
  // The local mail viewer: 404 for everyone but a request from this machine to a local mail transport (dev-mail.routes.test.ts).
  'GET /api/dev/mail': { see: 'dev-mail.routes.test.ts' },
  // Better Auth's own endpoints (sign up, sign in, reset, verify): auth-flow.test.ts and rate-limit.test.ts.
  'GET /api/auth/*': { see: 'auth-flow.test.ts' },
  'POST /api/auth/*': { see: 'auth-flow.test.ts' },
  // Declared for the description and the client (servedBy the catch-all above, decision 183): the same tests.
  'POST /api/auth/sign-up/email': { see: 'auth-flow.test.ts' },
  'POST /api/auth/sign-in/email': { see: 'auth-flow.test.ts' },
  'POST /api/auth/sign-in/social': { see: 'auth-flow.test.ts' },
  'POST /api/auth/sign-out': { see: 'auth-flow.test.ts' },
  'POST /api/auth/request-password-reset': { see: 'auth-flow.test.ts' },
  'POST /api/auth/reset-password': { see: 'auth-flow.test.ts' },
  'POST /api/auth/send-verification-email': { see: 'verification-resend.test.ts' },
  'GET /api/auth/verify-email': { see: 'auth-flow.test.ts' },
  'GET /api/auth/get-session': { see: 'session.test.ts' },
  // The test clock: registered only with TEST_CLOCK=on, for this machine under BASE_URL's host (test-clock.test.ts).
  'GET /api/dev/clock': { see: 'test-clock.test.ts' },
  'POST /api/dev/clock': { see: 'test-clock.test.ts' },
  'PUT /api/dev/site-settings': { see: 'test-clock.test.ts' },
};

/** A product of the gift catalogue, for the heart's rows (set once the catalogue is in). */
const PRODUCT_ID = { value: '' };

const key = (endpoint: Endpoint) => `${endpoint.spec.method} ${endpoint.spec.path}`;

const declared = allEndpoints();
const declaredKeys = new Set(declared.map(key));
const endpoints = declared;

describe('the access matrix, keyed by contract', () => {
  it('has a row for every contract and none for an endpoint that is gone', () => {
    const contracts = declared.map(key).sort();
    expect(contracts.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !declaredKeys.has(k))).toEqual([]);
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
    const http = requests(t);
    w = {
      t,
      owner,
      stranger,
      admin,
      send: (method, url, who, body) => http.send(method, url, body as Payload, who),
    };
  });
  afterAll(() => w.t.close());

  const call = async (endpoint: Endpoint, row: Row, who: TestUser | undefined) => {
    const input = (await row.input?.(w)) ?? {};
    return w.send(endpoint.spec.method, urlFor(endpoint, input), who, input.body);
  };

  describe.each(endpoints.filter((e) => key(e) in MATRIX && !MATRIX[key(e)].see).map((e) => [`${e.spec.method} ${e.spec.path}`, e] as const))('%s', (_name, endpoint) => {
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
