import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBoxError, decryptSecret, encryptSecret, isSealedSecret, maskSecret } from './secret-box.js';

const key = Buffer.alloc(32, 7);
const apiKey = 'sk-or-v1-0123456789abcdef0123456789abcdef';

/** Flips one bit of one base64url field of a sealed text. */
function flipBit(sealed: string, field: 1 | 2 | 3): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[field], 'base64url');
  bytes[0] ^= 0x01;
  parts[field] = bytes.toString('base64url');
  return parts.join(':');
}

describe('encryptSecret / decryptSecret', () => {
  it('round-trips text, including empty and non-ASCII text', () => {
    for (const plain of [apiKey, '', 'clé secrète ✓']) {
      expect(decryptSecret(encryptSecret(plain, key), key)).toBe(plain);
    }
  });

  it('writes the versioned format and never the key itself or its base64', () => {
    const sealed = encryptSecret(apiKey, key);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(isSealedSecret(sealed)).toBe(true);
    expect(sealed).not.toContain(apiKey);
    expect(sealed).not.toContain(Buffer.from(apiKey).toString('base64'));
    expect(sealed).not.toContain(Buffer.from(apiKey).toString('base64url'));
  });

  it('uses a fresh IV each time, so equal secrets do not give equal texts', () => {
    const a = encryptSecret(apiKey, key);
    const b = encryptSecret(apiKey, key);
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const sealed = encryptSecret(apiKey, key);
    for (const field of [1, 2, 3] as const) {
      expect(() => decryptSecret(flipBit(sealed, field), key)).toThrow(SecretBoxError);
    }
  });

  it('fails under a wrong key', () => {
    const sealed = encryptSecret(apiKey, key);
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow(SecretBoxError);
  });

  it('binds the context: a text sealed for one place does not open in another', () => {
    const sealed = encryptSecret(apiKey, key, 'api_configurations:openrouter');
    expect(decryptSecret(sealed, key, 'api_configurations:openrouter')).toBe(apiKey);
    expect(() => decryptSecret(sealed, key, 'affiliate_configs:amazon')).toThrow(SecretBoxError);
    expect(() => decryptSecret(sealed, key)).toThrow(SecretBoxError);
  });

  it('refuses unknown versions, malformed texts and plain base64', () => {
    const sealed = encryptSecret(apiKey, key);
    expect(() => decryptSecret(sealed.replace(/^v1:/, 'v2:'), key)).toThrow('Unrecognised secret format');
    expect(() => decryptSecret('v1:abc', key)).toThrow('Unrecognised secret format');
    expect(() => decryptSecret(Buffer.from(apiKey).toString('base64'), key)).toThrow(SecretBoxError);
    expect(isSealedSecret(Buffer.from(apiKey).toString('base64'))).toBe(false);
    // The real format, not just the prefix (issue 8).
    expect(isSealedSecret(`v1:${apiKey}`)).toBe(false);
    expect(isSealedSecret('v1:abc:def:ghi')).toBe(false);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptSecret(apiKey, Buffer.alloc(16))).toThrow('The secrets key must be 32 bytes');
    expect(() => decryptSecret(encryptSecret(apiKey, key), Buffer.alloc(31))).toThrow(SecretBoxError);
  });
});

describe('maskSecret', () => {
  it('shows the first 3 and last 4 characters of a key', () => {
    expect(maskSecret(apiKey)).toBe('sk-…cdef');
    expect(maskSecret('AKIAIOSFODNN7EXAMPLE')).toBe('AKI…MPLE');
  });

  it('masks short values whole and leaves nothing for empty ones', () => {
    expect(maskSecret('short-secret')).toBe('••••');
    expect(maskSecret('')).toBe('');
    expect(maskSecret(null)).toBe('');
    expect(maskSecret(undefined)).toBe('');
  });

  it('never reveals the middle of the secret', () => {
    const masked = maskSecret(apiKey);
    expect(masked).not.toContain(apiKey.slice(3, -4));
    expect(masked.length).toBeLessThan(apiKey.length);
  });
});
