import { and, eq } from 'drizzle-orm';
import type { AddItemInput, TypedItemInput, UpdateItemInput } from '#shared/schemas/wishlists/items.js';
import { moveItem as movedPlace, PRIORITY_NEUTRAL } from '#shared/wishlists/rules.js';
import type { Database } from '#server/db/client.js';
import { wishlistItems, wishlists } from '#server/db/schema/wishlists.js';
import { notFound } from '#server/errors.js';
import type { PageFetcher } from '#server/integrations/web/page-fetcher.js';
import { deleteMedia, storeMedia } from '#server/services/media/media.service.js';
import { itemValuesFor, ITEM_ORDER, nextItemPosition, type WishlistItemRow, type WishlistRow } from './default-wishlist.service.js';
import { noticeClaimersOfChange } from './claimer-notices.service.js';
import { type ItemImage, readItemImage } from './item-image.service.js';
import { isSealedFor } from './wishlist-access.js';

/**
 * Items (issue 12): added by the owner and editors in three ways (a catalogue product or a pick, typed in,
 * or a pasted URL's corrected preview), edited, deleted and moved. When an item is edited or deleted, notices
 * to its claimers are recorded in the same transaction and sent by a job after it (claimer-notices.service.ts). A surprise item is out of the owner's reach before the
 * reveal: for them it does not exist (404), as everywhere else.
 */

/** One item of a list as the editing person may reach it. */
export async function findEditableItem(
  db: Database,
  list: WishlistRow,
  itemId: string,
  userId: string,
  now: Date,
): Promise<WishlistItemRow | null> {
  const sealed = isSealedFor(list, userId, now);
  const [item] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, list.id), sealed ? eq(wishlistItems.isSurprise, false) : undefined))
    .limit(1);
  return item ?? null;
}

type Executor = Pick<Database, 'insert' | 'delete' | 'select'>;

/** Stores a copied item image (media 'wishlist-item'); its id, or null when there is none. */
async function storeItemImage(tx: Executor, image: ItemImage | null, ownerId: string, now: Date): Promise<string | null> {
  if (!image) return null;
  const row = await storeMedia(tx, { ownerId, purpose: 'wishlist-item', contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes }, now);
  return row.id;
}

const touch = (db: Database, list: WishlistRow, now: Date) => db.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, list.id));

function typedValues(input: TypedItemInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    url: input.url ?? null,
    imageUrl: input.imageUrl ?? null,
    price: input.price ?? null,
    currency: input.currency ?? 'USD',
    externalProductId: null,
    productId: null,
    metadata: { source: input.url ? 'url' : 'typed' },
  };
}

/**
 * Adds an item. An image at an outside address is copied in first, outside the transaction (a slow shop
 * must not hold a lock); if it cannot be read the item is saved without a copied image.
 */
export async function addItem(
  db: Database,
  list: WishlistRow,
  userId: string,
  input: AddItemInput,
  now: Date,
  fetcher: PageFetcher,
): Promise<WishlistItemRow> {
  const fromCatalog = 'productId' in input || 'recommendationItemId' in input;
  const values = fromCatalog
    ? await itemValuesFor(db, userId, 'productId' in input ? { productId: input.productId } : { recommendationItemId: input.recommendationItemId })
    : typedValues(input as TypedItemInput);
  const image = await readItemImage(fetcher, values.imageUrl);
  return db.transaction(async (tx) => {
    await tx.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.id, list.id)).for('update');
    const position = await nextItemPosition(tx, list.id);
    const imageMediaId = await storeItemImage(tx, image, userId, now);
    const [item] = await tx
      .insert(wishlistItems)
      .values({
        ...values,
        imageMediaId,
        wishlistId: list.id,
        priority: input.priority ?? PRIORITY_NEUTRAL,
        quantity: input.quantity ?? 1,
        notes: input.notes ?? null,
        position,
        addedBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await touch(tx, list, now);
    return item;
  });
}

export async function updateItem(
  db: Database,
  list: WishlistRow,
  item: WishlistItemRow,
  input: UpdateItemInput,
  actorUserId: string,
  now: Date,
  fetcher: PageFetcher,
): Promise<WishlistItemRow> {
  const set: Partial<typeof wishlistItems.$inferInsert> = { updatedAt: now };
  for (const key of ['title', 'description', 'url', 'imageUrl', 'price', 'currency', 'priority', 'quantity', 'notes'] as const) {
    if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
  }
  // A new image address is copied in before the transaction; the old copy goes with the old address.
  const imageChanged = input.imageUrl !== undefined && input.imageUrl !== item.imageUrl;
  const image = imageChanged ? await readItemImage(fetcher, input.imageUrl) : null;
  return db.transaction(async (tx) => {
    if (imageChanged) set.imageMediaId = await storeItemImage(tx, image, actorUserId, now);
    const [row] = await tx.update(wishlistItems).set(set).where(eq(wishlistItems.id, item.id)).returning();
    if (imageChanged && item.imageMediaId) await deleteMedia(tx, [item.imageMediaId]);
    await noticeClaimersOfChange(tx, row, list, 'edited', actorUserId, now);
    // A surprise item's changes stay out of the list's updated_at: the owner's badge would tell.
    if (!item.isSurprise) await touch(tx, list, now);
    return row;
  });
}

export async function deleteItem(db: Database, list: WishlistRow, item: WishlistItemRow, actorUserId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await noticeClaimersOfChange(tx, item, list, 'deleted', actorUserId, now);
    await tx.delete(wishlistItems).where(eq(wishlistItems.id, item.id));
    if (item.imageMediaId) await deleteMedia(tx, [item.imageMediaId]);
    if (!item.isSurprise) await touch(tx, list, now);
  });
}

/** Drag and drop or keyboard: the item goes just before another (or last), taking a priority that fits there. */
export async function moveListItem(
  db: Database,
  list: WishlistRow,
  item: WishlistItemRow,
  beforeItemId: string | null,
  userId: string,
  now: Date,
): Promise<WishlistItemRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.id, list.id)).for('update');
    const sealed = isSealedFor(list, userId, now);
    const ordered = await tx
      .select({ id: wishlistItems.id, priority: wishlistItems.priority, position: wishlistItems.position })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, list.id), sealed ? eq(wishlistItems.isSurprise, false) : undefined))
      .orderBy(...ITEM_ORDER);
    const place = movedPlace(ordered, item.id, beforeItemId);
    if (!place) throw notFound('Wishlist item not found.');
    const [row] = await tx
      .update(wishlistItems)
      .set({ ...place, updatedAt: now })
      .where(eq(wishlistItems.id, item.id))
      .returning();
    if (!item.isSurprise) await touch(tx, list, now);
    return row;
  });
}
