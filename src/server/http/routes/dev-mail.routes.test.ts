import { describe, expect, it } from 'vitest';
import { isOwnHost } from './dev-mail.routes.js';

describe('isOwnHost', () => {
  it("accepts only BASE_URL's host and port", () => {
    expect(isOwnHost('localhost:3000', 'http://localhost:3000')).toBe(true);
    expect(isOwnHost('LocalHost:3000', 'http://localhost:3000')).toBe(true);
    expect(isOwnHost('giftwise.example', 'https://giftwise.example')).toBe(true);
    expect(isOwnHost('evil.example:3000', 'http://localhost:3000')).toBe(false);
    expect(isOwnHost('localhost', 'http://localhost:3000')).toBe(false);
    expect(isOwnHost('127.0.0.1:3000', 'http://localhost:3000')).toBe(false);
    expect(isOwnHost(undefined, 'http://localhost:3000')).toBe(false);
  });
});
