/** core-app.md 9: the header's wishlist and social badges stop at 9+. */
export const HEADER_BADGE_CAP = 9;
/** core-app.md 9: the bell's unread badge and the mobile Alerts badge stop at 99+. */
export const UNREAD_BADGE_CAP = 99;

/** What a count badge shows: nothing for zero, the number up to the cap, then 'cap+'. */
export function badgeLabel(count: number, cap: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

export const unreadBadgeLabel = (count: number) => badgeLabel(count, UNREAD_BADGE_CAP);
export const headerBadgeLabel = (count: number) => badgeLabel(count, HEADER_BADGE_CAP);
