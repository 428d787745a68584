import { describe, expect, it, vi } from 'vitest';
import { wishlistsApi } from '#shared/api/wishlists';
import { areaKey, call, endpointKey, queryKeyFor } from '#client/lib/api-call';
import { wishlistKey, wishlistsArea } from './wishlist-keys';

const CLAIM = {
  id: 'c1',
  status: 'pending',
  quantity: 1,
  purchased: false,
  purchasedAt: null,
  hideName: false,
  name: 'Zelda',
  createdAt: '2026-11-28T10:00:00.000Z',
  item: { id: 'i1', title: 'Kettle', imageUrl: null, url: null, price: null, currency: 'USD', quantity: 1, isSurprise: false, productId: null },
  wishlist: { id: 'w1', title: 'Birthday', ownerName: 'Olive', eventDate: null },
};

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('the wishlists kit\'s keys (no contracts on the first load)', () => {
  it('are the keys queryKeyFor gives, and every one starts with the area the heart invalidates', () => {
    expect(wishlistKey('shared', { params: { token: 'abc' } })).toEqual(queryKeyFor(wishlistsApi.shared, { params: { token: 'abc' } }));
    expect(wishlistKey('mine', {})).toEqual(queryKeyFor(wishlistsApi.mine, {}));
    expect(wishlistsArea).toEqual(areaKey(wishlistsApi.mine));
    for (const endpoint of Object.values(wishlistsApi)) expect(endpointKey(endpoint)[0]).toBe(wishlistsArea[0]);
  });
});

describe('call() for the wishlist contracts', () => {
  it('sends an upload as its multipart form, to the contract\'s URL', async () => {
    const fetchImpl = answering(200, { wishlist: {} });
    const file = new Blob(['x'], { type: 'image/png' });
    await call(wishlistsApi.uploadCover, { params: { id: 'w1' }, body: file }, { fetchImpl }).catch(() => undefined);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/wishlists/w1/cover');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('cover')).toBeInstanceOf(Blob);
  });

  it('keeps the message of a share-link visitor\'s claim (202) and answers a signed-in one (201) without it', async () => {
    const input = { params: { token: 'a'.repeat(43), itemId: 'i1' }, body: { name: 'Zelda', email: 'z@example.com' } };
    const pending = await call(wishlistsApi.sharedClaim, input, { fetchImpl: answering(202, { claim: CLAIM, message: 'Check your email' }) });
    expect(pending).toEqual({ claim: CLAIM, message: 'Check your email' });
    const confirmed = await call(wishlistsApi.sharedClaim, input, { fetchImpl: answering(201, { claim: { ...CLAIM, status: 'confirmed' } }) });
    expect(confirmed).toEqual({ claim: { ...CLAIM, status: 'confirmed' } });
  });
});
