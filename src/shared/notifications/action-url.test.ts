import { describe, expect, it } from 'vitest';
import { isInAppPath } from './action-url';

describe('isInAppPath', () => {
  it.each(['/onboarding', '/recipients?tab=birthdays', '/', '/wishlists/abc#items'])('follows %s', (url) => {
    expect(isInAppPath(url)).toBe(true);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'onboarding', '/a b', '', null, undefined])(
    'refuses %s',
    (url) => {
      expect(isInAppPath(url)).toBe(false);
    },
  );
});
