import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const secret = 'a-test-secret-long-enough-for-hmac';

describe('unsubscribe tokens', () => {
  it('round-trips the address (lower-cased) and the scope', () => {
    const token = signUnsubscribeToken(secret, { email: 'Ana@Example.com ', scope: 'marketing' });
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ email: 'ana@example.com', scope: 'marketing' });
  });

  it('is URL-safe', () => {
    const token = signUnsubscribeToken(secret, { email: 'a+b@example.com', scope: 'all' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuses a token signed with another secret', () => {
    const token = signUnsubscribeToken('another-secret', { email: 'ana@example.com', scope: 'all' });
    expect(verifyUnsubscribeToken(secret, token)).toBeNull();
  });

  it('refuses a token whose payload was changed', () => {
    const token = signUnsubscribeToken(secret, { email: 'ana@example.com', scope: 'reminders' });
    const [, sig] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ e: 'bob@example.com', s: 'reminders' })).toString('base64url');
    expect(verifyUnsubscribeToken(secret, `${forgedBody}.${sig}`)).toBeNull();
  });

  it('refuses a truncated signature and malformed input', () => {
    const token = signUnsubscribeToken(secret, { email: 'ana@example.com', scope: 'all' });
    expect(verifyUnsubscribeToken(secret, token.slice(0, -4))).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'nope')).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'a.b.c')).toBeNull();
    expect(verifyUnsubscribeToken(secret, '')).toBeNull();
  });

  it('refuses a correctly signed payload of the wrong shape', () => {
    // Signed with the right secret but carrying an unknown scope: still refused.
    const body = Buffer.from(JSON.stringify({ e: 'ana@example.com', s: 'everything' })).toString('base64url');
    const sig = createHmac('sha256', secret).update(`giftwise-unsubscribe-v1.${body}`).digest('base64url');
    expect(verifyUnsubscribeToken(secret, `${body}.${sig}`)).toBeNull();
  });
});
