// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GiftProduct } from '#shared/schemas/products';
import { Toaster } from '#client/components/ui/toaster';
import { AuthProvider, useAuth } from '#client/lib/auth/auth-context';
import { bestsellersQuery } from '#client/kits/products/api/products-api';
import { GiftCard } from './gift-card';
import { GiftGrid } from './gift-grid';

function giftProduct(overrides: Partial<GiftProduct> = {}): GiftProduct {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Pour-over Coffee Kit',
    description: 'A glass dripper, filters and a kettle.',
    price: 40,
    originalPrice: 50,
    currency: 'USD',
    image: '/images/products/coffee.webp',
    category: 'Home & Garden',
    tags: ['Brewista', 'prime', 'highly-rated', 'popular', 'Home & Garden'],
    giftScore: 92,
    rating: 4.6,
    reviews: 12345,
    reasonsForRecommendation: ['Great reviews', 'Thousands of reviews', 'Prime delivery', 'On sale now'],
    inWishlist: false,
    retailer: 'Amazon',
    amazonUrl: 'https://www.amazon.com/dp/B000TEST?tag=giftwise-20',
    url: 'https://www.amazon.com/dp/B000TEST?tag=giftwise-20',
    brand: 'Brewista',
    isPrime: true,
    salesRank: 40,
    cachedAt: '2026-06-10T10:00:00.000Z',
    source: 'sample',
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake of the API behind a card: the session probe, the best sellers and the default wishlist's items. */
function fakeServer(opts: { signedIn: boolean; failAdd?: boolean }) {
  const saved = new Set<string>();
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/session') {
      return json({
        user: opts.signedIn ? { id: 'u1', name: 'Grace Hopper', email: 'grace@example.com', role: 'user', profile: { onboardingCompleted: true } } : null,
      });
    }
    if (url.startsWith('/api/bestsellers?')) {
      const product = giftProduct({ inWishlist: saved.has(giftProduct().id) });
      return json({ success: true, products: [product], cached: true, lastUpdated: product.cachedAt, source: 'sample' });
    }
    if (url === '/api/wishlists/default/items' && method === 'POST') {
      if (opts.failAdd) return json({ error: { code: 'SERVER_ERROR', message: 'The wishlist could not be saved.' } }, 500);
      const { productId } = JSON.parse(String(init?.body)) as { productId: string };
      saved.add(productId);
      // The contract's whole answer: the client parses it with the contract's schema.
      const item = {
        id: 'i1', wishlistId: 'w1', title: 'A gift', description: null, url: null, imageUrl: null, price: 20, currency: 'USD',
        priority: 1, externalProductId: null, productId, createdAt: '2026-01-01T00:00:00.000Z',
      };
      return json({ item, wishlistId: 'w1' }, 201);
    }
    const remove = url.match(/^\/api\/wishlists\/default\/items\/by-product\/(.+)$/);
    if (remove && method === 'DELETE') {
      saved.delete(remove[1]);
      return new Response(null, { status: 204 });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchImpl);
  // Sonner follows the system theme.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  return { calls, saved };
}

function HomeList() {
  const { user } = useAuth();
  const list = useQuery(bestsellersQuery({ category: null, userId: 'u1' }));
  return (
    <>
      {user ? <p>Signed in as {user.name}</p> : null}
      <GiftGrid products={list.data?.products} />
    </>
  );
}

function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={ui} />
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GiftCard', () => {
  it('shows the price, the discount, the score, the rating, tags and reasons, and links to the retailer', () => {
    fakeServer({ signedIn: false });
    renderWithApp(<GiftCard product={giftProduct()} />);
    const card = screen.getByRole('article', { name: /Pour-over Coffee Kit/ });
    expect(card).toHaveProperty('dataset.category', 'Home & Garden');
    expect(within(card).getByText('$40.00')).toBeTruthy();
    expect(within(card).getByText('$50.00').closest('s')).toBeTruthy();
    expect(within(card).getByText('20% off')).toBeTruthy();
    const score = within(card).getByText(/Gift score/);
    expect(score.textContent).toBe('Gift score 92');
    expect(score.dataset.scoreColour).toBe('green');
    expect(within(card).getByText('Rated 4.6 out of 5 from 12,345 reviews')).toBeTruthy();
    // Grid: two tags, then +N for the rest.
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Brewista', 'Prime', '+3 more: Highly rated, Popular, Home & Garden']);
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toContain('Great reviews');
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('https://www.amazon.com/dp/B000TEST?tag=giftwise-20');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('sponsored noopener');
    }
    expect(within(card).getByRole('link', { name: /^View/ })).toBeTruthy();
  });

  it('shows three tags and every reason in the list view, and no discount when not on sale', () => {
    fakeServer({ signedIn: false });
    renderWithApp(<GiftCard product={giftProduct({ originalPrice: null, giftScore: 75 })} view="list" />);
    const card = screen.getByRole('article');
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Brewista', 'Prime', 'Highly rated', '+2 more: Popular, Home & Garden']);
    expect(within(within(card).getByRole('list', { name: 'Why it makes a good gift' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card).queryByText(/% off/)).toBeNull();
    expect(within(card).getByText(/Gift score/).dataset.scoreColour).toBe('yellow');
  });

  it('falls back to the placeholder when the image fails', () => {
    fakeServer({ signedIn: false });
    renderWithApp(<GiftCard product={giftProduct()} />);
    const image = screen.getByRole('article').querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('offers sign-in when a signed-out visitor presses the heart', async () => {
    const server = fakeServer({ signedIn: false });
    renderWithApp(<GiftCard product={giftProduct()} />);
    await waitFor(() => expect(server.calls).toContain('GET /api/session'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Sign in to save gifts to your wishlist')).toBeTruthy();
    expect(server.calls.some((c) => c.includes('/api/wishlists'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('saves to and removes from the default wishlist when signed in, with the spec toasts', async () => {
    const server = fakeServer({ signedIn: true });
    renderWithApp(<HomeList />);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await screen.findByText('Signed in as Grace Hopper');
    await act(async () => {
      fireEvent.click(heart);
    });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Added to wishlist')).toBeTruthy();
    expect(server.calls).toContain('POST /api/wishlists/default/items');
    expect(server.saved.has(giftProduct().id)).toBe(true);

    const pressed = screen.getByRole('button', { name: 'Remove from wishlist' });
    await waitFor(() => expect(pressed.getAttribute('aria-busy')).toBeNull());
    await act(async () => {
      fireEvent.click(pressed);
    });
    expect(await screen.findByText('Removed from wishlist')).toBeTruthy();
    expect(pressed.getAttribute('aria-pressed')).toBe('false');
    expect(server.saved.size).toBe(0);
  });

  it('puts the heart back and says why when saving fails', async () => {
    fakeServer({ signedIn: true, failAdd: true });
    renderWithApp(<HomeList />);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await screen.findByText('Signed in as Grace Hopper');
    await act(async () => {
      fireEvent.click(heart);
    });
    expect(await screen.findByText('The wishlist could not be saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to wishlist' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('copies the retailer link to share it', async () => {
    fakeServer({ signedIn: false });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<GiftCard product={giftProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://www.amazon.com/dp/B000TEST?tag=giftwise-20');
  });
});
