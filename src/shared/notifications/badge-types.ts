import type { Badge, NotificationType } from '../constants/choice-lists.js';

/** Which notification types each header badge counts (core-app.md 2: the wishlists and social icons). */
export const BADGE_NOTIFICATION_TYPES: Record<Badge, readonly NotificationType[]> = {
  wishlists: ['wishlist_update'],
  social: ['friend_request'],
};
