import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { SOCIAL_MESSAGES } from '#shared/schemas/social';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { loginPathFor } from '#client/lib/return-path';
import { inviteLinkQuery, type InviteLinkInfo, useAcceptInviteLink } from '#client/features/social/api/social-api';
import { personPath } from '#client/features/social/components/person-row';
import { socialFailureMessage } from '#client/features/social/lib/social-text';

function InviteActions({ token, invite }: { token: string; invite: InviteLinkInfo }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInviteLink(token);
  if (!user) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={loginPathFor(pathname)}>Sign in to accept</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={`/signup?next=${encodeURIComponent(pathname)}`}>Create an account</Link>
        </Button>
      </div>
    );
  }
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        toast.success(`You and ${invite.inviter.displayName} are now friends`);
        void navigate(personPath(invite.inviter.id));
      },
      onError: (error) => toast.error(socialFailureMessage(error, SOCIAL_MESSAGES.respondFailed)),
    });
  return (
    <Button className="self-start" onClick={onAccept} loading={accept.isPending}>
      <UserPlus aria-hidden="true" className="size-4" />
      Accept invitation
    </Button>
  );
}

/** /social/invite/{token}: who invited the visitor; accepting (once signed in) makes the two friends. */
export default function InvitePage() {
  const { token = '' } = useParams();
  const { isLoading } = useAuth();
  const invite = useQuery(inviteLinkQuery(token));
  let body;
  if (invite.isPending || isLoading) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the invitation</span>
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-11 w-48" />
      </div>
    );
  } else if (invite.isError) {
    body =
      isApiError(invite.error) && invite.error.status === 404 ? (
        <Alert variant="warning" title="Invitation unavailable">
          This invite link has expired or does not exist. Ask your friend for a new one.
        </Alert>
      ) : (
        <ErrorScreen error={invite.error} onRetry={() => void invite.refetch()} />
      );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        <p className="text-lg">
          <strong>{invite.data.inviter.displayName}</strong> invited you to be friends on Giftwise.
        </p>
        <InviteActions token={token} invite={invite.data} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Friend invitation</h1>
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
