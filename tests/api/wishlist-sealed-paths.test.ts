import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { emailOutbox } from '#server/db/schema/index.js';
import { wishlistClaims } from '#server/db/schema/wishlists.js';
import { sendClaimerNoticesJob } from '#server/jobs/send-claimer-notices.job.js';
import { cookieHeaderFrom, outboxFor, runJobs, signIn, signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { wishlistClient } from '../support/wishlist-helpers.js';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 17, section 2 (and two items of section 3): claims stay sealed from the owner by every path, not only
 * the signed-in owner's routes. The owner's own share link opened signed out, a reveal undone by moving the
 * date, registry mode switched on late, the time an item edit takes, a blocked person, and the confirmation
 * emails a visitor's claim sends.
 */
describe('claims sealed from the owner by every path (issue 17)', () => {
  let t: TestApp;
  let w: ReturnType<typeof wishlistClient>;
  let owner: TestUser;
  let zelda: TestUser;
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
    owner = await signUpVerifiedUser(t, { name: 'Olive Owner' });
    zelda = await signUpVerifiedUser(t, { name: 'Zelda Secretname', email: 'zelda.secret@example.com' });
    ben = await signUpVerifiedUser(t, { name: 'Ben Franklin' });
  });

  const signInAgain = async () => {
    for (const person of [owner, zelda, ben]) person.cookie = cookieHeaderFrom(await signIn(t, person.email, person.password));
  };
  const runClaimerNotices = () => runJobs(t, [sendClaimerNoticesJob]);

  describe("the owner's share link opened signed out (2.1)", () => {
    it('shows claimed or available with no names, no purchases and no surprise items; signed-in non-owners see them', async () => {
      const list = await w.createList(owner, { title: 'Birthday', eventDate: '2026-12-10', privacy: 'public' });
      const kettle = await w.addItem(list, owner, { title: 'Kettle', price: 45 });
      const mugs = await w.addItem(list, owner, { title: 'Mugs', price: 10, quantity: 4 });
      const free = await w.addItem(list, owner, { title: 'Socks', price: 5 });
      const { claim } = (await w.post(`/api/wishlists/${list}/items/${kettle}/claims`, zelda, {})).json();
      expect((await w.patch(`/api/claims/${claim.id}`, zelda, { purchased: true })).statusCode).toBe(200);
      expect((await w.post(`/api/wishlists/${list}/items/${mugs}/claims`, zelda, { quantity: 3 })).statusCode).toBe(201);
      expect((await w.post(`/api/wishlists/${list}/surprise-items`, zelda, { title: 'Surprise Zeppelin ride', price: 300 })).statusCode).toBe(201);
      // The owner lists their links and opens one without a cookie.
      await w.share(list, owner);
      const [{ token }] = (await w.get(`/api/wishlists/${list}/shares`, owner)).json().shares as { token: string }[];

      const signedOut = await w.get(`/api/wishlists/shared/${token}`, null);
      expect(signedOut.statusCode).toBe(200);
      for (const secret of ['Zelda', 'zelda.secret', 'Surprise Zeppelin', claim.id]) expect(signedOut.body, secret).not.toContain(secret);
      const body = signedOut.json();
      expect(body.viewer).toMatchObject({ canSeeClaims: false, canClaim: true, isOwner: false });
      expect(body.wishlist.stats).toMatchObject({ itemCount: 3, purchasedCount: null, purchasedValue: null });
      const byId = new Map(body.items.map((i: { id: string }) => [i.id, i]));
      expect(byId.get(kettle)).toMatchObject({ claims: null, claimedQuantity: 1, reserved: null });
      expect(byId.get(mugs)).toMatchObject({ claims: null, claimedQuantity: 3 });
      expect(byId.get(free)).toMatchObject({ claims: null, claimedQuantity: 0 });
      expect(body.items).toHaveLength(3);

      // A signed-out visitor can still claim what is free, by email.
      const visitor = await w.post(`/api/wishlists/shared/${token}/items/${free}/claims`, null, { name: 'Quentin', email: 'quentin@example.com' });
      expect(visitor.statusCode, visitor.body).toBe(202);

      // Names, purchases and surprise items go to signed-in people who are not the owner.
      const signedIn = await w.get(`/api/wishlists/shared/${token}`, ben);
      expect(signedIn.body).toContain('Zelda Secretname');
      expect(signedIn.body).toContain('Surprise Zeppelin ride');
      expect(signedIn.json().wishlist.stats.purchasedCount).toBe(1);
    });
  });

  describe('a reveal cannot be undone (2.2)', () => {
    it('moving the event date into the past reveals for good: restoring it does not seal the list again', async () => {
      const list = await w.createList(owner, { eventDate: '2026-12-10' });
      const item = await w.addItem(list, owner, { title: 'Kettle' });
      await w.join(list, owner, zelda, 'viewer');
      await w.post(`/api/wishlists/${list}/items/${item}/claims`, zelda, {});
      expect((await w.get(`/api/wishlists/${list}`, owner)).body).not.toContain('Zelda');

      expect((await w.patch(`/api/wishlists/${list}`, owner, { eventDate: '2026-11-01' })).json().wishlist.revealed).toBe(true);
      expect((await w.get(`/api/wishlists/${list}`, owner)).body).toContain('Zelda Secretname');

      const restored = await w.patch(`/api/wishlists/${list}`, owner, { eventDate: '2026-12-10' });
      expect(restored.json().wishlist).toMatchObject({ revealed: true, eventDate: '2026-12-10', revealAt: '2026-11-02T00:00:00.000Z' });
      const after = await w.get(`/api/wishlists/${list}`, owner);
      expect(after.json().viewer.canSeeClaims).toBe(true);
      expect(after.body).toContain('Zelda Secretname');
    });

    it('a list revealed by its date stays revealed when the date is moved later', async () => {
      const list = await w.createList(owner, { eventDate: '2026-12-10' });
      clock = new Date('2026-12-12T00:00:00Z');
      await signInAgain();
      expect((await w.patch(`/api/wishlists/${list}`, owner, { eventDate: '2027-12-10' })).json().wishlist.revealed).toBe(true);
    });

    it('switching registry mode on reveals nothing: only claims made since show as reserved', async () => {
      const list = await w.createList(owner, { eventDate: '2026-12-10' });
      const vase = await w.addItem(list, owner, { title: 'Vase' });
      const plates = await w.addItem(list, owner, { title: 'Plates' });
      await w.join(list, owner, zelda, 'viewer');
      await w.post(`/api/wishlists/${list}/items/${vase}/claims`, zelda, {});

      clock = new Date(clock.getTime() + 60_000);
      expect((await w.patch(`/api/wishlists/${list}`, owner, { registryMode: true })).statusCode).toBe(200);
      const on = (await w.get(`/api/wishlists/${list}`, owner)).json().items as { id: string; reserved: boolean }[];
      expect(on.map((i) => i.reserved)).toEqual([false, false]);

      // A claim made while registry mode is on is what it is for.
      clock = new Date(clock.getTime() + 60_000);
      await w.post(`/api/wishlists/${list}/items/${plates}/claims`, zelda, {});
      const later = (await w.get(`/api/wishlists/${list}`, owner)).json().items as { id: string; reserved: boolean }[];
      expect(later.find((i) => i.id === plates)!.reserved).toBe(true);
      expect(later.find((i) => i.id === vase)!.reserved).toBe(false);

      // Off and on again starts over.
      clock = new Date(clock.getTime() + 60_000);
      await w.patch(`/api/wishlists/${list}`, owner, { registryMode: false });
      await w.patch(`/api/wishlists/${list}`, owner, { registryMode: true });
      const again = (await w.get(`/api/wishlists/${list}`, owner)).json().items as { reserved: boolean }[];
      expect(again.map((i) => i.reserved)).toEqual([false, false]);
    });
  });

  describe('claimer notices (2.3)', () => {
    it("an item edit does the same work whether or not it is claimed, and writes no email itself", async () => {
      const list = await w.createList(owner);
      const claimed = await w.addItem(list, owner, { title: 'Board game' });
      const unclaimed = await w.addItem(list, owner, { title: 'Puzzle' });
      await w.join(list, owner, zelda, 'viewer');
      await w.post(`/api/wishlists/${list}/items/${claimed}/claims`, zelda, {});

      const queriesOf = async (item: string) => {
        const before = t.queries.count;
        expect((await w.patch(`/api/wishlists/${list}/items/${item}`, owner, { notes: 'Any colour' })).statusCode).toBe(200);
        return t.queries.count - before;
      };
      await queriesOf(unclaimed); // warm
      expect(await queriesOf(claimed)).toBe(await queriesOf(unclaimed));
      expect(await outboxFor(t, zelda.email, 'claimed-item-edited')).toHaveLength(0);
      await runClaimerNotices();
      expect(await outboxFor(t, zelda.email, 'claimed-item-edited')).toHaveLength(1);
    });

    it('fifty edits send a claimer one email, and the next at most an hour later', async () => {
      const list = await w.createList(owner);
      const item = await w.addItem(list, owner, { title: 'Board game' });
      await w.join(list, owner, zelda, 'viewer');
      await w.post(`/api/wishlists/${list}/items/${item}/claims`, zelda, {});
      for (let i = 0; i < 50; i++) {
        expect((await w.patch(`/api/wishlists/${list}/items/${item}`, owner, { price: 10 + i })).statusCode).toBe(200);
      }
      await runClaimerNotices();
      expect(await outboxFor(t, zelda.email, 'claimed-item-edited')).toHaveLength(1);

      clock = new Date(clock.getTime() + 10 * 60_000);
      await signInAgain();
      await w.patch(`/api/wishlists/${list}/items/${item}`, owner, { price: 99 });
      await runClaimerNotices();
      expect(await outboxFor(t, zelda.email, 'claimed-item-edited')).toHaveLength(1);

      clock = new Date(clock.getTime() + HOUR);
      await runClaimerNotices();
      expect(await outboxFor(t, zelda.email, 'claimed-item-edited')).toHaveLength(2);
      await runClaimerNotices();
      expect(await outboxFor(t, zelda.email, 'claimed-item-edited')).toHaveLength(2);
    });
  });

  describe("the owner's block (2.4)", () => {
    it("hides the owner's public lists and share links from the blocked person", async () => {
      const list = await w.createList(owner, { title: 'Public birthday', privacy: 'public' });
      const item = await w.addItem(list, owner, { title: 'Kettle' });
      const { token } = await w.share(list, owner);
      expect((await w.get(`/api/wishlists/${list}`, ben)).statusCode).toBe(200);
      expect((await w.get(`/api/wishlists/shared/${token}`, ben)).statusCode).toBe(200);

      expect((await w.post('/api/social/blocks', owner, { userId: ben.id })).statusCode).toBe(201);
      expect((await w.get(`/api/wishlists/${list}`, ben)).statusCode).toBe(404);
      const shared = await w.get(`/api/wishlists/shared/${token}`, ben);
      expect(shared.statusCode).toBe(404);
      expect(shared.json().error.message).toBe(WISHLIST_MESSAGES.shareNotFound);
      expect((await w.post(`/api/wishlists/${list}/items/${item}/claims`, ben, {})).statusCode).toBe(404);
      expect((await w.post(`/api/wishlists/shared/${token}/items/${item}/claims`, ben, {})).statusCode).toBe(404);
      // Others, and the owner, are not affected.
      expect((await w.get(`/api/wishlists/shared/${token}`, zelda)).statusCode).toBe(200);
      expect((await w.get(`/api/wishlists/shared/${token}`, owner)).statusCode).toBe(200);
    });
  });

  describe("visitors' confirmation emails (section 3)", () => {
    it('sends at most 3 confirmation emails an hour to one address, and reuses a pending claim of the same email and item', async () => {
      const list = await w.createList(owner);
      const items = [];
      for (let i = 0; i < 5; i++) items.push(await w.addItem(list, owner, { title: `Gift ${i}` }));
      const { token } = await w.share(list, owner);
      const claim = (item: string, name: string) =>
        w.post(`/api/wishlists/shared/${token}/items/${item}/claims`, null, { name, email: 'Victim@Example.com' });

      expect((await claim(items[0], 'First')).statusCode).toBe(202);
      expect((await claim(items[0], 'Again')).statusCode).toBe(202);
      expect(await t.db.select().from(wishlistClaims).where(eq(wishlistClaims.itemId, items[0]))).toHaveLength(1);
      expect((await claim(items[1], 'Third')).statusCode).toBe(202);
      const refused = await claim(items[2], 'Buy crypto at evil.example');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(WISHLIST_MESSAGES.claimEmailsLimit);
      const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'victim@example.com'));
      expect(sent).toHaveLength(3);
      expect(JSON.stringify(sent)).not.toContain('evil.example');
      expect(await t.db.select().from(wishlistClaims)).toHaveLength(2);
      // Another address is not held back.
      expect((await w.post(`/api/wishlists/shared/${token}/items/${items[3]}/claims`, null, { name: 'Cleo', email: 'cleo@example.com' })).statusCode).toBe(202);
    });
  });
});
