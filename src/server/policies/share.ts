import { rule } from './rule.js';

/** A share link being opened. */
export interface ShareLinkResource {
  isActive: boolean;
  expiresAt: Date | null;
  listActive: boolean;
  now: Date;
}

/** Share links: creating and revoking them is 'wishlist:share' (wishlist.ts); opening one is decided here. */
export const shareRules = {
  // A share link opens its list for anyone while active, unexpired and the list exists.
  'wishlist-share:open': rule<ShareLinkResource>(
    'anyone',
    (_actor, s) => s.isActive && s.listActive && (s.expiresAt === null || s.expiresAt.getTime() > s.now.getTime()),
  ),
};
