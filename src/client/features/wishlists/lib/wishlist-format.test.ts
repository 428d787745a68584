import { describe, expect, it } from 'vitest';
import { CreateWishlistInput } from '#shared/schemas/wishlists/lists';
import { revealNote } from '#client/features/wishlists/components/wishlist-header';
import { formatCalendarDate, issuesByField, isMostWanted, MOST_WANTED, statEntries, unitsLeft } from './wishlist-format';

describe('statEntries', () => {
  it('shows all four figures when the server sent them', () => {
    expect(statEntries({ itemCount: 3, totalValue: 120.5, purchasedCount: 1, purchasedValue: 40 })).toEqual([
      { label: 'Items', value: '3' },
      { label: 'Total value', value: '$120.50' },
      { label: 'Purchased', value: '1' },
      { label: 'Purchased value', value: '$40.00' },
    ]);
  });

  it('leaves the purchase figures out for the owner before the reveal (null), rather than showing zero', () => {
    const entries = statEntries({ itemCount: 2, totalValue: 10, purchasedCount: null, purchasedValue: null });
    expect(entries.map((e) => e.label)).toEqual(['Items', 'Total value']);
  });
});

describe('items', () => {
  it("priority 1 is 'Most wanted'", () => {
    expect(MOST_WANTED).toBe('Most wanted');
    expect(isMostWanted({ priority: 1 })).toBe(true);
    expect(isMostWanted({ priority: 2 })).toBe(false);
  });

  it('counts the units still free, and knows nothing when claims are hidden', () => {
    expect(unitsLeft({ quantity: 3, claimedQuantity: 1 })).toBe(2);
    expect(unitsLeft({ quantity: 1, claimedQuantity: 2 })).toBe(0);
    expect(unitsLeft({ quantity: 3, claimedQuantity: null })).toBeNull();
  });
});

describe('issuesByField', () => {
  it("names each field with the shared schema's first message", () => {
    const result = CreateWishlistInput.safeParse({ title: '', privacy: 'secret' });
    expect(result.success).toBe(false);
    expect(issuesByField(result.error!.issues)).toEqual({ title: 'Please enter a title', privacy: 'Please choose public, friends or private' });
  });
});

describe('dates', () => {
  it('shows a calendar date as that day in every time zone', () => {
    expect(formatCalendarDate('2026-12-24')).toBe('Dec 24, 2026');
  });
});

describe('revealNote', () => {
  it('tells the owner claims are hidden until the reveal date, or until archiving without one', () => {
    expect(revealNote({ revealed: false, revealAt: null, registryMode: false, archivedAt: null })).toMatch(/until you archive the list/);
    expect(revealNote({ revealed: false, revealAt: '2026-12-25T00:00:00.000Z', registryMode: false, archivedAt: null })).toMatch(
      /^To keep the surprise, you will not see who claimed or bought anything until /,
    );
    expect(revealNote({ revealed: false, revealAt: null, registryMode: true, archivedAt: null })).toMatch(/^Registry mode: you see which items are reserved, never by whom/);
    expect(revealNote({ revealed: true, revealAt: null, registryMode: false, archivedAt: '2026-01-01T00:00:00.000Z' })).toMatch(/surprise is over/);
  });
});
