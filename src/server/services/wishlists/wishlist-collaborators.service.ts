import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { type InviteInput } from '#shared/schemas/wishlists/collaborators.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import type { Database } from '#server/db/client.js';
import { userProfiles, users } from '#server/db/schema/auth.js';
import { wishlistCollaborators, wishlistInvitations, wishlists } from '#server/db/schema/wishlists.js';
import { AppError, notFound } from '#server/errors.js';
import { enqueueEmail } from '#server/services/email/outbox.service.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import type { WishlistRow } from './default-wishlist.service.js';
import type { LoadedWishlist } from './wishlist-access.js';
import { claimerFor, type Mail } from './wishlist-claims.service.js';
import { invitationEmail } from './wishlist-emails.js';

/**
 * Collaborators and invitations (issue 12; core-app.md 3, 6). The owner invites by email (through the outbox,
 * in the same transaction); the invitee accepts or declines from the email's link or in the app; accepting
 * writes the collaborator row. The owner changes roles and removes people; anyone but the owner may leave.
 */

export type InvitationRow = typeof wishlistInvitations.$inferSelect;

const INVITATION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CollaboratorView {
  id: string;
  userId: string;
  role: 'owner' | 'editor' | 'viewer';
  name: string;
  email: string;
  avatarMediaId: string | null;
  invitedBy: string | null;
  invitedAt: Date;
  acceptedAt: Date | null;
}

async function listCollaborators(db: Database, wishlistId: string): Promise<CollaboratorView[]> {
  return db
    .select({
      id: wishlistCollaborators.id,
      userId: wishlistCollaborators.userId,
      role: wishlistCollaborators.role,
      name: users.name,
      email: users.email,
      avatarMediaId: userProfiles.avatarMediaId,
      invitedBy: wishlistCollaborators.invitedBy,
      invitedAt: wishlistCollaborators.invitedAt,
      acceptedAt: wishlistCollaborators.acceptedAt,
    })
    .from(wishlistCollaborators)
    .innerJoin(users, eq(users.id, wishlistCollaborators.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(wishlistCollaborators.wishlistId, wishlistId), isNotNull(wishlistCollaborators.acceptedAt)))
    .orderBy(sql`case ${wishlistCollaborators.role} when 'owner' then 0 when 'editor' then 1 else 2 end`, asc(wishlistCollaborators.invitedAt));
}

/** The owner's view of invitations still waiting for an answer. */
async function listPendingInvitations(db: Database, wishlistId: string, now: Date): Promise<InvitationRow[]> {
  return db
    .select()
    .from(wishlistInvitations)
    .where(and(eq(wishlistInvitations.wishlistId, wishlistId), eq(wishlistInvitations.status, 'pending'), gt(wishlistInvitations.expiresAt, now)))
    .orderBy(desc(wishlistInvitations.invitedAt));
}

/** A list's collaborators, and its pending invitations for the owner (empty for the others). */
export async function readCollaborators(db: Database, loaded: LoadedWishlist, now: Date): Promise<{ collaborators: CollaboratorView[]; invitations: InvitationRow[] }> {
  const [collaborators, invitations] = await Promise.all([
    listCollaborators(db, loaded.list.id),
    loaded.access.role === 'owner' ? listPendingInvitations(db, loaded.list.id, now) : Promise.resolve([]),
  ]);
  return { collaborators, invitations };
}

/**
 * Invites by email (the inviter named as their profile names them): refused for someone already on the list; a new invitation to the same address replaces a
 * pending one (its old link stops working). The email (and, for a person with an account, a notification)
 * is written in the same transaction.
 */
export async function inviteCollaborator(
  db: Database,
  list: WishlistRow,
  actor: { userId: string; email: string },
  input: InviteInput,
  now: Date,
  mail: Mail,
): Promise<InvitationRow> {
  const inviter = await claimerFor(db, actor);
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? 'viewer';
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: wishlistCollaborators.id })
      .from(wishlistCollaborators)
      .innerJoin(users, eq(users.id, wishlistCollaborators.userId))
      .where(and(eq(wishlistCollaborators.wishlistId, list.id), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (member) {
      const message = 'This person is already a collaborator on this wishlist.';
      throw new AppError('VALIDATION_ERROR', message, { fields: { email: message } });
    }
    await tx
      .update(wishlistInvitations)
      .set({ status: 'revoked', answeredAt: now })
      .where(and(eq(wishlistInvitations.wishlistId, list.id), eq(wishlistInvitations.email, email), eq(wishlistInvitations.status, 'pending')));
    const [invitation] = await tx
      .insert(wishlistInvitations)
      .values({
        wishlistId: list.id,
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy: inviter.userId,
        invitedAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning();
    const rendered = invitationEmail({ inviterName: inviter.name, listTitle: list.title, role, url: `${mail.baseUrl}/wishlists/invitations/${token}` });
    const [invitee] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    await enqueueEmail(tx, { ...rendered, to: email, userId: invitee?.id ?? null, category: 'transactional', tags: ['wishlist', 'invitation'] }, mail);
    if (invitee) {
      await createNotification(
        tx,
        {
          userId: invitee.id,
          type: 'wishlist_update',
          title: 'Wishlist invitation',
          message: `${inviter.name} invited you to the wishlist "${list.title}".`,
          data: { wishlistId: list.id, invitationId: invitation.id },
          priority: 2,
          actionUrl: '/wishlists',
          actionLabel: 'View invitation',
        },
        now,
        // The invitation email above is the one email; the notification is for the bell.
        { emailSentByCaller: true },
      );
    }
    return invitation;
  });
}

export async function revokeInvitation(db: Database, list: WishlistRow, invitationId: string, now: Date): Promise<void> {
  const revoked = await db
    .update(wishlistInvitations)
    .set({ status: 'revoked', answeredAt: now })
    .where(and(eq(wishlistInvitations.id, invitationId), eq(wishlistInvitations.wishlistId, list.id), eq(wishlistInvitations.status, 'pending')))
    .returning({ id: wishlistInvitations.id });
  if (!revoked.length) throw notFound('Invitation not found.');
}

export interface ReceivedInvitationView {
  invitation: InvitationRow;
  list: { id: string; title: string; isActive: boolean };
  invitedByName: string;
}

const receivedQuery = (db: Database) =>
  db
    .select({
      invitation: wishlistInvitations,
      list: { id: wishlists.id, title: wishlists.title, isActive: wishlists.isActive },
      invitedByName: sql<string>`coalesce(${users.name}, 'Someone')`,
    })
    .from(wishlistInvitations)
    .innerJoin(wishlists, eq(wishlists.id, wishlistInvitations.wishlistId))
    .leftJoin(users, eq(users.id, wishlistInvitations.invitedBy));

/** Pending invitations to this email address, on lists that still exist. */
export async function listReceivedInvitations(db: Database, email: string, now: Date): Promise<ReceivedInvitationView[]> {
  return receivedQuery(db)
    .where(
      and(
        eq(wishlistInvitations.email, email.toLowerCase()),
        eq(wishlistInvitations.status, 'pending'),
        gt(wishlistInvitations.expiresAt, now),
        eq(wishlists.isActive, true),
      ),
    )
    .orderBy(desc(wishlistInvitations.invitedAt));
}

export async function findInvitationById(db: Database, id: string): Promise<ReceivedInvitationView | null> {
  const [row] = await receivedQuery(db).where(eq(wishlistInvitations.id, id)).limit(1);
  return row ?? null;
}

export async function findInvitationByToken(db: Database, token: string): Promise<ReceivedInvitationView | null> {
  const [row] = await receivedQuery(db).where(eq(wishlistInvitations.tokenHash, hashToken(token))).limit(1);
  return row ?? null;
}

/** 'expired' is worked out from expires_at; the stored status covers the rest. */
export function invitationStatus(invitation: InvitationRow, now: Date): 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired' {
  if (invitation.status === 'pending' && invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return invitation.status;
}

function ensureAnswerable(found: ReceivedInvitationView, now: Date): void {
  if (invitationStatus(found.invitation, now) !== 'pending' || !found.list.isActive) {
    throw new AppError('RESOURCE_NOT_FOUND', WISHLIST_MESSAGES.invitationGone, { status: 410 });
  }
}

/** Accepting: the collaborator row with the invited role, written with the answer in one transaction. */
export async function acceptInvitation(db: Database, found: ReceivedInvitationView, userId: string, now: Date): Promise<InvitationRow> {
  ensureAnswerable(found, now);
  const { invitation } = found;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(wishlistCollaborators)
      .where(and(eq(wishlistCollaborators.wishlistId, invitation.wishlistId), eq(wishlistCollaborators.userId, userId)))
      .limit(1);
    if (existing?.role === 'owner') throw new AppError('VALIDATION_ERROR', 'You own this wishlist.', { fields: { token: 'You own this wishlist.' } });
    if (existing) {
      await tx
        .update(wishlistCollaborators)
        .set({ role: invitation.role, acceptedAt: existing.acceptedAt ?? now })
        .where(eq(wishlistCollaborators.id, existing.id));
    } else {
      await tx.insert(wishlistCollaborators).values({
        wishlistId: invitation.wishlistId,
        userId,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        invitedAt: invitation.invitedAt,
        acceptedAt: now,
      });
    }
    const [row] = await tx
      .update(wishlistInvitations)
      .set({ status: 'accepted', answeredAt: now, answeredBy: userId })
      .where(eq(wishlistInvitations.id, invitation.id))
      .returning();
    await tx.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, invitation.wishlistId));
    return row;
  });
}

export async function declineInvitation(db: Database, found: ReceivedInvitationView, userId: string | null, now: Date): Promise<InvitationRow> {
  ensureAnswerable(found, now);
  const [row] = await db
    .update(wishlistInvitations)
    .set({ status: 'declined', answeredAt: now, answeredBy: userId })
    .where(eq(wishlistInvitations.id, found.invitation.id))
    .returning();
  return row;
}

export async function findCollaborator(db: Database, wishlistId: string, collaboratorId: string) {
  const [row] = await db
    .select()
    .from(wishlistCollaborators)
    .where(and(eq(wishlistCollaborators.id, collaboratorId), eq(wishlistCollaborators.wishlistId, wishlistId), isNotNull(wishlistCollaborators.acceptedAt)))
    .limit(1);
  return row ?? null;
}

export async function changeCollaboratorRole(db: Database, wishlistId: string, collaboratorId: string, role: 'editor' | 'viewer', now: Date) {
  return db.transaction(async (tx) => {
    await tx.update(wishlistCollaborators).set({ role }).where(eq(wishlistCollaborators.id, collaboratorId));
    await tx.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, wishlistId));
    const [row] = (await listCollaborators(tx, wishlistId)).filter((c) => c.id === collaboratorId);
    return row;
  });
}

export async function removeCollaborator(db: Database, wishlistId: string, collaboratorId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(wishlistCollaborators).where(and(eq(wishlistCollaborators.id, collaboratorId), eq(wishlistCollaborators.wishlistId, wishlistId)));
    await tx.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, wishlistId));
  });
}
