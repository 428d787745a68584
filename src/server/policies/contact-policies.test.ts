import { describe, expect, it } from 'vitest';
import { can } from './index.js';

const person = { userId: 'u1', email: 'a@example.com', role: 'user' as const, sessionId: 's1', emailVerified: true };

describe('contact:send', () => {
  it('lets visitors and signed-in people write to support (the rate limit bounds it)', () => {
    expect(can(null, 'contact:send')).toBe(true);
    expect(can(person, 'contact:send')).toBe(true);
    expect(can({ ...person, role: 'admin' }, 'contact:send')).toBe(true);
  });
});
