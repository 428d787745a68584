import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, errorFromNetworkFailure, errorFromResponse } from './api-client';
import { shouldRetryQuery } from './query-client';

function fakeFetch(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

describe('apiRequest', () => {
  it('sends JSON on the same origin with cookies and returns the parsed answer', async () => {
    const fetchImpl = fakeFetch(200, { ok: 1 });
    await expect(apiRequest('/api/thing', { method: 'POST', body: { a: 1 }, fetchImpl })).resolves.toEqual({ ok: 1 });
    expect(fetchImpl).toHaveBeenCalledWith('/api/thing', {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it('sends no body or content type on a GET', async () => {
    const fetchImpl = fakeFetch(204);
    await expect(apiRequest('/api/thing', { fetchImpl })).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledWith('/api/thing', expect.objectContaining({ method: 'GET', body: undefined, headers: { accept: 'application/json' } }));
  });

  it('uploads files as multipart form data, leaving the content type and boundary to the browser', async () => {
    const fetchImpl = fakeFetch(200, { avatarUrl: '/api/media/1' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await expect(api.upload('/api/profile/avatar', { avatar: file }, { fetchImpl })).resolves.toEqual({ avatarUrl: '/api/media/1' });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { accept: 'application/json' } });
    const sent = init.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('avatar') as File).name).toBe('me.png');
  });

  it('answers a refused upload with the same ApiError as any call', async () => {
    const fetchImpl = fakeFetch(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid image', fields: { avatar: 'Please choose a JPEG, PNG or WebP image' } } });
    const error = await api.upload('/api/profile/avatar', { avatar: new Blob(['x']) }, { fetchImpl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, fields: { avatar: 'Please choose a JPEG, PNG or WebP image' } });
  });

  it('throws an ApiError carrying the common error shape', async () => {
    const fetchImpl = fakeFetch(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid input: email', fields: { email: 'Please enter a valid email address' } } });
    const error = await apiRequest('/api/thing', { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'Invalid input: email',
      serverMessage: 'Invalid input: email',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('turns a fetch that never answered into NETWORK_ERROR', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/thing', { fetchImpl })).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0, serverMessage: undefined });
  });
});

describe('errorFromResponse (error.code first, then the status)', () => {
  it('keeps the code the server named even when the status says otherwise', () => {
    expect(errorFromResponse(403, { error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Slow down' } }).code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('classifies by status when the body has no catalogue code', () => {
    expect(errorFromResponse(401, undefined).code).toBe('AUTHENTICATION_ERROR');
    expect(errorFromResponse(404, 'Not Found').code).toBe('RESOURCE_NOT_FOUND');
    expect(errorFromResponse(429, { error: { code: 'SOMETHING_ELSE' } }).code).toBe('RATE_LIMIT_EXCEEDED');
    expect(errorFromResponse(502, '<html>Bad gateway</html>').code).toBe('SERVICE_UNAVAILABLE');
  });

  it("falls back to the catalogue's user message when the server sent none", () => {
    const error = errorFromResponse(503, undefined);
    expect(error.message).toBe('Service is currently unavailable. Please try again later.');
    expect(error.serverMessage).toBeUndefined();
    expect(errorFromResponse(400, { error: { code: 'VALIDATION_ERROR', message: '   ' } }).serverMessage).toBeUndefined();
  });

  it('keeps only string field messages', () => {
    expect(errorFromResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'x', fields: { a: 'A', b: 3 } } }).fields).toEqual({ a: 'A' });
  });
});

describe('errorFromNetworkFailure', () => {
  it("says so in the catalogue's words", () => {
    expect(errorFromNetworkFailure(new TypeError('Failed to fetch')).message).toMatch(/connection|offline/i);
  });
});

describe('shouldRetryQuery', () => {
  it('does not retry what a retry cannot fix, and retries the rest twice', () => {
    expect(shouldRetryQuery(0, errorFromResponse(404, undefined))).toBe(false);
    expect(shouldRetryQuery(0, errorFromResponse(503, undefined))).toBe(true);
    expect(shouldRetryQuery(1, errorFromNetworkFailure(new TypeError('Failed to fetch')))).toBe(true);
    expect(shouldRetryQuery(2, errorFromResponse(503, undefined))).toBe(false);
  });
});
