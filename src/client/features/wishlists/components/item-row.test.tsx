// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemClaim, ListItem } from '#shared/schemas/wishlists/items';
import type { WishlistViewer } from '#shared/schemas/wishlists/lists';
import { ItemRow } from './item-row';

function listItem(overrides: Partial<ListItem> = {}): ListItem {
  return {
    id: 'a1111111-1111-4111-8111-111111111111',
    wishlistId: '11111111-1111-4111-8111-111111111111',
    title: 'Wool scarf',
    description: null,
    url: null,
    imageUrl: null,
    price: 40,
    currency: 'USD',
    priority: 1,
    quantity: 1,
    notes: null,
    externalProductId: null,
    productId: null,
    position: 1,
    isSurprise: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    claims: null,
    claimedQuantity: null,
    reserved: null,
    ...overrides,
  };
}

const OWNER: WishlistViewer = { role: 'owner', isOwner: true, canEditItems: true, canManage: true, canClaim: false, canSeeClaims: false, via: 'member' };
const VIEWER: WishlistViewer = { role: 'viewer', isOwner: false, canEditItems: false, canManage: false, canClaim: true, canSeeClaims: true, via: 'member' };

function claim(overrides: Partial<ItemClaim> = {}): ItemClaim {
  return { id: 'c1', quantity: 1, purchased: false, name: 'Quentin Claimer', hideName: false, mine: false, createdAt: '2026-11-02T00:00:00.000Z', ...overrides };
}

afterEach(cleanup);

describe('ItemRow', () => {
  it("shows the owner nothing about claims before the reveal: no claim line, no 'claimed' state, no Claim button", () => {
    render(<ItemRow item={listItem()} viewer={OWNER} onClaim={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const row = screen.getByRole('article', { name: 'Wool scarf' });
    expect(within(row).queryByTestId('item-claims')).toBeNull();
    expect(row.textContent).not.toMatch(/claim|reserved|bought|free/i);
    expect(within(row).getByText('Most wanted')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Wool scarf' })).toBeTruthy();
  });

  it("registry mode: the owner sees 'Reserved' (never by whom) from the server's flag only", () => {
    render(<ItemRow item={listItem({ reserved: true })} viewer={OWNER} />);
    const row = screen.getByRole('article', { name: 'Wool scarf' });
    expect(within(row).getByText('Reserved')).toBeTruthy();
    expect(within(row).queryByTestId('item-claims')).toBeNull();
  });

  it('shows viewers who claimed what, a hidden name as Someone, and offers no Claim when nothing is left', () => {
    const onClaim = vi.fn();
    render(
      <ItemRow
        item={listItem({ quantity: 2, claimedQuantity: 2, claims: [claim(), claim({ id: 'c2', name: null, hideName: true, purchased: true })] })}
        viewer={VIEWER}
        onClaim={onClaim}
      />,
    );
    const claims = screen.getByTestId('item-claims');
    expect(claims.textContent).toContain('Quentin Claimer reserved it');
    expect(claims.textContent).toContain('Someone bought it');
    expect(claims.textContent).toContain('Fully claimed');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('shows a signed-out visitor only claimed or free, with no names, and lets them claim what is free', () => {
    const visitor: WishlistViewer = { ...VIEWER, role: null, canSeeClaims: false, via: 'share-link' };
    const { rerender } = render(<ItemRow item={listItem({ claimedQuantity: 1 })} viewer={visitor} onClaim={vi.fn()} />);
    expect(screen.getByTestId('item-claims').textContent).toBe('Fully claimed');
    expect(screen.queryByRole('list', { name: 'Claims' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    rerender(<ItemRow item={listItem({ claimedQuantity: 0 })} viewer={visitor} onClaim={vi.fn()} />);
    expect(screen.getByTestId('item-claims').textContent).toBe('Not claimed yet');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
  });

  it('offers Claim while units are free, and the claimer their own actions', () => {
    const onMarkPurchased = vi.fn();
    const { rerender } = render(<ItemRow item={listItem({ quantity: 3, claimedQuantity: 1, claims: [claim()] })} viewer={VIEWER} onClaim={vi.fn()} />);
    expect(screen.getByTestId('item-claims').textContent).toContain('2 of 3 still free');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();

    const mine = claim({ mine: true, hideName: true });
    rerender(
      <ItemRow
        item={listItem({ claimedQuantity: 1, claims: [mine] })}
        viewer={VIEWER}
        onClaim={vi.fn()}
        onMarkPurchased={onMarkPurchased}
        onCancelClaim={vi.fn()}
      />,
    );
    expect(screen.getByTestId('item-claims').textContent).toContain('You reserved it');
    expect(screen.getByTestId('item-claims').textContent).toContain('name hidden from others');
    screen.getByRole('button', { name: 'Mark purchased' }).click();
    expect(onMarkPurchased).toHaveBeenCalledWith(mine, true);
    expect(screen.getByRole('button', { name: 'Cancel claim' })).toBeTruthy();
  });
});
