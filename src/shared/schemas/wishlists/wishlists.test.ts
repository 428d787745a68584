import { describe, expect, it } from 'vitest';
import * as rules from '#shared/wishlists/rules.js';
import * as claims from './claims.js';
import * as collaborators from './collaborators.js';
import * as fields from './fields.js';
import * as items from './items.js';
import * as lists from './lists.js';
import * as shares from './shares.js';
import { ClaimInput, SharedClaimInput } from './claims.js';
import { InviteInput } from './collaborators.js';
import { WISHLIST_MESSAGES } from './fields.js';
import { AddItemInput, MoveItemInput, TypedItemInput, UrlPreviewInput } from './items.js';
import { CreateWishlistInput, UpdateWishlistInput } from './lists.js';
import { CreateShareInput, ShareTokenParams } from './shares.js';

/** The issue's field errors, as the client shows them and the API's 400 names them. */
const fieldError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('the wishlists contract', () => {
  it('exports a zod schema or a constant for every name (the client helper builds on all of it)', () => {
    for (const [name, value] of Object.entries({ ...fields, ...lists, ...items, ...collaborators, ...shares, ...claims })) expect(value, name).toBeDefined();
    expect(rules.MOST_WANTED_LABEL).toBe('Most wanted');
    expect([rules.PRIORITY_MIN, rules.PRIORITY_MAX]).toEqual([1, 5]);
  });

  it('creates a list with the spec defaults: private, no registry mode', () => {
    expect(CreateWishlistInput.parse({ title: '  Birthday  ' })).toEqual({ title: 'Birthday', privacy: 'private', registryMode: false });
    expect(fieldError(CreateWishlistInput.safeParse({ title: ' ' }), 'title')).toBe(WISHLIST_MESSAGES.titleRequired);
    expect(fieldError(CreateWishlistInput.safeParse({ title: 'x', occasion: 'Party' }), 'occasion')).toBe(WISHLIST_MESSAGES.occasion);
    expect(fieldError(CreateWishlistInput.safeParse({ title: 'x', privacy: 'secret' }), 'privacy')).toBe(WISHLIST_MESSAGES.privacy);
    expect(fieldError(CreateWishlistInput.safeParse({ title: 'x', eventDate: '2026-02-30' }), 'eventDate')).toBe(WISHLIST_MESSAGES.eventDate);
    expect(CreateWishlistInput.safeParse({ title: 'x', userId: 'someone' }).success).toBe(false);
  });

  it('updates only what is sent; empty text clears', () => {
    expect(UpdateWishlistInput.parse({ description: '' })).toEqual({ description: null });
    expect(fieldError(UpdateWishlistInput.safeParse({ coverImageUrl: 'javascript:alert(1)' }), 'coverImageUrl')).toBe(WISHLIST_MESSAGES.imageUrl);
  });

  it('items default to USD, the neutral priority 3 (issue 19, decision 191), quantity 1', () => {
    expect(TypedItemInput.parse({ title: 'Kettle' })).toMatchObject({ title: 'Kettle', currency: 'USD', priority: 3, quantity: 1 });
    expect(TypedItemInput.parse({ title: 'Kettle', currency: 'eur' }).currency).toBe('EUR');
    expect(fieldError(TypedItemInput.safeParse({ title: 'K', price: -1 }), 'price')).toBe(WISHLIST_MESSAGES.price);
    expect(fieldError(TypedItemInput.safeParse({ title: 'K', priority: 6 }), 'priority')).toBe(WISHLIST_MESSAGES.priority);
    expect(fieldError(TypedItemInput.safeParse({ title: 'K', quantity: 0 }), 'quantity')).toBe(WISHLIST_MESSAGES.quantity);
    expect(fieldError(TypedItemInput.safeParse({ title: 'K', url: 'ftp://x.test/a' }), 'url')).toBe(WISHLIST_MESSAGES.url);
  });

  it('adds from a product, a pick or typed fields', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(AddItemInput.parse({ productId: id })).toEqual({ productId: id, priority: 3, quantity: 1 });
    expect(AddItemInput.parse({ recommendationItemId: id, priority: 2 })).toMatchObject({ recommendationItemId: id, priority: 2 });
    expect(AddItemInput.parse({ title: 'Typed' })).toMatchObject({ title: 'Typed' });
    expect(AddItemInput.safeParse({}).success).toBe(false);
  });

  it('pasted URLs are http or https only', () => {
    expect(UrlPreviewInput.safeParse({ url: 'https://shop.example/p/1' }).success).toBe(true);
    expect(fieldError(UrlPreviewInput.safeParse({ url: 'file:///etc/passwd' }), 'url')).toBe(WISHLIST_MESSAGES.url);
  });

  it('invites editors and viewers, never owners', () => {
    expect(InviteInput.parse({ email: 'a@example.com' })).toEqual({ email: 'a@example.com', role: 'viewer' });
    expect(fieldError(InviteInput.safeParse({ email: 'a@example.com', role: 'owner' }), 'role')).toBe(WISHLIST_MESSAGES.role);
    expect(fieldError(InviteInput.safeParse({ email: 'nope' }), 'email')).toBe(WISHLIST_MESSAGES.email);
  });

  it('share links expire after 1 to 365 days, or never', () => {
    expect(CreateShareInput.parse({})).toEqual({ expiresInDays: null });
    expect(CreateShareInput.parse({ expiresInDays: 30 })).toEqual({ expiresInDays: 30 });
    expect(fieldError(CreateShareInput.safeParse({ expiresInDays: 0 }), 'expiresInDays')).toBe(WISHLIST_MESSAGES.expiryDays);
    expect(ShareTokenParams.safeParse({ token: 'short' }).success).toBe(false);
  });

  it('claims carry a quantity and may hide the name', () => {
    expect(ClaimInput.parse({})).toEqual({ quantity: 1, hideName: false });
    expect(fieldError(SharedClaimInput.safeParse({ name: ' ', email: 'a@example.com' }), 'name')).toBe(WISHLIST_MESSAGES.claimName);
    expect(MoveItemInput.parse({ beforeItemId: null })).toEqual({ beforeItemId: null });
  });
});
