import { describe, expect, it } from 'vitest';
import { type PageState, SERVER_RENDERED_PATHS, serializePageState, sharedWishlistToken } from './page-state';

const state = (name: string): PageState => ({
  renderedAt: 1_764_000_000_000,
  session: { user: { name } as NonNullable<PageState['session']['user']> },
  siteConfig: { blockContextMenu: false, socialFeatures: true, userRegistration: true, aiRecommendations: true },
  bestsellers: null,
  sharedWishlist: null,
});

describe('serializePageState', () => {
  it('writes no "<" at all, so text inside cannot end the <script> block or open a comment', () => {
    const json = serializePageState(state('</script><script>alert(1)</script><!--'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(state('</script><script>alert(1)</script><!--'));
  });

  it('escapes the line and paragraph separators', () => {
    const json = serializePageState(state('a\u2028b\u2029c'));
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(state('a\u2028b\u2029c'));
  });
});

describe('SERVER_RENDERED_PATHS', () => {
  it('holds the public pages issue 9 lists', () => {
    expect([...SERVER_RENDERED_PATHS].sort()).toEqual(
      ['/', '/how-it-works', '/discover', '/login', '/signup', '/about', '/help', '/examples', '/privacy', '/terms', '/cookie-policy', '/blog', '/wishlists/shared/:token'].sort(),
    );
  });
});

describe('sharedWishlistToken', () => {
  it("reads the token of a shared list's page, decoded", () => {
    expect(sharedWishlistToken('/wishlists/shared/abc_DEF-123')).toBe('abc_DEF-123');
    expect(sharedWishlistToken('/wishlists/shared/a%20b')).toBe('a b');
  });

  it('is null on any other path, and on a broken escape', () => {
    expect(sharedWishlistToken('/wishlists/abc')).toBeNull();
    expect(sharedWishlistToken('/wishlists/shared/abc/items')).toBeNull();
    expect(sharedWishlistToken('/wishlists/shared/')).toBeNull();
    expect(sharedWishlistToken('/wishlists/shared/%E0%A4%A')).toBeNull();
  });
});
