import type { CollaboratorRole } from '#shared/constants/choice-lists.js';
import { type Asker, rule } from './rule.js';

/** A collaborator row being changed or removed, and the asking person's own role on that list. */
export interface CollaboratorResource {
  actorRole: CollaboratorRole | null;
  target: { userId: string; role: CollaboratorRole };
}

/** An invitation answered in the app: it must have been sent to the signed-in person's email. */
export interface InvitationResource {
  email: string;
}

/** Collaborators and the invitations that make them. */
export const collaboratorRules = {
  // The owner changes roles of others; the owner removes others, and anyone but the owner may leave.
  'wishlist-collaborator:update': rule<CollaboratorResource, Asker>('person', (_actor, c) => c.actorRole === 'owner' && c.target.role !== 'owner'),
  'wishlist-collaborator:remove': rule<CollaboratorResource, Asker>(
    'person',
    (actor, c) => c.target.role !== 'owner' && (c.actorRole === 'owner' || c.target.userId === actor?.userId),
  ),
  // Invitations: in the app only the invited email's person; by the emailed link, the link proves the mailbox
  // (accepting needs an account to join with, declining does not).
  'wishlist-invitations:list-own': rule('person'),
  // The address must be verified: anyone can sign up with someone else's address unverified.
  'wishlist-invitation:answer': rule<InvitationResource>(
    'person',
    (actor, i) => actor !== null && actor.emailVerified && i.email === actor.email.toLowerCase(),
  ),
  'wishlist-invitation:read-by-token': rule('anyone'),
  'wishlist-invitation:accept-by-token': rule('person'),
  'wishlist-invitation:decline-by-token': rule('anyone'),
};
