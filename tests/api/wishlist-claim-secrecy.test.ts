import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.js';
import { notifications } from '#server/db/schema/notifications.js';
import { cookieHeaderFrom, signIn, signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { claimToken, wishlistClient } from '../support/wishlist-helpers.js';

/**
 * No claim reaches the owner before the reveal (issue 12): every answer the owner can get is the same,
 * byte for byte, before and after viewers and a share-link visitor claim, buy, and add a surprise item;
 * no claimer's name, email or claim id appears in anything the owner is sent (answers, notifications,
 * emails); and the wishlists badge does not move. After the reveal the owner sees what was bought.
 */
describe('claims stay secret from the owner until the reveal', () => {
  let t: TestApp;
  let w: ReturnType<typeof wishlistClient>;
  let owner: TestUser;
  let viewer: TestUser;
  let editor: TestUser;
  let clock = new Date('2026-11-24T12:00:00Z');
  let list: string;
  let registry: string;
  let shareToken: string;
  let itemIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    w = wishlistClient(t);
    owner = await signUpVerifiedUser(t, { name: 'Olive Owner' });
    viewer = await signUpVerifiedUser(t, { name: 'Zelda Secretname', email: 'zelda.secret@example.com' });
    editor = await signUpVerifiedUser(t, { name: 'Eddie Editor' });
    list = await w.createList(owner, { title: 'Birthday', eventDate: '2026-12-10', privacy: 'private' });
    registry = await w.createList(owner, { title: 'Registry', eventDate: '2026-12-10', registryMode: true });
    for (const id of [list, registry]) {
      await w.join(id, owner, viewer, 'viewer');
      await w.join(id, owner, editor, 'editor');
    }
    itemIds = [
      await w.addItem(list, owner, { title: 'Record player', price: 120 }),
      await w.addItem(list, owner, { title: 'Mugs', price: 10, quantity: 4 }),
    ];
    await w.addItem(registry, owner, { title: 'Toaster', price: 40 });
    shareToken = (await w.share(list, owner)).token;
  });
  afterAll(() => t.close());

  /** Every answer the owner can read, as the owner sees it. */
  async function ownersAnswers(): Promise<Record<string, string>> {
    const paths = [
      '/api/wishlists',
      `/api/wishlists/${list}`,
      `/api/wishlists/${list}?sort=price-asc`,
      `/api/wishlists/${list}?sort=price-desc`,
      `/api/wishlists/${list}/collaborators`,
      `/api/wishlists/shared/${shareToken}`,
      '/api/wishlists/default',
      '/api/claims/mine',
      '/api/wishlist-invitations',
      '/api/notifications',
      '/api/notifications/counts',
    ];
    const out: Record<string, string> = {};
    for (const path of paths) {
      const res = await w.get(path, owner);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      out[path] = res.body;
    }
    const shares = (await w.get(`/api/wishlists/${list}/shares`, owner)).json().shares as Record<string, unknown>[];
    // Visits are not claims: the view count and last access move with every visitor.
    out.shares = JSON.stringify(shares.map(({ viewCount: _v, lastAccessedAt: _l, ...rest }) => rest));
    return out;
  }

  it('answers the owner exactly as before while others claim, buy and add surprises', async () => {
    const before = await ownersAnswers();

    clock = new Date(clock.getTime() + 60_000);
    const { claim } = (await w.post(`/api/wishlists/${list}/items/${itemIds[0]}/claims`, viewer, {})).json();
    expect((await w.patch(`/api/claims/${claim.id}`, viewer, { purchased: true })).statusCode).toBe(200);
    expect((await w.post(`/api/wishlists/${list}/items/${itemIds[1]}/claims`, editor, { quantity: 2, hideName: true })).statusCode).toBe(201);
    const surprise = await w.post(`/api/wishlists/${list}/surprise-items`, viewer, { title: 'Surprise Zeppelin ride', price: 300 });
    expect(surprise.statusCode).toBe(201);
    const visitor = await w.post(`/api/wishlists/shared/${shareToken}/items/${itemIds[1]}/claims`, null, { name: 'Quentin Visitor', email: 'quentin@example.com', quantity: 1 });
    expect(visitor.statusCode).toBe(202);
    const token = await claimToken(t, 'quentin@example.com');
    expect((await w.post(`/api/claims/manage/${token}/confirm`, null)).statusCode).toBe(200);
    expect((await w.patch(`/api/claims/manage/${token}`, null, { purchased: true })).statusCode).toBe(200);
    // Someone else does see them.
    expect((await w.get(`/api/wishlists/${list}`, editor)).body).toContain('Surprise Zeppelin ride');

    const after = await ownersAnswers();
    expect(after).toEqual(before);

    // Zelda is a collaborator, so her name is on the list of collaborators; her claim is not (the answers are unchanged).
    const secrets = ['Quentin', 'quentin@', 'Surprise Zeppelin', claim.id];
    const everything = Object.values(after).join('\n');
    for (const secret of secrets) expect(everything, secret).not.toContain(secret);

    const ownerMail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    const ownerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const sent = JSON.stringify([ownerMail, ownerNotes]);
    for (const secret of [...secrets, 'Zelda', 'zelda.secret']) expect(sent, secret).not.toContain(secret);
  });

  it("the owner's own writes answer no claim either", async () => {
    const writes = [
      await w.patch(`/api/wishlists/${list}`, owner, { description: 'Thank you!' }),
      await w.patch(`/api/wishlists/${list}/items/${itemIds[0]}`, owner, { notes: 'Any colour' }),
      await w.put(`/api/wishlists/${list}/items/${itemIds[1]}/position`, owner, { beforeItemId: itemIds[0] }),
      await w.post(`/api/wishlists/${list}/items`, owner, { title: 'Socks' }),
    ];
    for (const res of writes) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toMatch(/Zelda|Quentin|Zeppelin|"claims":\[/);
      expect(res.body).not.toMatch(/"purchasedCount":\d/);
    }
  });

  it("registry mode tells the owner 'reserved', never who", async () => {
    const [toaster] = (await w.get(`/api/wishlists/${registry}`, owner)).json().items;
    expect(toaster.reserved).toBe(false);
    await w.post(`/api/wishlists/${registry}/items/${toaster.id}/claims`, viewer, {});
    const res = await w.get(`/api/wishlists/${registry}`, owner);
    expect(res.json().items[0]).toMatchObject({ reserved: true, claims: null, claimedQuantity: null });
    expect(res.body).not.toContain('Zelda');
  });

  it('after the reveal the owner sees what was bought, and by whom', async () => {
    clock = new Date('2026-12-11T00:00:00Z');
    owner.cookie = cookieHeaderFrom(await signIn(t, owner.email, owner.password));
    const res = await w.get(`/api/wishlists/${list}`, owner);
    const body = res.json();
    expect(body.viewer.canSeeClaims).toBe(true);
    expect(body.wishlist.stats).toMatchObject({ purchasedCount: 2, purchasedValue: 130 });
    expect(res.body).toContain('Zelda Secretname');
    expect(res.body).toContain('Surprise Zeppelin ride');
    const purchased = await t.db.select().from(notifications).where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'wishlist_update')));
    expect(purchased).toHaveLength(0);
  });
});
