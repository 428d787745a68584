// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { AuthProvider } from '#client/lib/auth/auth-context';
import { SaveToButton } from './save-to-button';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stats = { itemCount: 2, totalValue: 50, purchasedCount: null, purchasedValue: null };
const AT = '2026-11-28T10:00:00.000Z';
/** A list as the contract describes it (call() parses every answer with the contract's schema). */
function wishlist(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title,
    description: null,
    occasion: null,
    privacy: 'private',
    coverImageUrl: null,
    eventDate: null,
    registryMode: false,
    isDefault: false,
    archivedAt: null,
    revealAt: null,
    revealed: false,
    owner: { id: 'u1', name: 'Grace Hopper', avatarUrl: null },
    collaboratorCount: 1,
    stats,
    createdAt: AT,
    updatedAt: AT,
    ...extra,
  };
}
function list(id: string, title: string, role: 'owner' | 'editor' | 'viewer', extra: Record<string, unknown> = {}) {
  return { ...wishlist(id, title, extra), role };
}
const ITEM = {
  id: 'i1', wishlistId: 'w1', title: 'Pour-over kit', description: null, url: null, imageUrl: null, price: null, currency: 'USD', priority: 1, quantity: 1,
  notes: null, externalProductId: null, productId: 'p1', position: 1, isSurprise: false, createdAt: AT, updatedAt: AT, claims: null, claimedQuantity: null, reserved: null,
};

/** The session probe, the person's lists, adding an item and creating a list. */
function fakeServer(signedIn: boolean) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url === '/api/session') return json({ user: signedIn ? { id: 'u1', name: 'Grace Hopper', email: 'g@example.com', role: 'user', profile: { onboardingCompleted: true } } : null });
      if (url === '/api/wishlists' && method === 'GET') {
        return json({
          wishlists: [
            list('w-default', 'My wishlist', 'owner', { isDefault: true }),
            list('w-kitchen', 'Kitchen ideas', 'owner'),
            list('w-shared', 'Sam’s wedding', 'editor'),
            list('w-view', 'Only looking', 'viewer'),
            list('w-old', 'Last year', 'owner', { archivedAt: '2026-01-01T00:00:00.000Z' }),
          ],
        });
      }
      if (method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init?.body)) });
        if (url === '/api/wishlists') return json({ wishlist: wishlist('w-new', 'Birthday ideas') }, 201);
        return json({ item: ITEM }, 201);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
  return posts;
}

function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The dialog and its calls load on demand, with the contracts (zod): slow on a busy machine.
describe('SaveToButton', { timeout: 20_000 }, () => {
  it('offers only the lists the person may add to (not viewer-only or archived ones), the default chosen first', async () => {
    const posts = fakeServer(true);
    renderWithApp(<SaveToButton source={{ productId: 'p1' }} title="Pour-over kit" />);
    // Signed in, the button opens the dialog (once the session probe has answered).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save to… a wishlist: Pour-over kit' }).getAttribute('aria-haspopup')).toBe('dialog'), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save to… a wishlist: Pour-over kit' }));
    // The dialog is loaded on demand (with the contracts it calls through).
    const dialog = await screen.findByRole('dialog', { name: 'Save to…' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(3), { timeout: 5000 });
    expect(within(dialog).getAllByRole('radio').map((r) => (r.closest('label') as HTMLElement).textContent)).toEqual([
      'My wishlist2 items',
      'Kitchen ideas2 items',
      'Sam’s wedding2 items',
    ]);
    expect((within(dialog).getByRole('radio', { name: /My wishlist/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Kitchen ideas/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved to Kitchen ideas', {}, { timeout: 5000 })).toBeTruthy();
    expect(posts).toEqual([{ url: '/api/wishlists/w-kitchen/items', body: { productId: 'p1' } }]);
  });

  it('creates a new list named on the spot and saves the pick into it', async () => {
    const posts = fakeServer(true);
    renderWithApp(<SaveToButton source={{ recommendationItemId: 'r1' }} title="Gift idea" />);
    // Signed in, the button opens the dialog (once the session probe has answered).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save to… a wishlist: Gift idea' }).getAttribute('aria-haspopup')).toBe('dialog'), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save to… a wishlist: Gift idea' }));
    // The dialog is loaded on demand (with the contracts it calls through).
    const dialog = await screen.findByRole('dialog', { name: 'Save to…' }, { timeout: 5000 });
    fireEvent.change(await within(dialog).findByLabelText('Or a new list', {}, { timeout: 5000 }), { target: { value: 'Birthday ideas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved to Birthday ideas', {}, { timeout: 5000 })).toBeTruthy();
    expect(posts).toEqual([
      { url: '/api/wishlists', body: { title: 'Birthday ideas' } },
      { url: '/api/wishlists/w-new/items', body: { recommendationItemId: 'r1' } },
    ]);
  });

  it('signed out, it asks the person to sign in and sends nothing', async () => {
    const posts = fakeServer(false);
    renderWithApp(<SaveToButton source={{ productId: 'p1' }} title="Pour-over kit" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/session', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('button', { name: 'Save to… a wishlist: Pour-over kit' }));
    expect(await screen.findByText('Sign in to save gifts to your wishlist')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([]);
  });
});
