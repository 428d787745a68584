import { type PersonSummary, SOCIAL_MESSAGES } from '#shared/schemas/social';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import { useCancelRequest, useRemoveFriend, useRespondRequest, useSendRequest, useUnblock } from '#client/features/social/api/social-api';
import { socialFailureMessage } from '#client/features/social/lib/social-text';

const failWith = (fallback: string) => (error: unknown) => toast.error(socialFailureMessage(error, fallback));

/**
 * What can be done with a person from where they are shown, by how the two are related: add, cancel the
 * sent request, accept or decline theirs, remove the friend, or unblock. connectionId is the request's id.
 */
export function RelationActions({ person }: { person: PersonSummary }) {
  const send = useSendRequest();
  const respond = useRespondRequest();
  const cancel = useCancelRequest();
  const remove = useRemoveFriend();
  const unblock = useUnblock();
  const who = <span className="sr-only"> {person.displayName}</span>;
  const requestId = person.connectionId ?? '';
  switch (person.relation) {
    case 'none':
      return (
        <Button size="sm" loading={send.isPending} onClick={() => send.mutate(person.id, { onError: failWith(SOCIAL_MESSAGES.requestFailed) })}>
          Add friend{who}
        </Button>
      );
    case 'request-sent':
      return (
        <Button size="sm" variant="outline" loading={cancel.isPending} onClick={() => cancel.mutate(requestId, { onError: failWith('Could not cancel the request.') })}>
          Cancel request{who}
        </Button>
      );
    case 'request-received':
      return (
        <>
          <Button size="sm" onClick={() => respond.mutate({ id: requestId, response: 'accepted' }, { onError: failWith(SOCIAL_MESSAGES.respondFailed) })}>
            Accept{who}
          </Button>
          <Button size="sm" variant="outline" onClick={() => respond.mutate({ id: requestId, response: 'declined' }, { onError: failWith(SOCIAL_MESSAGES.respondFailed) })}>
            Decline{who}
          </Button>
        </>
      );
    case 'friend':
      return (
        <Button size="sm" variant="outline" loading={remove.isPending} onClick={() => remove.mutate(person.id, { onError: failWith('Could not remove the friend.') })}>
          Remove friend{who}
        </Button>
      );
    case 'blocked':
      return (
        <Button size="sm" variant="outline" loading={unblock.isPending} onClick={() => unblock.mutate(person.id, { onError: failWith('Could not unblock.') })}>
          Unblock{who}
        </Button>
      );
    default:
      return null;
  }
}
