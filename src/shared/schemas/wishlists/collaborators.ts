import { z } from 'zod';
import { COLLABORATOR_ROLES } from '#shared/constants/choice-lists.js';
import { WISHLIST_MESSAGES, emailField } from './fields.js';

/** Collaborators and invitations (issue 12): roles, inviting by email, and invitations as the invitee sees them. */

export const Collaborator = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  invitedBy: z.string().nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Collaborator = z.infer<typeof Collaborator>;

export const INVITABLE_ROLES = ['editor', 'viewer'] as const;
const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;

export const Invitation = z.object({
  id: z.string(),
  wishlistId: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const CollaboratorsResponse = z.object({
  collaborators: z.array(Collaborator),
  /** Pending invitations: the owner only (empty for others). */
  invitations: z.array(Invitation),
});
export type CollaboratorsResponse = z.infer<typeof CollaboratorsResponse>;

export const InviteInput = z
  .object({ email: emailField, role: z.enum(INVITABLE_ROLES, { error: WISHLIST_MESSAGES.role }).default('viewer') })
  .strict();
export type InviteInput = z.input<typeof InviteInput>;
export const InvitationResponse = z.object({ invitation: Invitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const ChangeRoleInput = z.object({ role: z.enum(INVITABLE_ROLES, { error: WISHLIST_MESSAGES.role }) }).strict();
export type ChangeRoleInput = z.input<typeof ChangeRoleInput>;
export const CollaboratorParams = z.object({
  id: z.uuid({ error: 'Must be a wishlist id' }),
  collaboratorId: z.uuid({ error: 'Must be a collaborator id' }),
});
export const InvitationParams = z.object({
  id: z.uuid({ error: 'Must be a wishlist id' }),
  invitationId: z.uuid({ error: 'Must be an invitation id' }),
});
export const CollaboratorResponse = z.object({ collaborator: Collaborator });
export type CollaboratorResponse = z.infer<typeof CollaboratorResponse>;

/** An invitation as the invitee sees it (in the app, or from the email's link). */
export const ReceivedInvitation = z.object({
  id: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  wishlist: z.object({ id: z.string(), title: z.string() }),
  invitedByName: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;
export const ReceivedInvitationsResponse = z.object({ invitations: z.array(ReceivedInvitation) });
export type ReceivedInvitationsResponse = z.infer<typeof ReceivedInvitationsResponse>;
export const ReceivedInvitationResponse = z.object({ invitation: ReceivedInvitation });
export type ReceivedInvitationResponse = z.infer<typeof ReceivedInvitationResponse>;
export const InvitationIdParams = z.object({ invitationId: z.uuid({ error: 'Must be an invitation id' }) });
export const InvitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Unknown invitation link') });
/** Accepting answers the list to open. */
export const InvitationAnswerResponse = z.object({ invitation: ReceivedInvitation, wishlistId: z.string() });
export type InvitationAnswerResponse = z.infer<typeof InvitationAnswerResponse>;
