import { useQuery } from '@tanstack/react-query';
import { Check, MailOpen, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { loginPathFor } from '#client/lib/return-path';
import { invitationByTokenQuery, useAnswerInvitationByToken } from '#client/features/wishlists/api/wishlist-api';
import { invitationText } from '#client/features/wishlists/components/received-invitations';

/** /wishlists/invitations/{token}: the emailed invitation. Accepting needs an account; declining does not. */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const invitation = useQuery(invitationByTokenQuery(token));
  const answer = useAnswerInvitationByToken(token);
  const [declined, setDeclined] = useState(false);

  const respond = (kind: 'accept' | 'decline') =>
    answer.mutate(kind, {
      onSuccess: (result) => {
        if (kind === 'accept') {
          toast.success(`You joined “${result.invitation.wishlist.title}”`);
          void navigate(`/wishlists/${result.wishlistId}`);
        } else setDeclined(true);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not answer the invitation. Please try again.'),
    });

  let body;
  if (invitation.isPending || isLoading) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the invitation</span>
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-11 w-48" />
      </div>
    );
  } else if (invitation.isError) {
    body =
      isApiError(invitation.error) && [404, 410].includes(invitation.error.status) ? (
        <Alert variant="warning" title="Invitation unavailable">
          {invitation.error.message || WISHLIST_MESSAGES.invitationGone}
        </Alert>
      ) : (
        <ErrorScreen error={invitation.error} onRetry={() => void invitation.refetch()} />
      );
  } else {
    const received = invitation.data.invitation;
    body =
      declined || received.status === 'declined' ? (
        <Alert variant="info" title="Invitation declined">
          You will not be added to “{received.wishlist.title}”.
        </Alert>
      ) : received.status !== 'pending' ? (
        <Alert variant="warning" title="Invitation unavailable">
          {WISHLIST_MESSAGES.invitationGone}
        </Alert>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="text-lg">{invitationText(received)}</p>
          <p className="text-sm text-muted-foreground">
            {received.role === 'editor' ? 'Editors add, change and reorder the items.' : 'Viewers see the list and can claim gifts without the owner knowing.'}
          </p>
          <div className="flex flex-wrap gap-3">
            {user ? (
              <Button onClick={() => respond('accept')} loading={answer.isPending && answer.variables === 'accept'}>
                <Check aria-hidden="true" className="size-4" />
                Accept
              </Button>
            ) : (
              <Button asChild>
                <Link to={loginPathFor(pathname)}>Sign in to accept</Link>
              </Button>
            )}
            <Button variant="outline" onClick={() => respond('decline')} loading={answer.isPending && answer.variables === 'decline'}>
              <X aria-hidden="true" className="size-4" />
              Decline
            </Button>
          </div>
        </div>
      );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12">
      <div className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <MailOpen aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Wishlist invitation</h1>
      </div>
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
