import { describe, expect, it, vi } from 'vitest';
import { defineArea, multipartFile } from '#shared/api/contract';
import { productsApi } from '#shared/api/products';
import { call, endpointKey, queryKeyFor, UNEXPECTED_ANSWER_MESSAGE } from './api-call';

const LIST = { success: true, products: [], cached: true, lastUpdated: null, source: 'sample' };

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('call', () => {
  it('builds the URL and method from the contract and returns the parsed answer', async () => {
    const fetchImpl = answering(200, LIST);
    const answer = await call(productsApi.bestsellers, { query: { category: 'Home & Garden', limit: 6 } }, { fetchImpl });
    expect(answer).toEqual(LIST);
    expect(fetchImpl).toHaveBeenCalledWith('/api/bestsellers?category=Home+%26+Garden&limit=6', expect.objectContaining({ method: 'GET' }));
  });

  it('sends a write with the contract\'s method', async () => {
    const fetchImpl = answering(200, { message: 'Product cache refreshed', refreshed: true, coalesced: false, source: 'sample' });
    await call(productsApi.refresh, {}, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith('/api/bestsellers/refresh', expect.objectContaining({ method: 'POST' }));
  });

  it('refuses an answer the contract does not describe (core-app.md 7: success false, or no products)', async () => {
    for (const body of [{ ...LIST, success: false }, { success: true }, 'not json']) {
      await expect(call(productsApi.bestsellers, { query: {} }, { fetchImpl: answering(200, body) })).rejects.toMatchObject({
        message: UNEXPECTED_ANSWER_MESSAGE,
      });
    }
  });

  it('sends a file body as multipart form data under the contract\'s field (decision 183)', async () => {
    const uploads = defineArea('uploads', {
      photo: {
        method: 'POST',
        path: '/api/photos',
        summary: 'A photo',
        access: 'person',
        body: multipartFile('photo', { maxBytes: 1000, accept: ['image/png'] }),
        responses: { 204: null },
      },
    });
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await call(uploads.photo, { body: new File(['x'], 'me.png', { type: 'image/png' }) }, { fetchImpl });
    const init = fetchImpl.mock.calls[0][1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).get('photo') as File).name).toBe('me.png');
  });

  it('keeps the server\'s error shape for a refusal', async () => {
    const fetchImpl = answering(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid input: limit', fields: { limit: 'Must be at most 50' } } });
    await expect(call(productsApi.bestsellers, { query: { limit: 99 } }, { fetchImpl })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      fields: { limit: 'Must be at most 50' },
    });
  });
});

describe('query keys', () => {
  it('start with the area and the endpoint name, so either prefix invalidates them', () => {
    const key = queryKeyFor(productsApi.search, { query: { q: 'lamp' } }, 'u1');
    expect(key).toEqual(['products', 'search', { query: { q: 'lamp' }, viewer: 'u1' }]);
    expect(key.slice(0, 2)).toEqual(endpointKey(productsApi.search));
  });
});
