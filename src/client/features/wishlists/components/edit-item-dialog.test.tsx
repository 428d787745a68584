// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListItem } from '#shared/schemas/wishlists/items';
import { EditItemDialog } from './edit-item-dialog';

const mutateAsync = vi.fn(async () => ({}));
vi.mock('#client/features/wishlists/api/wishlist-api', () => ({ useUpdateItem: () => ({ mutateAsync, isPending: false }) }));
vi.mock('#client/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const COPY = '/api/media/b2222222-2222-4222-8222-222222222222';
const item: ListItem = {
  id: 'a1111111-1111-4111-8111-111111111111',
  wishlistId: '11111111-1111-4111-8111-111111111111',
  title: 'Linen apron',
  description: null,
  url: null,
  imageUrl: COPY,
  price: 32,
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
};

afterEach(() => {
  cleanup();
  mutateAsync.mockClear();
});

describe('EditItemDialog and the server-copied image', () => {
  it("does not send the image field back while it still shows the server's copy", async () => {
    render(<EditItemDialog wishlistId={item.wishlistId} item={item} onOpenChange={() => {}} />);
    expect(screen.getByLabelText('Image address')).toHaveProperty('value', COPY);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Stonewashed apron' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    const [{ change }] = mutateAsync.mock.calls[0] as unknown as [{ change: Record<string, unknown> }];
    expect(change.title).toBe('Stonewashed apron');
    expect(change).not.toHaveProperty('imageUrl');
  });

  it('sends a newly typed image address', async () => {
    render(<EditItemDialog wishlistId={item.wishlistId} item={item} onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Image address'), { target: { value: 'https://shop.example/apron-2.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    const [{ change }] = mutateAsync.mock.calls[0] as unknown as [{ change: Record<string, unknown> }];
    expect(change.imageUrl).toBe('https://shop.example/apron-2.png');
  });
});
