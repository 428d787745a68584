import { describe, expect, it } from 'vitest';
import type { WishlistItemRow } from '#server/services/wishlists/default-wishlist.service.js';
import type { ClaimRow } from '#server/services/wishlists/wishlists.service.js';
import { presentOpenItem, presentSealedItem } from './wishlist.presenter.js';

const at = new Date('2026-11-24T12:00:00Z');
const item: WishlistItemRow = {
  id: 'item-1',
  wishlistId: 'list-1',
  title: 'Kettle',
  description: null,
  url: 'https://shop.example/kettle',
  imageUrl: null,
  imageMediaId: null,
  price: 45,
  currency: 'USD',
  priority: 1,
  externalProductId: null,
  productId: null,
  metadata: {},
  quantity: 2,
  notes: null,
  position: 3,
  isSurprise: false,
  addedBy: 'ada',
  createdAt: at,
  updatedAt: at,
};
const claim = (over: Partial<ClaimRow>): ClaimRow => ({
  id: 'claim-1',
  itemId: 'item-1',
  wishlistId: 'list-1',
  userId: 'grace',
  name: 'Grace',
  email: 'grace@example.com',
  quantity: 1,
  hideName: false,
  status: 'confirmed',
  manageTokenHash: null,
  shareId: null,
  purchased: false,
  purchasedAt: null,
  confirmedAt: at,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const options = { now: at };

describe('the sealed item presenter (the owner before the reveal)', () => {
  it('writes null into every claim field; registry mode adds only reserved yes or no', () => {
    expect(presentSealedItem(item, null, options)).toMatchObject({ claims: null, claimedQuantity: null, reserved: null, isSurprise: false });
    expect(presentSealedItem(item, new Set(['item-1']), options).reserved).toBe(true);
    expect(presentSealedItem(item, new Set(['other']), options).reserved).toBe(false);
    // A signed-out visitor: how many units are taken, never who or whether bought.
    expect(presentSealedItem(item, null, options, new Map([['item-1', 2]]))).toMatchObject({ claims: null, claimedQuantity: 2, reserved: null });
    expect(presentSealedItem(item, null, options, new Map()).claimedQuantity).toBe(0);
  });
});

describe('the open item presenter', () => {
  const entry = { item, claims: [claim({ hideName: true }), claim({ id: 'claim-2', userId: 'ben', name: 'Ben', quantity: 1 })] };

  it('hides a hidden name from other viewers, never the claimer nor the revealed owner; never an email', () => {
    const forBen = presentOpenItem(entry, 'ben', false, options);
    expect(forBen.claimedQuantity).toBe(2);
    expect(forBen.claims).toEqual([
      { id: 'claim-1', quantity: 1, purchased: false, name: null, hideName: true, mine: false, createdAt: at.toISOString() },
      { id: 'claim-2', quantity: 1, purchased: false, name: 'Ben', hideName: false, mine: true, createdAt: at.toISOString() },
    ]);
    expect(presentOpenItem(entry, 'grace', false, options).claims![0].name).toBe('Grace');
    expect(presentOpenItem(entry, 'ada', true, options).claims![0].name).toBe('Grace');
    expect(JSON.stringify(presentOpenItem(entry, 'ada', true, options))).not.toContain('@example.com');
  });
});
