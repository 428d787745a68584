import { describe, expect, it } from 'vitest';
import type { WishlistItemRow } from '#server/services/wishlists/default-wishlist.service.js';
import { presentWishlistItem } from './wishlist-item.presenter.js';

const row: WishlistItemRow = {
  id: 'item-1',
  wishlistId: 'list-1',
  title: 'Instant Film Camera',
  description: null,
  url: 'https://www.amazon.com/dp/B0TEST',
  imageUrl: '/images/products/camera.webp',
  imageMediaId: null,
  price: 69.99,
  currency: 'USD',
  priority: 1,
  externalProductId: 'B0TEST',
  productId: 'product-1',
  metadata: {},
  quantity: 1,
  notes: null,
  position: 0,
  isSurprise: false,
  addedBy: 'user-1',
  createdAt: new Date('2026-03-02T10:00:00Z'),
  updatedAt: new Date('2026-03-02T10:00:00Z'),
};

describe('presentWishlistItem', () => {
  it('answers the item fields, plain when no affiliate tag is set', () => {
    expect(presentWishlistItem(row)).toEqual({
      id: 'item-1',
      wishlistId: 'list-1',
      title: 'Instant Film Camera',
      description: null,
      url: 'https://www.amazon.com/dp/B0TEST',
      imageUrl: '/images/products/camera.webp',
      price: 69.99,
      currency: 'USD',
      priority: 1,
      externalProductId: 'B0TEST',
      productId: 'product-1',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('adds the affiliate tag to retailer links only', () => {
    expect(presentWishlistItem(row, { affiliateTag: 'giftwise-20' }).url).toBe('https://www.amazon.com/dp/B0TEST?tag=giftwise-20');
    const search = { ...row, url: 'https://www.amazon.co.uk/s?k=star+map' };
    expect(presentWishlistItem(search, { affiliateTag: 'giftwise-20' }).url).toBe('https://www.amazon.co.uk/s?k=star+map&tag=giftwise-20');
    const typed = { ...row, url: 'https://example.com/shop/thing' };
    expect(presentWishlistItem(typed, { affiliateTag: 'giftwise-20' }).url).toBe('https://example.com/shop/thing');
    expect(presentWishlistItem({ ...row, url: null }, { affiliateTag: 'giftwise-20' }).url).toBeNull();
  });
});
