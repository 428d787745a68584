import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { type SurpriseItemInput, type UpdateClaimInput } from '#shared/schemas/wishlists/claims.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { PRIORITY_NEUTRAL, remainingQuantity } from '#shared/wishlists/rules.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { emailOutbox } from '#server/db/schema/platform.js';
import { wishlistClaims, wishlistItems, wishlists } from '#server/db/schema/wishlists.js';
import { AppError, notFound } from '#server/errors.js';
import type { PageFetcher } from '#server/integrations/web/page-fetcher.js';
import { enqueueEmail, type MailDefaults } from '#server/services/email/outbox.service.js';
import { storeMedia } from '#server/services/media/media.service.js';
import { nextItemPosition, type WishlistItemRow, type WishlistRow } from './default-wishlist.service.js';
import { readItemImage } from './item-image.service.js';
import { claimConfirmationEmail } from './wishlist-emails.js';
import type { ClaimRow } from './wishlists.service.js';

/**
 * Claims (issue 12): who promised to buy what. A signed-in viewer's claim is confirmed at once; a share-link
 * visitor's waits for the emailed link (which also manages and cancels it). The confirmed quantities of an
 * item never add up to more than its quantity: every check and write runs under a lock on the item row.
 * Nothing here ever writes to the list's updated_at or notifies its owner: the owner must not learn of claims.
 */

export type Mail = Required<MailDefaults>;

/** An unconfirmed visitor claim reserves nothing and is gone after this long. */
const PENDING_CLAIM_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Confirmation emails to one address in an hour (issue 17: 30 claims from 30 client addresses put 30 emails
 * carrying a stranger's text in one inbox). The rate limit per client address cannot see that; this can.
 */
const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3;
const CONFIRMATION_TAG = 'claim-confirmation';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function claimError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
}

/** Locks the item and answers it with the quantity its other confirmed claims hold. */
async function lockItem(db: Database, itemId: string, exceptClaimId?: string): Promise<{ item: WishlistItemRow; taken: number }> {
  const [item] = await db.select().from(wishlistItems).where(eq(wishlistItems.id, itemId)).for('update');
  if (!item) throw notFound('Wishlist item not found.');
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${wishlistClaims.quantity}), 0)::int` })
    .from(wishlistClaims)
    .where(
      and(
        eq(wishlistClaims.itemId, itemId),
        eq(wishlistClaims.status, 'confirmed'),
        exceptClaimId ? ne(wishlistClaims.id, exceptClaimId) : undefined,
      ),
    );
  return { item, taken: Number(row?.n ?? 0) };
}

function ensureRoom(item: WishlistItemRow, taken: number, quantity: number): void {
  if (quantity > remainingQuantity(item.quantity, [taken])) throw claimError('quantity', WISHLIST_MESSAGES.notEnoughLeft);
}

export interface Claimer {
  userId: string;
  name: string;
  email: string;
}

/** The signed-in person as a claimer (or inviter): their name as their profile has it, and their email. */
export async function claimerFor(db: Database, actor: { userId: string; email: string }): Promise<Claimer> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, actor.userId)).limit(1);
  return { userId: actor.userId, name: row?.name?.trim() || actor.email.split('@')[0] || 'User', email: row?.email ?? actor.email };
}

/** A signed-in viewer's claim: confirmed at once. One claim per person per item. */
export async function claimItem(
  db: Database,
  list: WishlistRow,
  itemId: string,
  claimer: Claimer,
  input: { quantity: number; hideName: boolean },
  now: Date,
  shareId: string | null = null,
): Promise<ClaimRow> {
  if (claimer.userId === list.userId) throw new AppError('PERMISSION_DENIED', WISHLIST_MESSAGES.ownerCannotClaim);
  return db.transaction(async (tx) => {
    const { item, taken } = await lockItem(tx, itemId);
    if (item.wishlistId !== list.id) throw notFound('Wishlist item not found.');
    const [mine] = await tx
      .select({ id: wishlistClaims.id })
      .from(wishlistClaims)
      .where(and(eq(wishlistClaims.itemId, itemId), eq(wishlistClaims.userId, claimer.userId)))
      .limit(1);
    if (mine) throw claimError('quantity', WISHLIST_MESSAGES.alreadyClaimed);
    ensureRoom(item, taken, input.quantity);
    const [claim] = await tx
      .insert(wishlistClaims)
      .values({
        itemId,
        wishlistId: list.id,
        userId: claimer.userId,
        name: claimer.name,
        email: claimer.email.toLowerCase(),
        quantity: input.quantity,
        hideName: input.hideName,
        status: 'confirmed',
        shareId,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return claim;
  });
}

/** Confirmation emails written to this address in the last hour (the outbox's own clock, as it stamps them). */
async function recentConfirmations(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, email),
        sql`${emailOutbox.tags} @> ${JSON.stringify([CONFIRMATION_TAG])}::jsonb`,
        sql`${emailOutbox.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * A share-link visitor's claim: pending until the emailed link is opened. The email goes through the outbox
 * in the same transaction. A pending claim of the same address on the same item is reused (its old link stops
 * working), and an address gets at most 3 confirmation emails an hour (429 after), counted under a lock on the
 * address so that claims at once cannot pass it together. Answers the claim (the token is only in the email).
 */
export async function createVisitorClaim(
  db: Database,
  list: WishlistRow,
  share: { id: string },
  itemId: string,
  input: { name: string; email: string; quantity: number; hideName: boolean },
  now: Date,
  mail: Mail,
): Promise<ClaimRow> {
  const token = randomBytes(32).toString('base64url');
  const address = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`claim-confirmation:${address}`}))`);
    if ((await recentConfirmations(tx, address)) >= CONFIRMATIONS_PER_ADDRESS_PER_HOUR) {
      throw new AppError('RATE_LIMIT_EXCEEDED', WISHLIST_MESSAGES.claimEmailsLimit, { status: 429 });
    }
    const { item, taken } = await lockItem(tx, itemId);
    if (item.wishlistId !== list.id || item.isSurprise) throw notFound('Wishlist item not found.');
    ensureRoom(item, taken, input.quantity);
    const values = {
      name: input.name,
      quantity: input.quantity,
      hideName: input.hideName,
      manageTokenHash: hashToken(token),
      shareId: share.id,
      createdAt: now,
      updatedAt: now,
    };
    const [pending] = await tx
      .select({ id: wishlistClaims.id })
      .from(wishlistClaims)
      .where(
        and(
          eq(wishlistClaims.itemId, itemId),
          eq(wishlistClaims.email, address),
          eq(wishlistClaims.status, 'pending'),
          gt(wishlistClaims.createdAt, new Date(now.getTime() - PENDING_CLAIM_DAYS * DAY_MS)),
        ),
      )
      .limit(1);
    const [claim] = pending
      ? await tx.update(wishlistClaims).set(values).where(eq(wishlistClaims.id, pending.id)).returning()
      : await tx
          .insert(wishlistClaims)
          .values({ ...values, itemId, wishlistId: list.id, userId: null, email: address, status: 'pending' })
          .returning();
    const email = claimConfirmationEmail({
      name: input.name,
      itemTitle: item.title,
      listTitle: list.title,
      quantity: input.quantity,
      url: `${mail.baseUrl}/claims/manage/${token}`,
    });
    await enqueueEmail(tx, { ...email, to: claim.email, category: 'transactional', tags: ['wishlist', CONFIRMATION_TAG] }, mail);
    return claim;
  });
}

/** Unconfirmed visitor claims past 7 days: they reserved nothing and their link no longer works (the daily purge). */
export async function deleteLapsedClaims(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(wishlistClaims)
    .where(and(eq(wishlistClaims.status, 'pending'), lt(wishlistClaims.createdAt, new Date(now.getTime() - PENDING_CLAIM_DAYS * DAY_MS))))
    .returning({ id: wishlistClaims.id });
  return gone.length;
}

/** A claim by its emailed link; an unconfirmed one past 7 days is gone. */
export async function findClaimByToken(db: Database, token: string, now: Date): Promise<ClaimRow | null> {
  const [claim] = await db
    .select()
    .from(wishlistClaims)
    .where(
      and(
        eq(wishlistClaims.manageTokenHash, hashToken(token)),
        or(eq(wishlistClaims.status, 'confirmed'), gt(wishlistClaims.createdAt, new Date(now.getTime() - PENDING_CLAIM_DAYS * DAY_MS))),
      ),
    )
    .limit(1);
  return claim ?? null;
}

export async function findClaim(db: Database, claimId: string): Promise<ClaimRow | null> {
  const [claim] = await db.select().from(wishlistClaims).where(eq(wishlistClaims.id, claimId)).limit(1);
  return claim ?? null;
}

/** pending -> confirmed, if the item still has room; confirming again changes nothing. */
export async function confirmClaim(db: Database, claim: ClaimRow, now: Date): Promise<ClaimRow> {
  if (claim.status === 'confirmed') return claim;
  return db.transaction(async (tx) => {
    const { item, taken } = await lockItem(tx, claim.itemId, claim.id);
    ensureRoom(item, taken, claim.quantity);
    const [row] = await tx
      .update(wishlistClaims)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(eq(wishlistClaims.id, claim.id))
      .returning();
    return row;
  });
}

/** Quantity (within what is left), purchased (stamped), hidden name. */
export async function updateClaim(db: Database, claim: ClaimRow, input: UpdateClaimInput, now: Date): Promise<ClaimRow> {
  return db.transaction(async (tx) => {
    const set: Partial<typeof wishlistClaims.$inferInsert> = { updatedAt: now };
    if (input.quantity !== undefined && input.quantity !== claim.quantity) {
      const { item, taken } = await lockItem(tx, claim.itemId, claim.id);
      if (claim.status === 'confirmed') ensureRoom(item, taken, input.quantity);
      else if (input.quantity > item.quantity) throw claimError('quantity', WISHLIST_MESSAGES.notEnoughLeft);
      set.quantity = input.quantity;
    }
    if (input.purchased !== undefined && input.purchased !== claim.purchased) {
      set.purchased = input.purchased;
      set.purchasedAt = input.purchased ? now : null;
    }
    if (input.hideName !== undefined) set.hideName = input.hideName;
    const [row] = await tx.update(wishlistClaims).set(set).where(eq(wishlistClaims.id, claim.id)).returning();
    return row;
  });
}

/** Cancelling a claim; a surprise item goes with its adder's claim (nobody else could claim it). */
export async function deleteClaim(db: Database, claim: ClaimRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(wishlistClaims).where(eq(wishlistClaims.id, claim.id));
    await tx.delete(wishlistItems).where(and(eq(wishlistItems.id, claim.itemId), eq(wishlistItems.isSurprise, true)));
  });
}

export interface ClaimDetail {
  claim: ClaimRow;
  item: WishlistItemRow;
  list: WishlistRow;
  ownerName: string;
}

const detailQuery = (db: Database) =>
  db
    .select({ claim: wishlistClaims, item: wishlistItems, list: wishlists, ownerName: users.name })
    .from(wishlistClaims)
    .innerJoin(wishlistItems, eq(wishlistItems.id, wishlistClaims.itemId))
    .innerJoin(wishlists, eq(wishlists.id, wishlistClaims.wishlistId))
    .innerJoin(users, eq(users.id, wishlists.userId));

/** 'My claims': what the person promised to buy, on lists that still exist, newest first. */
export async function listMyClaims(db: Database, userId: string): Promise<ClaimDetail[]> {
  return detailQuery(db)
    .where(and(eq(wishlistClaims.userId, userId), eq(wishlists.isActive, true)))
    .orderBy(desc(wishlistClaims.createdAt));
}

export async function claimDetail(db: Database, claimId: string): Promise<ClaimDetail | null> {
  const [row] = await detailQuery(db).where(eq(wishlistClaims.id, claimId)).limit(1);
  return row ?? null;
}

/**
 * A viewer's surprise item: never shown to the owner before the reveal, claimed by its adder for the whole
 * quantity (its claim names the adder as their profile does). Like every claim it leaves the list's updated_at
 * alone (the owner's badge would tell).
 */
export async function addSurpriseItem(
  db: Database,
  list: WishlistRow,
  adder: { userId: string; email: string },
  input: SurpriseItemInput,
  now: Date,
  fetcher: PageFetcher,
): Promise<WishlistItemRow> {
  if (adder.userId === list.userId) throw new AppError('PERMISSION_DENIED', WISHLIST_MESSAGES.ownerCannotClaim);
  const claimer = await claimerFor(db, adder);
  // The image is copied in before the transaction, as for any item (item-image.service.ts).
  const image = await readItemImage(fetcher, input.imageUrl);
  return db.transaction(async (tx) => {
    const position = await nextItemPosition(tx, list.id);
    const stored = image
      ? await storeMedia(tx, { ownerId: claimer.userId, purpose: 'wishlist-item', contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes }, now)
      : null;
    const quantity = input.quantity ?? 1;
    const [item] = await tx
      .insert(wishlistItems)
      .values({
        wishlistId: list.id,
        title: input.title,
        description: input.description ?? null,
        url: input.url ?? null,
        imageUrl: input.imageUrl ?? null,
        imageMediaId: stored?.id ?? null,
        price: input.price ?? null,
        currency: input.currency ?? 'USD',
        priority: input.priority ?? PRIORITY_NEUTRAL,
        quantity,
        notes: input.notes ?? null,
        position,
        isSurprise: true,
        addedBy: claimer.userId,
        metadata: { source: 'surprise' },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(wishlistClaims).values({
      itemId: item.id,
      wishlistId: list.id,
      userId: claimer.userId,
      name: claimer.name,
      email: claimer.email.toLowerCase(),
      quantity,
      status: 'confirmed',
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return item;
  });
}
