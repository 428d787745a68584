import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MyClaimsResponse } from '#shared/schemas/wishlists/claims.js';
import { CollaboratorsResponse } from '#shared/schemas/wishlists/collaborators.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { ListItemResponse, WishlistDetailResponse } from '#shared/schemas/wishlists/items.js';
import { WishlistListResponse, WishlistResponse } from '#shared/schemas/wishlists/lists.js';
import { ShareListResponse } from '#shared/schemas/wishlists/shares.js';
import { notifications } from '#server/db/schema/notifications.js';
import { purgeRetainedDataJob } from '#server/jobs/purge-retained-data.job.js';
import { sendClaimerNoticesJob } from '#server/jobs/send-claimer-notices.job.js';
import { sendNotificationEmailJob } from '#server/jobs/send-notification-email.job.js';
import { friendConnections } from '#server/db/schema/social.js';
import { wishlistClaims, wishlistCollaborators, wishlistInvitations, wishlistItems, wishlists, wishlistShares } from '#server/db/schema/wishlists.js';
import { cookieHeaderFrom, outboxFor, runJobs, signIn, signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { insertGiftCatalog } from '../support/product-fixtures.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { claimToken, invitationToken, wishlistClient } from '../support/wishlist-helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('wishlists API', () => {
  let t: TestApp;
  let w: ReturnType<typeof wishlistClient>;
  let ada: TestUser;
  let grace: TestUser;
  let ben: TestUser;
  let clock = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    w = wishlistClient(t);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = new Date('2026-11-24T12:00:00Z');
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
    ben = await signUpVerifiedUser(t, { name: 'Ben Franklin' });
  });

  /** What the worker does after an item write: the claimer notices' job (and the email outbox). */
  const runClaimerNotices = () => runJobs(t, [sendClaimerNoticesJob]);

  /** Moves the clock; sessions idle that long are gone, so everyone signs in again. */
  const moveClock = async (to: Date) => {
    clock = to;
    for (const person of [ada, grace, ben]) person.cookie = cookieHeaderFrom(await signIn(t, person.email, person.password));
  };

  const detail = async (list: string, who: TestUser | null, query = '') => {
    const res = await w.get(`/api/wishlists/${list}${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return WishlistDetailResponse.parse(res.json());
  };

  describe('lists', () => {
    it('creates a list with its owner as collaborator in the same write, and lists it', async () => {
      const res = await w.post('/api/wishlists', ada, {
        title: 'Ada turns 40',
        description: 'Things I would love',
        occasion: 'Birthday',
        privacy: 'friends',
        eventDate: '2026-12-10',
      });
      expect(res.statusCode, res.body).toBe(201);
      const { wishlist } = WishlistResponse.parse(res.json());
      expect(wishlist).toMatchObject({
        title: 'Ada turns 40',
        occasion: 'Birthday',
        privacy: 'friends',
        eventDate: '2026-12-10',
        registryMode: false,
        isDefault: false,
        revealAt: '2026-12-11T00:00:00.000Z',
        revealed: false,
        collaboratorCount: 1,
        owner: { id: ada.id, name: 'Ada Lovelace' },
        stats: { itemCount: 0, totalValue: 0, purchasedCount: null, purchasedValue: null },
      });
      const members = await t.db.select().from(wishlistCollaborators).where(eq(wishlistCollaborators.wishlistId, wishlist.id));
      expect(members).toMatchObject([{ userId: ada.id, role: 'owner' }]);
      const list = WishlistListResponse.parse((await w.get('/api/wishlists', ada)).json());
      expect(list.wishlists.map((l) => [l.title, l.role])).toEqual([['Ada turns 40', 'owner']]);
      expect(WishlistListResponse.parse((await w.get('/api/wishlists', grace)).json()).wishlists).toEqual([]);
    });

    it("reveals a fixed-day occasion's list the day after it, and a birthday list only when archived", async () => {
      const christmas = WishlistResponse.parse((await w.post('/api/wishlists', ada, { title: 'Xmas', occasion: 'Christmas' })).json()).wishlist;
      expect(christmas.revealAt).toBe('2026-12-26T00:00:00.000Z');
      const birthday = WishlistResponse.parse((await w.post('/api/wishlists', ada, { title: 'Bday', occasion: 'Birthday' })).json()).wishlist;
      expect(birthday).toMatchObject({ revealAt: null, revealed: false });
    });

    it('answers 400 naming the fields and writes nothing; 401 signed out', async () => {
      const res = await w.post('/api/wishlists', ada, { title: ' ', privacy: 'secret', occasion: 'Party' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({
        title: WISHLIST_MESSAGES.titleRequired,
        privacy: WISHLIST_MESSAGES.privacy,
        occasion: WISHLIST_MESSAGES.occasion,
      });
      expect((await w.post('/api/wishlists', null, { title: 'x' })).statusCode).toBe(401);
      expect(await t.db.select().from(wishlists)).toHaveLength(0);
    });

    it("makes the heart's default list a real list the person sees and renames", async () => {
      const [camera] = await insertGiftCatalog(t.db);
      expect((await w.post('/api/wishlists/default/items', ada, { productId: camera.id })).statusCode).toBe(201);
      const [mine] = WishlistListResponse.parse((await w.get('/api/wishlists', ada)).json()).wishlists;
      expect(mine).toMatchObject({ title: 'My Wishlist', isDefault: true, stats: { itemCount: 1 } });
      const renamed = await w.patch(`/api/wishlists/${mine.id}`, ada, { title: 'Things for me' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await detail(mine.id, ada)).items.map((i) => i.productId)).toEqual([camera.id]);
      expect((await w.get('/api/wishlists/default', ada)).json().wishlist.title).toBe('Things for me');
    });

    it('only the owner updates and deletes: editor 403, a stranger 404; deletion is soft', async () => {
      const list = await w.createList(ada);
      await w.join(list, ada, grace, 'editor');
      expect((await w.patch(`/api/wishlists/${list}`, grace, { title: 'Mine now' })).statusCode).toBe(403);
      expect((await w.patch(`/api/wishlists/${list}`, ben, { title: 'Mine now' })).statusCode).toBe(404);
      expect((await w.del(`/api/wishlists/${list}`, grace)).statusCode).toBe(403);
      expect((await w.del(`/api/wishlists/${list}`, ada)).statusCode).toBe(204);
      const [row] = await t.db.select().from(wishlists).where(eq(wishlists.id, list));
      expect(row.isActive).toBe(false);
      expect((await w.get(`/api/wishlists/${list}`, ada)).statusCode).toBe(404);
      expect(WishlistListResponse.parse((await w.get('/api/wishlists', grace)).json()).wishlists).toEqual([]);
    });

    it('takes an uploaded cover, re-encoded to 1200 x 630 WebP, that collaborators can load', async () => {
      const list = await w.createList(ada);
      await w.join(list, ada, grace, 'viewer');
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c04060' } }).png().toBuffer();
      const res = await requests(t).post(`/api/wishlists/${list}/cover`, png, ada, { headers: { 'content-type': 'image/png' } });
      expect(res.statusCode, res.body).toBe(200);
      const cover = res.json().wishlist.coverImageUrl as string;
      expect(cover).toMatch(/^\/api\/media\//);
      const image = await w.get(cover, grace);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
      const notImage = await requests(t).post(`/api/wishlists/${list}/cover`, Buffer.from('not an image'), ada, { headers: { 'content-type': 'image/png' } });
      expect(notImage.statusCode).toBe(400);
      expect(Object.keys(notImage.json().error.fields)).toEqual(['cover']);
      expect((await w.del(`/api/wishlists/${list}/cover`, ada)).json().wishlist.coverImageUrl).toBeNull();
      expect((await w.get(cover, ada)).statusCode).toBe(404);
    });

    it('public lists are viewable by anyone signed in; private lists by members only, friends lists by members and the owner’s friends', async () => {
      const pub = await w.createList(ada, { privacy: 'public' });
      const priv = await w.createList(ada, { privacy: 'private' });
      const friends = await w.createList(ada, { privacy: 'friends' });
      expect((await w.get(`/api/wishlists/${pub}`, ben)).statusCode).toBe(200);
      expect((await w.get(`/api/wishlists/${pub}`, null)).statusCode).toBe(401);
      expect((await w.get(`/api/wishlists/${priv}`, ben)).statusCode).toBe(404);
      expect((await w.get(`/api/wishlists/${friends}`, ben)).statusCode).toBe(404);
      // An accepted friend of the owner is let in now that the social hub has friends (decision 150; 124's switch).
      await t.db.insert(friendConnections).values({ requesterId: ada.id, addresseeId: grace.id, status: 'accepted' });
      expect((await w.get(`/api/wishlists/${friends}`, grace)).statusCode).toBe(200);
      await w.join(friends, ada, ben, 'viewer');
      expect((await w.get(`/api/wishlists/${friends}`, ben)).statusCode).toBe(200);
      expect((await w.get(`/api/wishlists/${UNKNOWN_ID}`, ada)).statusCode).toBe(404);
    });
  });

  describe('items', () => {
    it('adds typed items with the defaults (a neutral priority 3, decision 191) and orders them by priority, then newest', async () => {
      const list = await w.createList(ada);
      const res = await w.post(`/api/wishlists/${list}/items`, ada, { title: 'Tea set' });
      expect(res.statusCode, res.body).toBe(201);
      expect(ListItemResponse.parse(res.json()).item).toMatchObject({ title: 'Tea set', currency: 'USD', priority: 3, quantity: 1, price: null, claims: null });
      clock = new Date(clock.getTime() + 1000);
      await w.addItem(list, ada, { title: 'Scarf', priority: 4, price: 30 });
      clock = new Date(clock.getTime() + 1000);
      await w.addItem(list, ada, { title: 'Lamp', price: 80, quantity: 2 });
      const { items, wishlist } = await detail(list, ada);
      expect(items.map((i) => i.title)).toEqual(['Lamp', 'Tea set', 'Scarf']);
      expect(wishlist.stats).toEqual({ itemCount: 3, totalValue: 190, purchasedCount: null, purchasedValue: null });
      const byPrice = await detail(list, ada, '?sort=price-desc');
      expect(byPrice.items.map((i) => i.title)).toEqual(['Lamp', 'Scarf', 'Tea set']);
    });

    it('adds from a catalogue product', async () => {
      const [camera] = await insertGiftCatalog(t.db);
      const list = await w.createList(ada);
      const res = await w.post(`/api/wishlists/${list}/items`, ada, { productId: camera.id, priority: 2 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().item).toMatchObject({ title: camera.title, productId: camera.id, priority: 2 });
      expect((await w.post(`/api/wishlists/${list}/items`, ada, { productId: UNKNOWN_ID })).statusCode).toBe(404);
    });

    it('moves an item before another (keyboard and drag and drop), taking a priority that fits', async () => {
      const list = await w.createList(ada);
      const first = await w.addItem(list, ada, { title: 'A', priority: 1 });
      clock = new Date(clock.getTime() + 1000);
      const second = await w.addItem(list, ada, { title: 'B', priority: 1 });
      clock = new Date(clock.getTime() + 1000);
      const low = await w.addItem(list, ada, { title: 'C', priority: 3 });
      expect((await detail(list, ada)).items.map((i) => i.title)).toEqual(['B', 'A', 'C']);
      const moved = await w.put(`/api/wishlists/${list}/items/${low}/position`, ada, { beforeItemId: second });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().item.priority).toBe(1);
      expect((await detail(list, ada)).items.map((i) => i.title)).toEqual(['C', 'B', 'A']);
      await w.put(`/api/wishlists/${list}/items/${low}/position`, ada, { beforeItemId: null });
      expect((await detail(list, ada)).items.map((i) => i.title)).toEqual(['B', 'A', 'C']);
      expect((await w.put(`/api/wishlists/${list}/items/${first}/position`, ada, { beforeItemId: 'x' })).statusCode).toBe(400);
    });

    it('owner and editor edit items; a viewer gets 403; bad input 400 and nothing written', async () => {
      const list = await w.createList(ada);
      await w.join(list, ada, grace, 'editor');
      await w.join(list, ada, ben, 'viewer');
      const item = await w.addItem(list, grace, { title: 'By the editor' });
      expect((await w.post(`/api/wishlists/${list}/items`, ben, { title: 'x' })).statusCode).toBe(403);
      expect((await w.patch(`/api/wishlists/${list}/items/${item}`, ben, { title: 'x' })).statusCode).toBe(403);
      const bad = await w.patch(`/api/wishlists/${list}/items/${item}`, ada, { price: -5, currency: 'dollars' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields).sort()).toEqual(['currency', 'price']);
      const [row] = await t.db.select().from(wishlistItems).where(eq(wishlistItems.id, item));
      expect(row.price).toBe(120);
      expect((await w.patch(`/api/wishlists/${list}/items/${item}`, ada, { price: 99.5 })).json().item.price).toBe(99.5);
      expect((await w.del(`/api/wishlists/${list}/items/${item}`, grace)).statusCode).toBe(204);
    });
  });

  describe('collaborators and invitations', () => {
    it('invites by email through the outbox; the invitee accepts from the link and becomes an editor', async () => {
      const list = await w.createList(ada, { title: 'Wedding' });
      const res = await w.post(`/api/wishlists/${list}/invitations`, ada, { email: grace.email.toUpperCase(), role: 'editor' });
      expect(res.statusCode, res.body).toBe(201);
      const [mail] = await outboxFor(t, grace.email, 'invitation');
      expect(mail.subject).toBe('Ada Lovelace invited you to the wishlist "Wedding"');
      const token = await invitationToken(t, grace.email);
      const preview = await w.get(`/api/wishlist-invitations/by-token/${token}`, null);
      expect(preview.json().invitation).toMatchObject({ role: 'editor', status: 'pending', wishlist: { id: list, title: 'Wedding' }, invitedByName: 'Ada Lovelace' });
      expect((await w.post(`/api/wishlist-invitations/by-token/${token}/accept`, null)).statusCode).toBe(401);
      const accepted = await w.post(`/api/wishlist-invitations/by-token/${token}/accept`, grace);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ wishlistId: list, invitation: { status: 'accepted' } });
      const { viewer } = await detail(list, grace);
      expect(viewer).toMatchObject({ role: 'editor', canEditItems: true, canManage: false, canClaim: true });
      const members = CollaboratorsResponse.parse((await w.get(`/api/wishlists/${list}/collaborators`, grace)).json());
      expect(members.collaborators.map((c) => [c.name, c.role])).toEqual([['Ada Lovelace', 'owner'], ['Grace Hopper', 'editor']]);
      expect(members.invitations).toEqual([]);
      expect((await w.post(`/api/wishlist-invitations/by-token/${token}/accept`, grace)).statusCode).toBe(410);
    });

    it('sends one email for one invitation, also to a person with an account (issue 19)', async () => {
      const list = await w.createList(ada, { title: 'Wedding' });
      expect((await w.post(`/api/wishlists/${list}/invitations`, ada, { email: grace.email, role: 'editor' })).statusCode).toBe(201);
      await runJobs(t, [sendNotificationEmailJob]);
      // Every email to her since sign-up (which sent only the verification email).
      const mails = (await outboxFor(t, grace.email)).filter((m) => !(m.tags as string[]).includes('verify-email'));
      expect(mails.map((m) => m.subject)).toEqual(['Ada Lovelace invited you to the wishlist "Wedding"']);
      const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, grace.id), eq(notifications.type, 'wishlist_update')));
      expect(note).toMatchObject({ title: 'Wishlist invitation' });
    });

    it('shows invitations in the app to the invited email only; declining needs no account', async () => {
      const list = await w.createList(ada);
      await w.post(`/api/wishlists/${list}/invitations`, ada, { email: grace.email });
      const mine = (await w.get('/api/wishlist-invitations', grace)).json().invitations;
      expect(mine).toHaveLength(1);
      expect((await w.get('/api/wishlist-invitations', ben)).json().invitations).toEqual([]);
      expect((await w.post(`/api/wishlist-invitations/${mine[0].id}/accept`, ben)).statusCode).toBe(404);
      const inApp = await w.post(`/api/wishlist-invitations/${mine[0].id}/accept`, grace);
      expect(inApp.statusCode, inApp.body).toBe(200);
      const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, grace.id), eq(notifications.type, 'wishlist_update')));
      expect(note).toMatchObject({ type: 'wishlist_update', title: 'Wishlist invitation', actionUrl: '/wishlists' });

      await w.post(`/api/wishlists/${list}/invitations`, ada, { email: 'nobody-yet@example.com' });
      const token = await invitationToken(t, 'nobody-yet@example.com');
      const declined = await w.post(`/api/wishlist-invitations/by-token/${token}/decline`, null);
      expect(declined.statusCode, declined.body).toBe(200);
      const [row] = await t.db.select().from(wishlistInvitations).where(eq(wishlistInvitations.email, 'nobody-yet@example.com'));
      expect(row.status).toBe('declined');
    });

    it('the owner changes a role and removes a collaborator; a member may leave; nobody removes the owner', async () => {
      const list = await w.createList(ada);
      await w.join(list, ada, grace, 'viewer');
      await w.join(list, ada, ben, 'viewer');
      const { collaborators } = CollaboratorsResponse.parse((await w.get(`/api/wishlists/${list}/collaborators`, ada)).json());
      const [owner, g, b] = collaborators;
      expect((await w.patch(`/api/wishlists/${list}/collaborators/${g.id}`, grace, { role: 'editor' })).statusCode).toBe(403);
      const changed = await w.patch(`/api/wishlists/${list}/collaborators/${g.id}`, ada, { role: 'editor' });
      expect(changed.json().collaborator.role).toBe('editor');
      expect((await w.patch(`/api/wishlists/${list}/collaborators/${g.id}`, ada, { role: 'owner' })).statusCode).toBe(400);
      expect((await w.del(`/api/wishlists/${list}/collaborators/${owner.id}`, ada)).statusCode).toBe(403);
      expect((await w.del(`/api/wishlists/${list}/collaborators/${g.id}`, ben)).statusCode).toBe(403);
      expect((await w.del(`/api/wishlists/${list}/collaborators/${b.id}`, ben)).statusCode).toBe(204);
      expect((await w.del(`/api/wishlists/${list}/collaborators/${g.id}`, ada)).statusCode).toBe(204);
      expect((await w.get(`/api/wishlists/${list}`, grace)).statusCode).toBe(404);
    });
  });

  describe('share links', () => {
    it('opens the list without an account, counts views, and says clearly when revoked or expired', async () => {
      const list = await w.createList(ada, { title: 'Baby shower' });
      await w.addItem(list, ada, { title: 'Blanket' });
      const share = await w.share(list, ada, 7);
      expect(share.token.length).toBeGreaterThanOrEqual(43);
      const open = await w.get(`/api/wishlists/shared/${share.token}`, null);
      expect(open.statusCode, open.body).toBe(200);
      const body = WishlistDetailResponse.parse(open.json());
      expect(body.wishlist.title).toBe('Baby shower');
      // Signed out, claims show only as taken or free (the visitor may be the owner: issue 17, 2.1).
      expect(body.viewer).toMatchObject({ role: null, via: 'share-link', canClaim: true, canSeeClaims: false, isOwner: false });
      await w.get(`/api/wishlists/shared/${share.token}`, ben);
      const { shares } = ShareListResponse.parse((await w.get(`/api/wishlists/${list}/shares`, ada)).json());
      expect(shares[0]).toMatchObject({ viewCount: 2, status: 'active', lastAccessedAt: clock.toISOString() });
      expect(shares[0].url).toMatch(new RegExp(`/wishlists/shared/${share.token}$`));

      await moveClock(new Date(clock.getTime() + 8 * DAY));
      const expired = await w.get(`/api/wishlists/shared/${share.token}`, null);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.message).toBe(WISHLIST_MESSAGES.shareExpired);

      const forever = await w.share(list, ada);
      expect((await w.del(`/api/wishlists/${list}/shares/${forever.id}`, ada)).json().share.status).toBe('revoked');
      const revoked = await w.get(`/api/wishlists/shared/${forever.token}`, null);
      expect(revoked.statusCode).toBe(410);
      expect(revoked.json().error.message).toBe(WISHLIST_MESSAGES.shareRevoked);
      expect(revoked.body).not.toContain('Baby shower');
      const unknown = await w.get(`/api/wishlists/shared/${'x'.repeat(43)}`, null);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(WISHLIST_MESSAGES.shareNotFound);
    });

    it('only the owner creates, lists and revokes links; bad expiry is a 400', async () => {
      const list = await w.createList(ada);
      await w.join(list, ada, grace, 'editor');
      expect((await w.post(`/api/wishlists/${list}/shares`, grace, {})).statusCode).toBe(403);
      expect((await w.get(`/api/wishlists/${list}/shares`, grace)).statusCode).toBe(403);
      const bad = await w.post(`/api/wishlists/${list}/shares`, ada, { expiresInDays: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.expiresInDays).toBe(WISHLIST_MESSAGES.expiryDays);
      expect(await t.db.select().from(wishlistShares)).toHaveLength(0);
    });
  });

  describe('claims', () => {
    it("a claim on a catalogue item carries its product id, so 'Log as given' can keep it; a typed item's is null", async () => {
      const [camera] = await insertGiftCatalog(t.db);
      const list = await w.createList(ada);
      const fromCatalogue = (await w.post(`/api/wishlists/${list}/items`, ada, { productId: camera.id })).json().item.id;
      const typed = await w.addItem(list, ada, { title: 'Socks', url: 'https://shop.example.com/socks', price: 12 });
      await w.join(list, ada, grace, 'viewer');
      for (const item of [fromCatalogue, typed]) expect((await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, {})).statusCode).toBe(201);
      const mine = MyClaimsResponse.parse((await w.get('/api/claims/mine', grace)).json());
      const byItem = new Map(mine.claims.map((c) => [c.item.id, c.item]));
      expect(byItem.get(fromCatalogue)).toMatchObject({ title: camera.title, productId: camera.id });
      expect(byItem.get(typed)).toMatchObject({ title: 'Socks', url: 'https://shop.example.com/socks', price: 12, productId: null });
    });

    it('a viewer claims with a quantity; others see it (name hidden when asked); the owner sees nothing', async () => {
      const list = await w.createList(ada, { eventDate: '2026-12-10' });
      const item = await w.addItem(list, ada, { title: 'Mugs', quantity: 3, price: 10 });
      await w.join(list, ada, grace, 'viewer');
      await w.join(list, ada, ben, 'viewer');
      const claimed = await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, { quantity: 2, hideName: true });
      expect(claimed.statusCode, claimed.body).toBe(201);
      expect(claimed.json().claim).toMatchObject({ status: 'confirmed', quantity: 2, hideName: true, name: 'Grace Hopper' });
      const tooMany = await w.post(`/api/wishlists/${list}/items/${item}/claims`, ben, { quantity: 2 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.fields.quantity).toBe(WISHLIST_MESSAGES.notEnoughLeft);
      expect((await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, {})).json().error.fields.quantity).toBe(WISHLIST_MESSAGES.alreadyClaimed);
      expect((await w.post(`/api/wishlists/${list}/items/${item}/claims`, ada, {})).statusCode).toBe(403);

      const bens = (await detail(list, ben)).items[0];
      expect(bens).toMatchObject({ claimedQuantity: 2, claims: [{ quantity: 2, name: null, hideName: true, mine: false }] });
      const graces = (await detail(list, grace)).items[0];
      expect(graces.claims![0]).toMatchObject({ name: 'Grace Hopper', mine: true });
      const owners = await detail(list, ada);
      expect(owners.items[0]).toMatchObject({ claims: null, claimedQuantity: null, reserved: null });
      expect(owners.viewer.canSeeClaims).toBe(false);
      expect(JSON.stringify(owners)).not.toContain('Grace');
    });

    it('marks purchased; the owner sees purchase figures and names only after the reveal', async () => {
      const list = await w.createList(ada, { eventDate: '2026-12-10' });
      const item = await w.addItem(list, ada, { title: 'Kettle', price: 45 });
      await w.join(list, ada, grace, 'viewer');
      const { claim } = (await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, {})).json();
      const bought = await w.patch(`/api/claims/${claim.id}`, grace, { purchased: true });
      expect(bought.json().claim).toMatchObject({ purchased: true, purchasedAt: clock.toISOString() });
      expect((await w.patch(`/api/claims/${claim.id}`, ben, { purchased: false })).statusCode).toBe(404);
      expect((await detail(list, grace)).wishlist.stats).toEqual({ itemCount: 1, totalValue: 45, purchasedCount: 1, purchasedValue: 45 });
      expect((await detail(list, ada)).wishlist.stats).toEqual({ itemCount: 1, totalValue: 45, purchasedCount: null, purchasedValue: null });

      await moveClock(new Date('2026-12-11T00:00:00Z'));
      const after = await detail(list, ada);
      expect(after.wishlist.revealed).toBe(true);
      expect(after.wishlist.stats).toEqual({ itemCount: 1, totalValue: 45, purchasedCount: 1, purchasedValue: 45 });
      expect(after.items[0].claims).toMatchObject([{ name: 'Grace Hopper', purchased: true }]);
    });

    it('archiving reveals at once; registry mode shows reserved without names before', async () => {
      const list = await w.createList(ada, { registryMode: true });
      const item = await w.addItem(list, ada, { title: 'Vase' });
      const other = await w.addItem(list, ada, { title: 'Plates' });
      await w.join(list, ada, grace, 'viewer');
      await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, {});
      const sealed = await detail(list, ada);
      expect(sealed.items.find((i) => i.id === item)).toMatchObject({ reserved: true, claims: null, claimedQuantity: null });
      expect(sealed.items.find((i) => i.id === other)).toMatchObject({ reserved: false });
      expect(JSON.stringify(sealed)).not.toContain('Grace');
      expect((await w.post(`/api/wishlists/${list}/archive`, grace)).statusCode).toBe(403);
      const archived = await w.post(`/api/wishlists/${list}/archive`, ada);
      expect(archived.json().wishlist).toMatchObject({ revealed: true });
      expect((await detail(list, ada)).items.find((i) => i.id === item)!.claims).toMatchObject([{ name: 'Grace Hopper' }]);
    });

    it('a share-link visitor claims with name and email, confirmed by the emailed link that also manages it', async () => {
      const list = await w.createList(ada, { title: 'Housewarming' });
      const item = await w.addItem(list, ada, { title: 'Doormat', quantity: 1 });
      const share = await w.share(list, ada);
      const missing = await w.post(`/api/wishlists/shared/${share.token}/items/${item}/claims`, null, {});
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().error.fields).sort()).toEqual(['email', 'name']);
      const res = await w.post(`/api/wishlists/shared/${share.token}/items/${item}/claims`, null, { name: 'Cleo', email: 'Cleo@Example.com' });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ message: WISHLIST_MESSAGES.claimConfirmSent, claim: { status: 'pending', name: 'Cleo' } });
      // Pending reserves nothing.
      expect((await w.get(`/api/wishlists/shared/${share.token}`, null)).json().items[0].claimedQuantity).toBe(0);
      const token = await claimToken(t, 'cleo@example.com');
      const confirmed = await w.post(`/api/claims/manage/${token}/confirm`, null);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().claim.status).toBe('confirmed');
      const seen = (await w.get(`/api/wishlists/shared/${share.token}`, null)).json().items[0];
      expect(seen).toMatchObject({ claimedQuantity: 1, claims: null });
      const seenSignedIn = (await w.get(`/api/wishlists/shared/${share.token}`, ben)).json().items[0];
      expect(seenSignedIn).toMatchObject({ claimedQuantity: 1, claims: [{ name: 'Cleo', mine: false }] });
      expect((await w.patch(`/api/claims/manage/${token}`, null, { purchased: true })).json().claim.purchased).toBe(true);
      expect(JSON.stringify(await detail(list, ada))).not.toContain('Cleo');
      expect((await w.del(`/api/claims/manage/${token}`, null)).statusCode).toBe(204);
      expect((await w.get(`/api/claims/manage/${token}`, null)).statusCode).toBe(404);
      expect(await t.db.select().from(wishlistClaims)).toHaveLength(0);
    });

    it("an unconfirmed visitor's claim lapses after 7 days: its link stops working and the daily purge deletes it", async () => {
      const list = await w.createList(ada);
      const item = await w.addItem(list, ada, { title: 'Kite', quantity: 2 });
      const share = await w.share(list, ada);
      await w.post(`/api/wishlists/shared/${share.token}/items/${item}/claims`, null, { name: 'Lapsed', email: 'lapsed@example.com' });
      await w.post(`/api/wishlists/shared/${share.token}/items/${item}/claims`, null, { name: 'Kept', email: 'kept@example.com' });
      expect((await w.post(`/api/claims/manage/${await claimToken(t, 'kept@example.com')}/confirm`, null)).statusCode).toBe(200);
      const lapsedToken = await claimToken(t, 'lapsed@example.com');
      clock = new Date(clock.getTime() + 8 * DAY);
      expect((await w.get(`/api/claims/manage/${lapsedToken}`, null)).statusCode).toBe(404);
      await purgeRetainedDataJob.handle({}, { ...t.ctx, now: () => clock, log: { info: () => undefined, error: () => undefined } });
      expect((await t.db.select().from(wishlistClaims)).map((c) => c.name)).toEqual(['Kept']);
    });

    it('a surprise item is hidden from the owner until the reveal and counts as claimed by its adder', async () => {
      const list = await w.createList(ada, { eventDate: '2026-12-10' });
      await w.addItem(list, ada, { title: 'Visible' });
      await w.join(list, ada, grace, 'viewer');
      await w.join(list, ada, ben, 'editor');
      const res = await w.post(`/api/wishlists/${list}/surprise-items`, grace, { title: 'Concert tickets', price: 150 });
      expect(res.statusCode, res.body).toBe(201);
      const surprise = res.json().item.id;
      expect((await w.post(`/api/wishlists/${list}/surprise-items`, ada, { title: 'x' })).statusCode).toBe(403);
      const bens = await detail(list, ben);
      expect(bens.items.find((i) => i.id === surprise)).toMatchObject({ isSurprise: true, claimedQuantity: 1 });
      const owners = await detail(list, ada);
      expect(owners.items.map((i) => i.title)).toEqual(['Visible']);
      expect(owners.wishlist.stats.itemCount).toBe(1);
      expect((await w.patch(`/api/wishlists/${list}/items/${surprise}`, ada, { title: 'x' })).statusCode).toBe(404);
      expect((await w.del(`/api/wishlists/${list}/items/${surprise}`, ada)).statusCode).toBe(404);
      const mine = MyClaimsResponse.parse((await w.get('/api/claims/mine', grace)).json());
      expect(mine.claims).toMatchObject([{ item: { title: 'Concert tickets', isSurprise: true }, wishlist: { id: list, ownerName: 'Ada Lovelace' } }]);
      await moveClock(new Date('2026-12-12T00:00:00Z'));
      expect((await detail(list, ada)).items.map((i) => i.title).sort()).toEqual(['Concert tickets', 'Visible']);
    });

    it('tells the claimer in the app and by email when the owner edits or deletes a claimed item', async () => {
      const list = await w.createList(ada, { title: 'Xmas' });
      const item = await w.addItem(list, ada, { title: 'Board game' });
      await w.join(list, ada, grace, 'viewer');
      await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, {});
      const before = await t.db.select().from(wishlists).where(eq(wishlists.id, list));
      expect((await w.patch(`/api/wishlists/${list}/items/${item}`, ada, { price: 60 })).statusCode).toBe(200);
      await runClaimerNotices();
      const [edited] = await outboxFor(t, grace.email, 'claimed-item-edited');
      expect(edited.subject).toBe('A gift you claimed was changed: Board game');
      expect((await w.del(`/api/wishlists/${list}/items/${item}`, ada)).statusCode).toBe(204);
      // At most one notice per claim an hour: the removal waits for the hour to end.
      await runClaimerNotices();
      expect(await outboxFor(t, grace.email, 'claimed-item-deleted')).toHaveLength(0);
      clock = new Date(clock.getTime() + 60 * 60 * 1000);
      await runClaimerNotices();
      expect(await outboxFor(t, grace.email, 'claimed-item-deleted')).toHaveLength(1);
      const notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, grace.id), eq(notifications.type, 'wishlist_update')));
      expect(notes.map((n) => n.title).sort()).toEqual(['A gift you claimed was changed', 'A gift you claimed was removed', 'Wishlist invitation']);
      expect(await t.db.select().from(notifications).where(and(eq(notifications.userId, ada.id), eq(notifications.type, 'wishlist_update')))).toHaveLength(0);
      expect(before).toHaveLength(1);
    });

    it('un-hearting a claimed product from the default list tells its claimer too', async () => {
      const [camera] = await insertGiftCatalog(t.db);
      const hearted = await w.post('/api/wishlists/default/items', ada, { productId: camera.id });
      const list = hearted.json().wishlistId;
      await w.patch(`/api/wishlists/${list}`, ada, { privacy: 'public' });
      await w.post(`/api/wishlists/${list}/items/${hearted.json().item.id}/claims`, grace, {});
      expect((await w.del(`/api/wishlists/default/items/by-product/${camera.id}`, ada)).statusCode).toBe(204);
      await runClaimerNotices();
      expect(await outboxFor(t, grace.email, 'claimed-item-deleted')).toHaveLength(1);
      expect((await w.del(`/api/wishlists/default/items/by-product/${camera.id}`, ada)).statusCode).toBe(404);
    });

    it("claims never move the list's updated time (the owner's badge would tell)", async () => {
      const list = await w.createList(ada);
      const item = await w.addItem(list, ada, { title: 'Socks' });
      await w.join(list, ada, grace, 'viewer');
      const [before] = await t.db.select({ updatedAt: wishlists.updatedAt }).from(wishlists).where(eq(wishlists.id, list));
      clock = new Date(clock.getTime() + 60_000);
      const { claim } = (await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, {})).json();
      await w.patch(`/api/claims/${claim.id}`, grace, { purchased: true });
      await w.post(`/api/wishlists/${list}/surprise-items`, grace, { title: 'Hat' });
      const [after] = await t.db.select({ updatedAt: wishlists.updatedAt }).from(wishlists).where(eq(wishlists.id, list));
      expect(after.updatedAt.toISOString()).toBe(before.updatedAt.toISOString());
    });
  });

  describe('bad input on every write: 400 naming the field, nothing written', () => {
    it('refuses each bad body and leaves the tables as they were', async () => {
      const list = await w.createList(ada);
      const item = await w.addItem(list, ada, { title: 'Lamp', quantity: 2 });
      await w.join(list, ada, grace, 'viewer');
      const share = await w.share(list, ada);
      const members = (await w.get(`/api/wishlists/${list}/collaborators`, ada)).json().collaborators;
      const { claim } = (await w.post(`/api/wishlists/${list}/items/${item}/claims`, grace, {})).json();
      const snapshot = async () =>
        JSON.stringify(
          await Promise.all([
            t.db.select().from(wishlists),
            t.db.select().from(wishlistItems),
            t.db.select().from(wishlistCollaborators),
            t.db.select().from(wishlistInvitations),
            t.db.select().from(wishlistClaims),
            t.db.select().from(wishlistShares),
          ]),
        );
      const before = await snapshot();
      const cases: [() => Promise<{ statusCode: number; json(): { error: { fields: Record<string, string> } } }>, string][] = [
        [() => w.patch(`/api/wishlists/${list}`, ada, { eventDate: 'tomorrow' }), 'eventDate'],
        [() => w.post(`/api/wishlists/${list}/items`, ada, { title: '' }), 'title'],
        [() => w.post(`/api/wishlists/${list}/items`, ada, { title: 'x', unknown: 1 }), 'unknown'],
        [() => w.put(`/api/wishlists/${list}/items/${item}/position`, ada, { beforeItemId: 'nope' }), 'beforeItemId'],
        [() => w.post(`/api/wishlists/${list}/invitations`, ada, { email: 'not-an-email' }), 'email'],
        [() => w.post(`/api/wishlists/${list}/invitations`, ada, { email: grace.email }), 'email'],
        [() => w.patch(`/api/wishlists/${list}/collaborators/${members[1].id}`, ada, { role: 'admin' }), 'role'],
        [() => w.post(`/api/wishlists/${list}/shares`, ada, { expiresInDays: 400 }), 'expiresInDays'],
        [() => w.post(`/api/wishlists/${list}/items/${item}/claims`, ben, { quantity: 0 }), 'quantity'],
        [() => w.patch(`/api/claims/${claim.id}`, grace, { quantity: 3 }), 'quantity'],
        [() => w.patch(`/api/claims/${claim.id}`, grace, { purchased: 'yes' }), 'purchased'],
        [() => w.post(`/api/wishlists/${list}/surprise-items`, grace, { price: 5 }), 'title'],
        [() => w.post(`/api/wishlists/shared/${share.token}/items/${item}/claims`, null, { name: 'Cleo', email: 'cleo' }), 'email'],
        [() => w.post('/api/wishlists/url-preview', ada, { url: 'javascript:alert(1)' }), 'url'],
      ];
      for (const [call, field] of cases) {
        const res = await call();
        expect(res.statusCode, field).toBe(400);
        expect(Object.keys(res.json().error.fields), field).toContain(field);
      }
      expect(await snapshot()).toBe(before);
    });
  });

  describe('the header badge', () => {
    it('counts lists updated in the last 7 days with more than one collaborator, until seen', async () => {
      const shared = await w.createList(ada, { title: 'Shared' });
      await w.createList(ada, { title: 'Alone' });
      await w.join(shared, ada, grace, 'editor');
      const counts = async (who: TestUser) => (await w.get('/api/notifications/counts', who)).json().wishlists;
      expect(await counts(ada)).toBe(1);
      expect(await counts(grace)).toBe(1);
      expect((await w.post('/api/notifications/badges/wishlists/seen', ada)).statusCode).toBe(200);
      expect(await counts(ada)).toBe(0);
      clock = new Date(clock.getTime() + 60_000);
      await w.addItem(shared, grace, { title: 'New' });
      expect(await counts(ada)).toBe(1);
      await moveClock(new Date(clock.getTime() + 8 * DAY));
      expect(await counts(grace)).toBe(0);
    });
  });
});
