import type { Database } from '#server/db/client.js';
import { acceptInvitation, type InvitationRow, invitationStatus, type ReceivedInvitationView } from './wishlist-collaborators.service.js';

export interface AnsweredInvitation {
  /** The invitation as its invitee sees it, with the answer written. */
  found: ReceivedInvitationView;
  status: ReturnType<typeof invitationStatus>;
}

/** The answer of an invitation: the row as written, and its status now. */
export function answered(found: ReceivedInvitationView, row: InvitationRow, now: Date): AnsweredInvitation {
  return { found: { ...found, invitation: row }, status: invitationStatus(row, now) };
}

/**
 * Accepting an invitation, by either door: in the app (POST /api/wishlist-invitations/:id/accept, the invitation
 * sent to the person's verified email) or by the emailed link (…/by-token/:token/accept). The collaborator
 * row with the invited role and the answer, in one transaction (410 when it is no longer pending).
 */
export async function acceptWishlistInvitation(deps: { db: Database; now: () => Date }, found: ReceivedInvitationView, userId: string): Promise<AnsweredInvitation> {
  const row = await acceptInvitation(deps.db, found, userId, deps.now());
  return answered(found, row, deps.now());
}
