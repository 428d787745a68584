import type { SessionResponse } from '#shared/schemas/auth';
import type { BestsellersResponse } from '#shared/schemas/products';
import type { SiteConfigResponse } from '#shared/schemas/site-config';
import type { WishlistDetailResponse } from '#shared/schemas/wishlists/items';

/**
 * What a server-rendered page carries for the client (docs/decisions/165): the answers the client would
 * otherwise ask for first, so that the HTML and the first client render agree and no second request is made.
 * It travels in a non-executable `<script type="application/json">` block, which the strict CSP allows.
 */
export interface PageState {
  /** The server's clock when it rendered (ms): what "now" is during hydration, so relative times match. */
  renderedAt: number;
  session: SessionResponse;
  siteConfig: SiteConfigResponse;
  /** The first page of best sellers (every category, the default limit), on the home page only. */
  bestsellers: BestsellersResponse | null;
  /** On /wishlists/shared/{token} only: the list as GET /api/wishlists/shared/{token} answers this visitor. */
  sharedWishlist: SharedWishlistState | null;
}

/** A share link's answer for the page: the list, or the API's error (an unknown, expired or revoked link). */
export type SharedWishlistState =
  | { token: string; detail: WishlistDetailResponse }
  | { token: string; error: { status: number; code: string; message: string } };

const SHARED_WISHLIST_PATH = /^\/wishlists\/shared\/([^/]+)$/;

/** The share token a page path opens, or null when the path is not a shared list's page. */
export function sharedWishlistToken(pathname: string): string | null {
  const match = SHARED_WISHLIST_PATH.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The id of the JSON block that holds the page state. */
export const PAGE_STATE_ELEMENT_ID = 'giftwise-page-state';

/**
 * The public pages the server renders in full (issue 9, item 2); every other page gets the server-rendered
 * shell (header, layout, footer) with a loading state, and renders its content after hydration.
 */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/how-it-works',
  '/discover',
  '/login',
  '/signup',
  '/about',
  '/help',
  '/examples',
  '/privacy',
  '/terms',
  '/cookie-policy',
  '/blog',
  '/wishlists/shared/:token',
]);

/**
 * JSON for an HTML <script> element: `<` is escaped so that no text inside can close the element or open a
 * comment (a product title holding "</script>" stays data). U+2028/2029 are escaped for old parsers.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
