import { useQuery } from '@tanstack/react-query';
import { Check, MailOpen, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ReceivedInvitation } from '#shared/schemas/wishlists/collaborators';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { receivedInvitationsQuery, useAnswerInvitation } from '#client/features/wishlists/api/wishlist-api';

export function invitationText(invitation: Pick<ReceivedInvitation, 'invitedByName' | 'role' | 'wishlist'>): string {
  return `${invitation.invitedByName} invited you to ${invitation.role === 'editor' ? 'edit' : 'view'} “${invitation.wishlist.title}”.`;
}

/** Pending invitations to the person's email, each with Accept and Decline; nothing when there are none. */
export function ReceivedInvitations() {
  const invitations = useQuery(receivedInvitationsQuery());
  const answer = useAnswerInvitation();
  const navigate = useNavigate();
  const pending = invitations.data?.invitations.filter((i) => i.status === 'pending') ?? [];
  if (!pending.length) return null;

  const respond = (invitation: ReceivedInvitation, kind: 'accept' | 'decline') =>
    answer.mutate(
      { invitationId: invitation.id, answer: kind },
      {
        onSuccess: (result) => {
          if (kind === 'accept') {
            toast.success(`You joined “${invitation.wishlist.title}”`);
            void navigate(`/wishlists/${result.wishlistId}`);
          } else toast.success('Invitation declined');
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not answer the invitation. Please try again.'),
      },
    );

  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-title font-semibold">
        Invitations
      </h2>
      <ul className="flex flex-col gap-3">
        {pending.map((invitation) => (
          <li
            key={invitation.id}
            data-testid="received-invitation"
            className="flex flex-col gap-3 rounded-card border border-secondary/30 bg-secondary-soft p-4 text-secondary-soft-foreground sm:flex-row sm:items-center"
          >
            <MailOpen aria-hidden="true" className="size-5 shrink-0" />
            <p className="flex-1 text-sm">{invitationText(invitation)}</p>
            <div className="flex gap-2">
              <Button size="sm" className="h-11 sm:h-9" onClick={() => respond(invitation, 'accept')} disabled={answer.isPending}>
                <Check aria-hidden="true" className="size-4" />
                Accept
              </Button>
              <Button size="sm" variant="outline" className="h-11 sm:h-9" onClick={() => respond(invitation, 'decline')} disabled={answer.isPending}>
                <X aria-hidden="true" className="size-4" />
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
