import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('uses argon2id at OWASP parameters and verifies', async () => {
    const hash = await hashPassword('secret-123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: 'secret-123' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'secret-124' })).toBe(false);
  });

  it('treats a hash in another format as a failed check', async () => {
    expect(await verifyPassword({ hash: 'salt:scrypt-hash', password: 'x' })).toBe(false);
  });
});
