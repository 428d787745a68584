import { describe, expect, it } from 'vitest';
import {
  claimNameFor,
  compareItems,
  countsAsWishlistActivity,
  friendsMayView,
  isRevealed,
  mayClaim,
  mayEditItems,
  mayManageWishlist,
  maySeeClaims,
  mayViewWishlist,
  moveItem,
  occasionDate,
  registryClaimsSince,
  remainingQuantity,
  revealAt,
  revealStamp,
  type WishlistRelation,
  wishlistStats,
} from './rules.js';

const rel = (over: Partial<WishlistRelation> = {}): WishlistRelation => ({
  role: null,
  signedIn: true,
  isFriend: false,
  viaShareLink: false,
  blockedByOwner: false,
  ...over,
});

describe('who may do what (core-app.md 5, 6)', () => {
  it('the owner, editor and viewer view every privacy', () => {
    for (const role of ['owner', 'editor', 'viewer'] as const)
      for (const privacy of ['public', 'friends', 'private'] as const) expect(mayViewWishlist(privacy, rel({ role }))).toBe(true);
  });
  it('anyone signed in views a public list; nobody signed out without a link', () => {
    expect(mayViewWishlist('public', rel())).toBe(true);
    expect(mayViewWishlist('public', rel({ signedIn: false }))).toBe(false);
    expect(mayViewWishlist('private', rel())).toBe(false);
  });
  it("'friends' lets the owner's accepted friends view, now that the social hub has friends (issue 13)", () => {
    expect(mayViewWishlist('friends', rel({ isFriend: true }))).toBe(true);
    expect(mayViewWishlist('friends', rel())).toBe(false);
    expect(friendsMayView(true)).toBe(true);
    expect(friendsMayView(true, false)).toBe(false);
    expect(friendsMayView(true, true)).toBe(true);
    expect(friendsMayView(false, true)).toBe(false);
  });
  it('a working share link opens any privacy, signed in or not', () => {
    expect(mayViewWishlist('private', rel({ signedIn: false, viaShareLink: true }))).toBe(true);
  });
  it("a person the owner blocked gets in by no open door: public, friends or a share link", () => {
    const blocked = { blockedByOwner: true };
    expect(mayViewWishlist('public', rel(blocked))).toBe(false);
    expect(mayViewWishlist('private', rel({ ...blocked, viaShareLink: true }))).toBe(false);
    expect(mayViewWishlist('friends', rel({ ...blocked, isFriend: true }))).toBe(false);
    expect(mayClaim('public', rel(blocked))).toBe(false);
    // A collaborator stays one until the owner removes them.
    expect(mayViewWishlist('private', rel({ ...blocked, role: 'viewer' }))).toBe(true);
  });
  it('owner and editor edit items; only the owner manages', () => {
    expect([mayEditItems('owner'), mayEditItems('editor'), mayEditItems('viewer'), mayEditItems(null)]).toEqual([true, true, false, false]);
    expect([mayManageWishlist('owner'), mayManageWishlist('editor'), mayManageWishlist('viewer'), mayManageWishlist(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
  it('everyone who may view claims, except the owner', () => {
    expect(mayClaim('private', rel({ role: 'owner' }))).toBe(false);
    expect(mayClaim('private', rel({ role: 'viewer' }))).toBe(true);
    expect(mayClaim('private', rel({ role: 'editor' }))).toBe(true);
    expect(mayClaim('public', rel())).toBe(true);
    expect(mayClaim('private', rel())).toBe(false);
    expect(mayClaim('private', rel({ signedIn: false, viaShareLink: true }))).toBe(true);
  });
  it('the owner sees claims only after the reveal; others always', () => {
    expect(maySeeClaims(true, false)).toBe(false);
    expect(maySeeClaims(true, true)).toBe(true);
    expect(maySeeClaims(false, false)).toBe(true);
  });
});

describe('the reveal', () => {
  const created = new Date('2026-11-01T10:00:00Z');
  it('comes the day after the event date, at midnight UTC', () => {
    const list = { eventDate: '2026-12-10', occasion: 'Birthday', createdAt: created, archivedAt: null };
    expect(revealAt(list)?.toISOString()).toBe('2026-12-11T00:00:00.000Z');
    expect(isRevealed(list, new Date('2026-12-10T23:59:59Z'))).toBe(false);
    expect(isRevealed(list, new Date('2026-12-11T00:00:00Z'))).toBe(true);
  });
  it("uses a fixed-day occasion's date when there is no event date", () => {
    expect(occasionDate('Christmas', created)).toBe('2026-12-25');
    expect(occasionDate('Christmas', new Date('2026-12-26T00:00:00Z'))).toBe('2027-12-25');
    expect(occasionDate("Valentine's Day", created)).toBe('2027-02-14');
    expect(occasionDate("Mother's Day", created)).toBe('2027-05-09');
    expect(occasionDate("Father's Day", created)).toBe('2027-06-20');
    expect(occasionDate('Birthday', created)).toBeNull();
    expect(occasionDate(null, created)).toBeNull();
    expect(revealAt({ eventDate: null, occasion: 'Christmas', createdAt: created, archivedAt: null })?.toISOString()).toBe('2026-12-26T00:00:00.000Z');
  });
  it('never by date without a date; archiving reveals at once', () => {
    const list = { eventDate: null, occasion: 'Birthday', createdAt: created, archivedAt: null };
    expect(revealAt(list)).toBeNull();
    expect(isRevealed(list, new Date('2099-01-01T00:00:00Z'))).toBe(false);
    const archived = { ...list, archivedAt: new Date('2026-11-05T00:00:00Z') };
    expect(isRevealed(archived, new Date('2026-11-05T00:00:00Z'))).toBe(true);
    expect(revealAt(archived)?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });
  it('is never undone: a stored reveal holds whatever the event date becomes (issue 17, 2.2)', () => {
    const past = { eventDate: '2026-11-10', occasion: null, createdAt: created, archivedAt: null };
    const now = new Date('2026-11-24T12:00:00Z');
    expect(revealStamp(past, now)?.toISOString()).toBe('2026-11-11T00:00:00.000Z');
    const stamped = { ...past, revealedAt: revealStamp(past, now), eventDate: '2027-01-10' };
    expect(isRevealed(stamped, now)).toBe(true);
    expect(revealAt(stamped)?.toISOString()).toBe('2026-11-11T00:00:00.000Z');
    expect(revealStamp(stamped, now)).toBeNull();
    expect(revealStamp({ ...past, eventDate: '2027-01-10' }, now)).toBeNull();
  });
  it("registry mode counts claims from when it was last switched on (a list from before: from its creation)", () => {
    const since = new Date('2026-11-20T00:00:00Z');
    expect(registryClaimsSince({ registryMode: false, registryModeSince: null, createdAt: created })).toBeNull();
    expect(registryClaimsSince({ registryMode: true, registryModeSince: since, createdAt: created })).toBe(since);
    expect(registryClaimsSince({ registryMode: true, registryModeSince: null, createdAt: created })).toBe(created);
  });
});

describe('the header wishlists badge (core-app.md 9)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const list = { updatedAt: new Date('2026-11-23T12:00:00Z'), collaboratorCount: 2, isActive: true };
  it('counts lists updated in the last 7 days with more than one collaborator', () => {
    expect(countsAsWishlistActivity(list, now, null)).toBe(true);
    expect(countsAsWishlistActivity({ ...list, collaboratorCount: 1 }, now, null)).toBe(false);
    expect(countsAsWishlistActivity({ ...list, updatedAt: new Date('2026-11-17T11:59:59Z') }, now, null)).toBe(false);
    expect(countsAsWishlistActivity({ ...list, updatedAt: new Date('2026-11-17T12:00:00Z') }, now, null)).toBe(true);
    expect(countsAsWishlistActivity({ ...list, isActive: false }, now, null)).toBe(false);
  });
  it('stops counting what was seen', () => {
    expect(countsAsWishlistActivity(list, now, new Date('2026-11-23T12:00:00Z'))).toBe(false);
    expect(countsAsWishlistActivity(list, now, new Date('2026-11-22T12:00:00Z'))).toBe(true);
  });
});

describe('stats and claims', () => {
  it('adds value by quantity and purchased units', () => {
    expect(
      wishlistStats([
        { price: 10.5, quantity: 2, purchasedQuantity: 1 },
        { price: null, quantity: 1, purchasedQuantity: 1 },
        { price: 0.1, quantity: 3, purchasedQuantity: 0 },
      ]),
    ).toEqual({ itemCount: 3, totalValue: 21.3, purchasedCount: 2, purchasedValue: 10.5 });
    expect(wishlistStats([])).toEqual({ itemCount: 0, totalValue: 0, purchasedCount: 0, purchasedValue: 0 });
  });
  it('never counts more purchased units than wanted', () => {
    expect(wishlistStats([{ price: 5, quantity: 1, purchasedQuantity: 3 }]).purchasedCount).toBe(1);
  });
  it('remaining quantity', () => {
    expect(remainingQuantity(3, [1, 1])).toBe(1);
    expect(remainingQuantity(1, [1, 1])).toBe(0);
  });
  it('hidden names show only to the claimer and the revealed owner', () => {
    const claim = { name: 'Grace', hideName: true, mine: false };
    expect(claimNameFor(claim, false)).toBeNull();
    expect(claimNameFor({ ...claim, mine: true }, false)).toBe('Grace');
    expect(claimNameFor(claim, true)).toBe('Grace');
    expect(claimNameFor({ ...claim, hideName: false }, false)).toBe('Grace');
  });
});

describe('item order and moving', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const items = [
    { id: 'a', priority: 1, position: 3, createdAt: at },
    { id: 'b', priority: 1, position: 2, createdAt: at },
    { id: 'c', priority: 2, position: 5, createdAt: at },
    { id: 'd', priority: 3, position: 4, createdAt: at },
  ];
  const order = (list: typeof items) => [...list].sort(compareItems).map((i) => i.id);
  const apply = (id: string, before: string | null) => {
    const moved = moveItem(items, id, before);
    return order(items.map((i) => (i.id === id && moved ? { ...i, ...moved } : i)));
  };
  it('sorts by priority, then position (newest first)', () => {
    expect(order(items)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('moves within a priority', () => {
    expect(apply('b', 'a')).toEqual(['b', 'a', 'c', 'd']);
  });
  it('moving across priorities takes the neighbours priority', () => {
    expect(apply('d', 'a')).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 'd', 'a')?.priority).toBe(1);
    expect(apply('a', null)).toEqual(['b', 'c', 'd', 'a']);
    expect(apply('a', 'd')).toEqual(['b', 'c', 'a', 'd']);
  });
  it('refuses unknown ids', () => {
    expect(moveItem(items, 'x', null)).toBeNull();
    expect(moveItem(items, 'a', 'x')).toBeNull();
    expect(moveItem(items, 'a', 'a')).toBeNull();
  });
});
