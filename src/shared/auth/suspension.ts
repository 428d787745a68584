/** A suspended person (users.banned) cannot sign in; a suspension with an end date lifts itself after it. */
export function isSuspended(user: { banned?: boolean | null; banExpires?: Date | string | null }, now: Date): boolean {
  if (!user.banned) return false;
  if (!user.banExpires) return true;
  return new Date(user.banExpires).getTime() > now.getTime();
}

/** The reason the admin area records (admin-area.md 4). */
export const DEFAULT_SUSPENSION_REASON = 'Suspended by admin';
