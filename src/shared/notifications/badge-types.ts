import type { Badge, NotificationType } from '#shared/constants/choice-lists.js';

/**
 * Which notification types a header badge counts (core-app.md 2). The social badge counts friend requests;
 * the wishlists badge counts wishlist activity instead (core-app.md 9, issue 12: lists updated in the last
 * 7 days with more than one collaborator; src/shared/wishlists/rules.ts countsAsWishlistActivity).
 */
export const BADGE_NOTIFICATION_TYPES: Record<Exclude<Badge, 'wishlists'>, readonly NotificationType[]> = {
  social: ['friend_request'],
};
