import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CreateWishlistInput, UpdateWishlistInput } from '#shared/schemas/wishlists/lists.js';
import { registryClaimsSince, revealStamp, type WishlistStats, wishlistStats } from '#shared/wishlists/rules.js';
import type { Database } from '#server/db/client.js';
import { userProfiles, users } from '#server/db/schema/auth.js';
import { wishlistClaims, wishlistCollaborators, wishlistItems, wishlists } from '#server/db/schema/wishlists.js';
import { AppError } from '#server/errors.js';
import { deleteMedia, storeMedia } from '#server/services/media/media.service.js';
import type { WishlistResource } from '#server/policies/index.js';
import { wishlistAbilities, type WishlistAbilities } from '#server/policies/wishlist-abilities.js';
import { createWishlistWithOwner, ITEM_ORDER, type WishlistItemRow, type WishlistRow } from './default-wishlist.service.js';
import { isSealedFor, type LoadedWishlist } from './wishlist-access.js';

/**
 * Lists (issue 12; core-app.md 3, 4, 7): create (owner collaborator in the same transaction, through the
 * default-wishlist service's createWishlistWithOwner), read, update, soft delete, archive, and the views the
 * presenters turn into answers.
 *
 * Two kinds of view, so that no claim can reach the owner before the reveal: a SealedWishlistView has no
 * claim, no surprise item and no purchase figure in its type at all (the queries for it never read
 * wishlist_claims, except registry mode's one yes/no per item); an OpenWishlistView carries claims.
 * A signed-out visitor (a share link opened without a cookie: it may be the owner) gets the sealed kind too,
 * with only how many units of each item are taken, so that nobody buys a gift twice (docs/decisions/173).
 */

export type ClaimRow = typeof wishlistClaims.$inferSelect;

export interface WishlistOwner {
  id: string;
  name: string;
  avatarMediaId: string | null;
}

interface ViewBase {
  list: WishlistRow;
  owner: WishlistOwner;
  collaboratorCount: number;
  access: WishlistResource;
  /** The asking person (null for a signed-out share-link visitor). */
  userId: string | null;
  /** What the asking person may do on the list: the rulebook's answers, the same that decide the 403s. */
  abilities: WishlistAbilities;
}

export interface SealedWishlistView extends ViewBase {
  sealed: true;
  items: WishlistItemRow[];
  /** Registry mode only, for the owner: the items reserved since it was switched on (never who). Null otherwise. */
  reservedItemIds: ReadonlySet<string> | null;
  /** Signed-out visitors only: the units of each item that confirmed claims hold (no names, no purchases). Null for the owner. */
  claimedQuantities: ReadonlyMap<string, number> | null;
  stats: Pick<WishlistStats, 'itemCount' | 'totalValue'>;
}

export interface OpenWishlistView extends ViewBase {
  sealed: false;
  items: { item: WishlistItemRow; claims: ClaimRow[] }[];
  stats: WishlistStats;
}

export type WishlistView = SealedWishlistView | OpenWishlistView;

export type ItemSort = 'priority' | 'price-asc' | 'price-desc';

async function ownerOf(db: Database, userId: string): Promise<WishlistOwner> {
  const [row] = await db
    .select({ id: users.id, name: users.name, avatarMediaId: userProfiles.avatarMediaId })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { id: userId, name: 'User', avatarMediaId: null };
}

async function collaboratorCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: wishlistCollaborators.wishlistId, n: sql<number>`count(*)::int` })
    .from(wishlistCollaborators)
    .where(and(inArray(wishlistCollaborators.wishlistId, ids), isNotNull(wishlistCollaborators.acceptedAt)))
    .groupBy(wishlistCollaborators.wishlistId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

function sortItems<T>(rows: T[], sort: ItemSort, itemOf: (row: T) => WishlistItemRow): T[] {
  if (sort === 'priority') return rows;
  const sign = sort === 'price-asc' ? 1 : -1;
  // Items without a price go last either way.
  return [...rows].sort((a, b) => {
    const pa = itemOf(a).price;
    const pb = itemOf(b).price;
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * sign;
  });
}

/**
 * The sealed view parts: visible items only; for the owner in registry mode, which of them were reserved since
 * the mode was switched on; for a signed-out visitor, how many units of each are taken.
 */
async function sealedParts(db: Database, list: WishlistRow, reader: 'owner' | 'visitor') {
  const items = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, list.id), eq(wishlistItems.isSurprise, false)))
    .orderBy(...ITEM_ORDER);
  let reservedItemIds: Set<string> | null = null;
  const since = reader === 'owner' ? registryClaimsSince(list) : null;
  if (since) {
    const rows = await db
      .selectDistinct({ itemId: wishlistClaims.itemId })
      .from(wishlistClaims)
      .where(and(eq(wishlistClaims.wishlistId, list.id), eq(wishlistClaims.status, 'confirmed'), gte(wishlistClaims.createdAt, since)));
    reservedItemIds = new Set(rows.map((r) => r.itemId));
  }
  let claimedQuantities: Map<string, number> | null = null;
  if (reader === 'visitor') {
    const rows = await db
      .select({ itemId: wishlistClaims.itemId, n: sql<number>`coalesce(sum(${wishlistClaims.quantity}), 0)::int` })
      .from(wishlistClaims)
      .where(and(eq(wishlistClaims.wishlistId, list.id), eq(wishlistClaims.status, 'confirmed')))
      .groupBy(wishlistClaims.itemId);
    claimedQuantities = new Map(rows.map((r) => [r.itemId, Number(r.n)]));
  }
  const stats = wishlistStats(items.map((i) => ({ price: i.price, quantity: i.quantity, purchasedQuantity: 0 })));
  return { items, reservedItemIds, claimedQuantities, stats: { itemCount: stats.itemCount, totalValue: stats.totalValue } };
}

/** Everyone else's view parts: every item with its confirmed claims. */
async function openParts(db: Database, list: WishlistRow) {
  const items = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, list.id)).orderBy(...ITEM_ORDER);
  const claims = items.length
    ? await db
        .select()
        .from(wishlistClaims)
        .where(and(eq(wishlistClaims.wishlistId, list.id), eq(wishlistClaims.status, 'confirmed')))
        .orderBy(wishlistClaims.createdAt)
    : [];
  const byItem = new Map<string, ClaimRow[]>();
  for (const claim of claims) byItem.set(claim.itemId, [...(byItem.get(claim.itemId) ?? []), claim]);
  const withClaims = items.map((item) => ({ item, claims: byItem.get(item.id) ?? [] }));
  const stats = wishlistStats(
    withClaims.map(({ item, claims: c }) => ({
      price: item.price,
      quantity: item.quantity,
      purchasedQuantity: c.filter((x) => x.purchased).reduce((n, x) => n + x.quantity, 0),
    })),
  );
  return { items: withClaims, stats };
}

/**
 * A list as this person may see it: sealed for the owner before the reveal and for signed-out visitors
 * (taken or free, never who, what was bought, or a surprise), open for every other signed-in person.
 */
export async function wishlistView(
  db: Database,
  loaded: LoadedWishlist,
  userId: string | null,
  now: Date,
  sort: ItemSort = 'priority',
): Promise<WishlistView> {
  const { list, access } = loaded;
  const [owner, counts] = await Promise.all([ownerOf(db, list.userId), collaboratorCounts(db, [list.id])]);
  const abilities = wishlistAbilities(userId === null ? null : { userId }, access);
  const base = { list, owner, collaboratorCount: counts.get(list.id) ?? 0, access, userId, abilities };
  if (userId === null || isSealedFor(list, userId, now)) {
    const parts = await sealedParts(db, list, userId === null ? 'visitor' : 'owner');
    return { ...base, sealed: true, ...parts, items: sortItems(parts.items, sort, (i) => i) };
  }
  const parts = await openParts(db, list);
  return { ...base, sealed: false, ...parts, items: sortItems(parts.items, sort, (i) => i.item) };
}

export interface WishlistSummaryView {
  view: WishlistView;
  role: NonNullable<WishlistResource['role']>;
}

/** 'My wishlists': active lists the person owns or has accepted, most recently updated first, each as its view. */
export async function listMyWishlists(db: Database, userId: string, now: Date): Promise<WishlistSummaryView[]> {
  const rows = await db
    .select({ list: wishlists, role: wishlistCollaborators.role })
    .from(wishlistCollaborators)
    .innerJoin(wishlists, eq(wishlists.id, wishlistCollaborators.wishlistId))
    .where(and(eq(wishlistCollaborators.userId, userId), isNotNull(wishlistCollaborators.acceptedAt), eq(wishlists.isActive, true)))
    .orderBy(desc(wishlists.updatedAt), desc(wishlists.createdAt));
  const out: WishlistSummaryView[] = [];
  for (const { list, role } of rows) {
    const access: WishlistResource = { privacy: list.privacy, role, isFriend: false, viaShareLink: false, blockedByOwner: false };
    out.push({ view: await wishlistView(db, { list, access }, userId, now), role });
  }
  return out;
}

export async function createWishlist(db: Database, userId: string, input: CreateWishlistInput, now: Date): Promise<WishlistRow> {
  return createWishlistWithOwner(
    db,
    {
      userId,
      title: input.title,
      description: input.description ?? null,
      occasion: input.occasion ?? null,
      privacy: input.privacy ?? 'private',
      eventDate: input.eventDate ?? null,
      registryMode: input.registryMode ?? false,
      registryModeSince: input.registryMode ? now : null,
      isDefault: false,
      isActive: true,
    },
    now,
  );
}

export async function updateWishlist(db: Database, list: WishlistRow, input: UpdateWishlistInput, now: Date): Promise<WishlistRow> {
  const set: Partial<typeof wishlists.$inferInsert> = { updatedAt: now };
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.occasion !== undefined) set.occasion = input.occasion;
  if (input.privacy !== undefined) set.privacy = input.privacy;
  if (input.eventDate !== undefined) set.eventDate = input.eventDate;
  if (input.registryMode !== undefined) set.registryMode = input.registryMode;
  const dropUpload = input.coverImageUrl !== undefined && list.coverMediaId !== null;
  if (input.coverImageUrl !== undefined) {
    // An outside image or none replaces an uploaded cover.
    set.coverImageUrl = input.coverImageUrl;
    set.coverMediaId = null;
  }
  return db.transaction(async (tx) => {
    // The stored row, locked: the reveal and registry facts are judged on what is there now, not on what the
    // request read before (two writes at once must not undo a reveal).
    const [current] = await tx.select().from(wishlists).where(and(eq(wishlists.id, list.id), eq(wishlists.isActive, true))).for('update');
    if (!current) return list;
    // A reveal is never undone (docs/decisions/173): a list revealed now keeps that, whatever its date becomes.
    const stamp = revealStamp(current, now);
    if (stamp) set.revealedAt = stamp;
    // Switching registry mode on counts reservations from now: earlier claims stay sealed.
    if (input.registryMode === true && !current.registryMode) set.registryModeSince = now;
    if (input.registryMode === false) set.registryModeSince = null;
    const [row] = await tx.update(wishlists).set(set).where(eq(wishlists.id, list.id)).returning();
    if (dropUpload) await deleteMedia(tx, [list.coverMediaId!]);
    return row ?? list;
  });
}

/** core-app.md 4: active -> inactive (soft delete, owner only). The heart makes a new default list when next used. */
export async function softDeleteWishlist(db: Database, list: WishlistRow, now: Date): Promise<void> {
  await db.update(wishlists).set({ isActive: false, updatedAt: now }).where(eq(wishlists.id, list.id));
}

/** Archiving reveals the claims to the owner at once (issue 12). */
export async function archiveWishlist(db: Database, list: WishlistRow, now: Date): Promise<WishlistRow> {
  if (list.archivedAt) throw new AppError('VALIDATION_ERROR', 'This wishlist is already archived.', { fields: { archivedAt: 'Already archived' } });
  const [row] = await db
    .update(wishlists)
    .set({ archivedAt: now, revealedAt: list.revealedAt ?? revealStamp(list, now) ?? now, updatedAt: now })
    .where(eq(wishlists.id, list.id))
    .returning();
  return row;
}

/**
 * An uploaded cover (media purpose 'wishlist-cover', re-encoded like avatars) replaces the old one and any
 * outside image; null removes the cover. The old file is deleted in the same transaction.
 */
export async function setWishlistCover(db: Database, list: WishlistRow, image: NewCoverImage | null, now: Date): Promise<WishlistRow> {
  return db.transaction(async (tx) => {
    const stored = image
      ? await storeMedia(tx, { ownerId: list.userId, purpose: 'wishlist-cover', contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes }, now)
      : null;
    const [row] = await tx
      .update(wishlists)
      .set({ coverMediaId: stored?.id ?? null, coverImageUrl: null, updatedAt: now })
      .where(eq(wishlists.id, list.id))
      .returning();
    if (list.coverMediaId) await deleteMedia(tx, [list.coverMediaId]);
    return row;
  });
}

export interface NewCoverImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * The header's wishlists badge (core-app.md 9; rules.ts countsAsWishlistActivity): the active lists the person
 * belongs to that were updated in the last 7 days, have more than one collaborator, and changed after
 * `seenAt` (the badge's last opening). Claims and surprise items never touch updated_at, so the owner's count
 * says nothing about them.
 */
export async function countWishlistActivity(db: Database, userId: string, now: Date, seenAt: Date | null, limit: number): Promise<number> {
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const floor = seenAt && seenAt > since ? seenAt : since;
  const strictlyAfterSeen = seenAt !== null && seenAt > since;
  const members = sql`(select count(*) from ${wishlistCollaborators} c where c.wishlist_id = ${wishlists.id} and c.accepted_at is not null)`;
  const rows = await db
    .select({ id: wishlists.id })
    .from(wishlistCollaborators)
    .innerJoin(wishlists, eq(wishlists.id, wishlistCollaborators.wishlistId))
    .where(
      and(
        eq(wishlistCollaborators.userId, userId),
        isNotNull(wishlistCollaborators.acceptedAt),
        eq(wishlists.isActive, true),
        strictlyAfterSeen ? sql`${wishlists.updatedAt} > ${floor}` : sql`${wishlists.updatedAt} >= ${floor}`,
        sql`${members} > 1`,
      ),
    )
    .limit(limit);
  return rows.length;
}
