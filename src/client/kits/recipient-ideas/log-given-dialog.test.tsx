// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GiftProduct } from '#shared/schemas/products';
import { Toaster } from '#client/components/ui/toaster';
import { giftFromProduct, givenGiftInput } from './given-gift';
import LogGivenDialog from './log-given-dialog';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const RECIPIENT_ID = 'b2222222-2222-4222-8222-222222222222';
const PRODUCT_ID = 'c3333333-3333-4333-8333-333333333333';

/** Whole answers, as the contracts describe them (the calls parse every answer). */
const recipient = (id: string, name: string) => ({
  id, name, age: null, gender: null, relationship: null, interests: [], personality_traits: [], additional_info: null, birthday: null,
  email: null, email_reminders: true, push_reminders: false, clothing_size: null, shoe_size: null, ring_size: null, favorite_brands: [],
  favorite_stores: [], dislikes: null, allergies: null, already_has: null, next_birthday: null, days_until_birthday: null,
  updated_at: '2026-11-01T00:00:00.000Z',
});
const entry = {
  id: 'e1', recipient_id: RECIPIENT_ID, recipient_name: 'Olga', recipient_relationship: null, gift_date: '2026-11-01', product_title: 'Mug',
  product_price: null, product_url: null, product_id: null, occasion_type: null, satisfaction_rating: null, category: null, notes: null,
  updated_at: '2026-11-01T00:00:00.000Z',
};

/** The person's recipients and the gift-history endpoint, recording what is posted. */
function fakeServer() {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/recipients')) return json({ recipients: [recipient(RECIPIENT_ID, 'Olga')] });
      if (url === '/api/gift-history' && init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return json({ entry }, 201);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('givenGiftInput', () => {
  it('sends a wishlist item’s title, price and link, with the recipient and date', () => {
    expect(givenGiftInput({ title: 'Ceramic teapot', price: 38.5, url: 'https://shop.example.com/teapot', productId: null }, RECIPIENT_ID, '2026-11-20')).toEqual({
      recipient_id: RECIPIENT_ID,
      gift_date: '2026-11-20',
      product_title: 'Ceramic teapot',
      product_price: 38.5,
      product_url: 'https://shop.example.com/teapot',
      category: null,
      product_id: null,
    });
  });

  it('sends no recipient for “No recipient”, no link that is not http(s), and no product id that is not one', () => {
    expect(givenGiftInput({ title: 'Scarf', price: null, url: 'javascript:alert(1)', productId: 'bestseller-42' }, '', '2026-11-20')).toMatchObject({
      recipient_id: null,
      product_price: null,
      product_url: null,
      product_id: null,
    });
    expect(givenGiftInput({ title: 'Scarf', price: null, url: null }, '', '2026-11-20')).toMatchObject({ product_url: null, category: null, product_id: null });
  });

  it('keeps a pick’s category and catalogue product id', () => {
    const product = { id: PRODUCT_ID, title: 'Pour-over kit', price: 45, amazonUrl: 'https://www.amazon.com/dp/B000', category: 'Home & Garden' } as unknown as GiftProduct;
    expect(givenGiftInput(giftFromProduct(product), RECIPIENT_ID, '2026-11-01')).toEqual({
      recipient_id: RECIPIENT_ID,
      gift_date: '2026-11-01',
      product_title: 'Pour-over kit',
      product_price: 45,
      product_url: 'https://www.amazon.com/dp/B000',
      category: 'Home & Garden',
      product_id: PRODUCT_ID,
    });
  });
});

describe('LogGivenDialog', () => {
  it('posts the plain gift with the chosen recipient and date, then closes', async () => {
    const posts = fakeServer();
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LogGivenDialog gift={{ title: 'Ceramic teapot', price: 38.5, url: 'https://shop.example.com/teapot', productId: PRODUCT_ID }} onClose={onClose} />
        <Toaster />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log as given' });
    expect(dialog.textContent).toContain('“Ceramic teapot” goes into your Gift History.');
    await within(dialog).findByRole('option', { name: 'Olga' });
    fireEvent.change(within(dialog).getByLabelText('Given to'), { target: { value: RECIPIENT_ID } });
    fireEvent.change(within(dialog).getByLabelText('Date given'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log gift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        url: '/api/gift-history',
        body: {
          recipient_id: RECIPIENT_ID,
          gift_date: '2026-11-20',
          product_title: 'Ceramic teapot',
          product_price: 38.5,
          product_url: 'https://shop.example.com/teapot',
          category: null,
          product_id: PRODUCT_ID,
        },
      },
    ]);
    expect(await screen.findByText('Logged in your Gift History')).toBeTruthy();
  });
});
