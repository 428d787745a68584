import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push.js';

describe('isAllowedPushEndpoint', () => {
  it('allows https push services', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
  });
  it('allows http on this machine only when the server says so (never in production)', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/p', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:9000/p', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:9000/p', false)).toBe(false);
    expect(isAllowedPushEndpoint('http://push.example.net/p', true)).toBe(false);
  });
  it('refuses other schemes, credentials in the URL and text that is not a URL', () => {
    expect(isAllowedPushEndpoint('ftp://push.example.net/p', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@push.example.net/p', true)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', true)).toBe(false);
  });
});
