import { describe, expect, it } from 'vitest';
import { isCanonicalPath, rawPathOf, resolvedPathOf } from './request-path.js';

describe('request paths', () => {
  it.each([
    ['/api/auth/./sign-in/email', '/api/auth/sign-in/email'],
    ['/api/auth/%2e/sign-in/email', '/api/auth/sign-in/email'],
    ['/api/auth/%2E%2E/auth/sign-in/email', '/api/auth/sign-in/email'],
    ['/api/auth/sign-in\\email', '/api/auth/sign-in/email'],
    ['/api/auth/x\\..\\sign-in/email', '/api/auth/sign-in/email'],
    ['/api/auth/sign-in/email#x', '/api/auth/sign-in/email'],
  ])('resolves %s as Better Auth does (%s) and calls it not canonical', (url, resolved) => {
    expect(resolvedPathOf(url)).toBe(resolved);
    expect(new URL(url, 'http://localhost:3000').pathname).toBe(resolved);
    expect(isCanonicalPath(url)).toBe(false);
  });

  it('leaves a plain path and its query alone', () => {
    expect(rawPathOf('/api/auth/sign-in/email?a=1')).toBe('/api/auth/sign-in/email');
    expect(isCanonicalPath('/api/auth/sign-in/email?a=./b')).toBe(true);
    expect(isCanonicalPath('/api/recipients/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11')).toBe(true);
  });
});
