import { useQuery } from '@tanstack/react-query';
import { SOCIAL_MESSAGES } from '#shared/schemas/social';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import {
  blocksQuery,
  friendsQuery,
  requestsQuery,
  useCancelRequest,
  useRemoveFriend,
  useRespondRequest,
  useUnblock,
} from '#client/features/social/api/social-api';
import { Panel } from '#client/features/social/components/panel';
import { PersonRow } from '#client/features/social/components/person-row';
import { QueryState } from '#client/components/ui/query-state';
import { socialFailureMessage } from '#client/features/social/lib/social-text';

const failWith = (fallback: string) => (error: unknown) => toast.error(socialFailureMessage(error, fallback));

/** Requests received (accept or decline) and sent (cancel), pending only. */
export function RequestsPanel() {
  const requests = useQuery(requestsQuery());
  const respond = useRespondRequest();
  const cancel = useCancelRequest();
  const onRespondError = failWith(SOCIAL_MESSAGES.respondFailed);
  return (
    <Panel id="requests" title="Friend requests">
      <QueryState query={requests} what="friend requests" isEmpty={(d) => d.received.length + d.sent.length === 0} empty="No pending requests.">
        {(data) => (
          <>
            {data.received.length ? (
              <ul aria-label="Requests received" className="divide-y divide-border">
                {data.received.map((request) => (
                  <PersonRow key={request.id} person={request.person} detail="Wants to be your friend">
                    <Button size="sm" onClick={() => respond.mutate({ id: request.id, response: 'accepted' }, { onError: onRespondError })}>
                      Accept<span className="sr-only"> {request.person.displayName}</span>
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => respond.mutate({ id: request.id, response: 'declined' }, { onError: onRespondError })}>
                      Decline<span className="sr-only"> {request.person.displayName}</span>
                    </Button>
                  </PersonRow>
                ))}
              </ul>
            ) : null}
            {data.sent.length ? (
              <ul aria-label="Requests sent" className="divide-y divide-border">
                {data.sent.map((request) => (
                  <PersonRow key={request.id} person={request.person} detail="Request sent">
                    <Button size="sm" variant="outline" onClick={() => cancel.mutate(request.id, { onError: failWith('Could not cancel the request.') })}>
                      Cancel request<span className="sr-only"> to {request.person.displayName}</span>
                    </Button>
                  </PersonRow>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </QueryState>
    </Panel>
  );
}

export function FriendsPanel() {
  const friends = useQuery(friendsQuery());
  const remove = useRemoveFriend();
  return (
    <Panel id="friends" title="Friends">
      <QueryState query={friends} what="friends" isEmpty={(d) => d.friends.length === 0} empty="No friends yet: find people below or invite them.">
        {(data) => (
          <ul aria-label="Friends" className="divide-y divide-border">
            {data.friends.map((friend) => (
              <PersonRow key={friend.connectionId} person={friend.person}>
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(friend.person.id, { onError: failWith('Could not remove the friend.') })}>
                  Remove<span className="sr-only"> {friend.person.displayName}</span>
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

export function BlockedPanel() {
  const blocks = useQuery(blocksQuery());
  const unblock = useUnblock();
  return (
    <Panel id="blocked" title="Blocked people">
      <QueryState query={blocks} what="blocked people" isEmpty={(d) => d.blocked.length === 0} empty="You have not blocked anyone.">
        {(data) => (
          <ul aria-label="Blocked people" className="divide-y divide-border">
            {data.blocked.map((person) => (
              <PersonRow key={person.id} person={person} detail="Blocked">
                <Button size="sm" variant="outline" onClick={() => unblock.mutate(person.id, { onError: failWith('Could not unblock.') })}>
                  Unblock<span className="sr-only"> {person.displayName}</span>
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
