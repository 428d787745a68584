import type { CollaboratorRole, WishlistPrivacy } from '#shared/constants/choice-lists.js';

/**
 * The wishlist rules both sides share (core-app.md 4, 5, 6, 9 and issue 12): who may do what, when claims
 * are revealed to the owner, what the header badge counts, and how stats are added up. Pure functions: the
 * server's rulebook (src/server/policies) and the services call them; the client uses them to hide buttons.
 */

/** How a person stands to a list: their accepted collaborator role, or none. */
export interface WishlistRelation {
  /** Accepted collaborator role (owner, editor, viewer), or null for anyone else. */
  role: CollaboratorRole | null;
  signedIn: boolean;
  /** The person is an accepted friend of the owner (see friendsMayView). */
  isFriend: boolean;
  /** The person opened the list through an active, unexpired share link. */
  viaShareLink: boolean;
  /** The owner blocked this person (social blocks): the owner's lists are hidden from them (issue 17, 2.4). */
  blockedByOwner: boolean;
}

/**
 * Whether 'friends' privacy lets the owner's friends in. It was off until the social hub landed (issue 12:
 * collaborators only); with friends real (issue 13) it is on, so a 'friends' list is its owner's friends' too.
 */
const FRIENDS_CAN_VIEW_FRIENDS_LISTS = true;

/** The one policy function for 'friends' privacy: a friend may view when the switch is on. */
export function friendsMayView(isFriend: boolean, enabled: boolean = FRIENDS_CAN_VIEW_FRIENDS_LISTS): boolean {
  return enabled && isFriend;
}

/**
 * Viewing (core-app.md 5, 6): the owner and collaborators always; anyone signed in when public; friends when
 * 'friends' and the friend switch is on; anyone holding a working share link, whatever the privacy (the owner
 * chose to share it). A person the owner blocked gets in by none of the open doors (public, friends, share
 * link); a collaborator stays one until the owner removes them (docs/decisions/173).
 */
export function mayViewWishlist(privacy: WishlistPrivacy, relation: WishlistRelation): boolean {
  if (relation.role !== null) return true;
  if (relation.blockedByOwner) return false;
  if (relation.viaShareLink) return true;
  if (!relation.signedIn) return false;
  if (privacy === 'public') return true;
  if (privacy === 'friends') return friendsMayView(relation.isFriend);
  return false;
}

/** Owner and editor edit items (add, update, delete, reorder). */
export function mayEditItems(role: CollaboratorRole | null): boolean {
  return role === 'owner' || role === 'editor';
}

/** Only the owner updates, deletes, archives, shares the list and manages collaborators. */
export function mayManageWishlist(role: CollaboratorRole | null): boolean {
  return role === 'owner';
}

/**
 * Claiming (and adding surprise items): anyone who may view the list except its owner. A share-link visitor
 * without an account claims with name and email, confirmed by email.
 */
export function mayClaim(privacy: WishlistPrivacy, relation: WishlistRelation): boolean {
  return relation.role !== 'owner' && mayViewWishlist(privacy, relation);
}

/** Whether this person sees claims at all: everyone who may view, except the owner before the reveal. */
export function maySeeClaims(isOwner: boolean, revealed: boolean): boolean {
  return !isOwner || revealed;
}

// ---------------------------------------------------------------------------------------------------------
// The reveal

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date 'YYYY-MM-DD' as midnight UTC. */
function dateAtUtcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The n-th given weekday (0 Sunday) of a month (0-based) in a year, as 'YYYY-MM-DD'. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return isoDate(new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7)));
}

/** Occasions that fall on a known day each year (US customs for Mother's and Father's Day). */
const OCCASION_DAY: Record<string, (year: number) => string> = {
  Christmas: (y) => `${y}-12-25`,
  "Valentine's Day": (y) => `${y}-02-14`,
  "Mother's Day": (y) => nthWeekday(y, 4, 0, 2),
  "Father's Day": (y) => nthWeekday(y, 5, 0, 3),
};

/**
 * The occasion's date for a list without an event date: the first day of a fixed-day occasion (Christmas,
 * Valentine's Day, Mother's Day, Father's Day) on or after the day the list was created. Null for occasions
 * without a fixed day (Birthday, Wedding, ...): those lists need an event date, or are revealed by archiving.
 */
export function occasionDate(occasion: string | null, createdAt: Date): string | null {
  const day = occasion ? OCCASION_DAY[occasion] : undefined;
  if (!day) return null;
  const created = isoDate(createdAt);
  const year = createdAt.getUTCFullYear();
  const thisYear = day(year);
  return thisYear >= created ? thisYear : day(year + 1);
}

export interface RevealFacts {
  eventDate: string | null;
  occasion: string | null;
  createdAt: Date;
  archivedAt: Date | null;
  /** When the list was first revealed, stored once it was (docs/decisions/173): a reveal is never undone. */
  revealedAt?: Date | null;
}

/**
 * When claims are revealed to the owner: the event date (or else the occasion's date) plus one day, at
 * midnight UTC; or when the owner archives the list, whichever comes first; or the stored moment it was
 * first revealed, which no later change of date moves. Null: not until archived.
 */
export function revealAt(list: RevealFacts): Date | null {
  const date = list.eventDate ?? occasionDate(list.occasion, list.createdAt);
  const byDate = date ? new Date(dateAtUtcMidnight(date).getTime() + DAY_MS) : null;
  const candidates = [byDate, list.archivedAt, list.revealedAt ?? null].filter((d): d is Date => d !== null);
  if (!candidates.length) return null;
  return candidates.reduce((a, b) => (b < a ? b : a));
}

export function isRevealed(list: RevealFacts, now: Date): boolean {
  if (list.archivedAt || list.revealedAt) return true;
  const at = revealAt(list);
  return at !== null && now.getTime() >= at.getTime();
}

/**
 * What a write of the list's reveal facts (event date, occasion, archiving) must store so that a reveal is
 * never undone: the moment the list was revealed, if it is revealed now and not yet stamped; else nothing.
 */
export function revealStamp(list: RevealFacts, now: Date): Date | null {
  if (list.revealedAt || !isRevealed(list, now)) return null;
  return revealAt(list) ?? now;
}

/**
 * Registry mode (docs/decisions/173): the owner sees 'reserved' only on claims made since the mode was last
 * switched on, so switching it on reveals nothing about earlier claims. Lists that were in registry mode
 * before the switch time was kept count from their creation.
 */
export function registryClaimsSince(list: { registryMode: boolean; registryModeSince?: Date | null; createdAt: Date }): Date | null {
  if (!list.registryMode) return null;
  return list.registryModeSince ?? list.createdAt;
}

// ---------------------------------------------------------------------------------------------------------
// The header badge (core-app.md 9)

const WISHLIST_ACTIVITY_DAYS = 7;

export interface WishlistActivityFacts {
  updatedAt: Date;
  collaboratorCount: number;
  isActive: boolean;
}

/**
 * A list counts in the header's wishlists badge when it was updated in the last 7 days and has more than
 * one collaborator, and (clicking marks it seen) was updated after the person last opened the badge.
 */
export function countsAsWishlistActivity(list: WishlistActivityFacts, now: Date, seenAt: Date | null): boolean {
  if (!list.isActive || list.collaboratorCount <= 1) return false;
  const since = now.getTime() - WISHLIST_ACTIVITY_DAYS * DAY_MS;
  if (list.updatedAt.getTime() < since) return false;
  return seenAt === null || list.updatedAt.getTime() > seenAt.getTime();
}

// ---------------------------------------------------------------------------------------------------------
// Stats and claims

export interface StatItem {
  price: number | null;
  quantity: number;
  /** Units claimed and marked purchased. */
  purchasedQuantity: number;
}

export interface WishlistStats {
  itemCount: number;
  totalValue: number;
  purchasedCount: number;
  purchasedValue: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * item_count counts items; total_value adds price × quantity; purchased_count adds the purchased units and
 * purchased_value their price (get_wishlist_stats in core-app.md 7). Items without a price add no value.
 */
export function wishlistStats(items: readonly StatItem[]): WishlistStats {
  let totalValue = 0;
  let purchasedCount = 0;
  let purchasedValue = 0;
  for (const item of items) {
    const price = item.price ?? 0;
    const bought = Math.min(item.purchasedQuantity, item.quantity);
    totalValue += price * item.quantity;
    purchasedCount += bought;
    purchasedValue += price * bought;
  }
  return { itemCount: items.length, totalValue: cents(totalValue), purchasedCount, purchasedValue: cents(purchasedValue) };
}

/** How many units of an item are still free to claim. */
export function remainingQuantity(quantity: number, claimedQuantities: readonly number[]): number {
  return Math.max(0, quantity - claimedQuantities.reduce((a, b) => a + b, 0));
}

/** The name other viewers see on a claim: hidden names are shown to nobody but the claimer (and the owner after the reveal). */
export function claimNameFor(
  claim: { name: string; hideName: boolean; mine: boolean },
  viewerIsOwnerAfterReveal: boolean,
): string | null {
  if (claim.mine || viewerIsOwnerAfterReveal || !claim.hideName) return claim.name;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Item order (core-app.md 7: priority ascending, then newest)

export interface OrderedItem {
  id: string;
  priority: number;
  /** Larger first within a priority: new items get the largest, so newest comes first until reordered. */
  position: number;
}

/** The spec's order: priority ascending (1 = 'Most wanted'), then position descending (newest first). */
export function compareItems(a: OrderedItem & { createdAt: Date }, b: OrderedItem & { createdAt: Date }): number {
  return a.priority - b.priority || b.position - a.position || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1);
}

/**
 * Moving one item (drag and drop, or keyboard up and down) to stand just before another, or last when
 * `beforeId` is null. The moved item takes a position between its new neighbours, and a priority between
 * theirs (its own when that already fits), so the spec's priority order shows the list as the person left it.
 */
export function moveItem(
  ordered: readonly OrderedItem[],
  movedId: string,
  beforeId: string | null,
): { priority: number; position: number } | null {
  const moved = ordered.find((i) => i.id === movedId);
  if (!moved || movedId === beforeId) return null;
  const rest = ordered.filter((i) => i.id !== movedId);
  const index = beforeId === null ? rest.length : rest.findIndex((i) => i.id === beforeId);
  if (index < 0) return null;
  const prev = rest[index - 1];
  const next = rest[index];
  let priority = moved.priority;
  if (prev && priority < prev.priority) priority = prev.priority;
  if (next && priority > next.priority) priority = next.priority;
  let position: number;
  const samePrev = prev && prev.priority === priority ? prev : undefined;
  const sameNext = next && next.priority === priority ? next : undefined;
  if (samePrev && sameNext) position = (samePrev.position + sameNext.position) / 2;
  else if (samePrev) position = samePrev.position - 1;
  else if (sameNext) position = sameNext.position + 1;
  else position = moved.position;
  return { priority, position };
}

/** The label of priority 1 (issue 12: shown as 'Most wanted' at the top). */
export const MOST_WANTED_LABEL = 'Most wanted';
export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 5;
/**
 * A new item's priority when none is chosen: the neutral middle of the scale (issue 19), so that 'Most wanted'
 * (PRIORITY_MIN) is only what someone marked so.
 */
export const PRIORITY_NEUTRAL = 3;
