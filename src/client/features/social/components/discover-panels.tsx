import { useQuery } from '@tanstack/react-query';
import { Copy, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { InviteFriendInput, PeopleSearchQuery } from '#shared/schemas/social';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { peopleSearchQuery, suggestionsQuery, useCreateInviteLink, useDismissSuggestion, useInviteByEmail } from '#client/features/social/api/social-api';
import { Panel } from '#client/features/social/components/panel';
import { PersonRow } from '#client/features/social/components/person-row';
import { QueryState } from '#client/components/ui/query-state';
import { RelationActions } from '#client/features/social/components/relation-actions';
import { copyLink } from '#client/features/social/lib/copy-link';
import { suggestionReason } from '#client/features/social/lib/social-text';

/** People the person may know, highest confidence first, each with why, add friend and dismiss. */
export function SuggestionsPanel() {
  const suggestions = useQuery(suggestionsQuery());
  const dismiss = useDismissSuggestion();
  return (
    <Panel id="suggestions" title="People you may know">
      <QueryState query={suggestions} what="suggestions" isEmpty={(d) => d.suggestions.length === 0} empty="No suggestions right now.">
        {(data) => (
          <ul aria-label="Suggestions" className="divide-y divide-border">
            {data.suggestions.map((suggestion) => (
              <PersonRow key={suggestion.person.id} person={suggestion.person} detail={suggestionReason(suggestion)}>
                <RelationActions person={suggestion.person} />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => dismiss.mutate(suggestion.person.id, { onError: () => toast.error('Could not dismiss the suggestion.') })}
                >
                  Dismiss<span className="sr-only"> {suggestion.person.displayName}</span>
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

function SearchResults({ q }: { q: string }) {
  const people = useQuery(peopleSearchQuery(q));
  return (
    <QueryState query={people} what="people" isEmpty={(d) => d.people.length === 0} empty={q.includes('@') ? `No one found for “${q}”. You can invite them by email instead.` : `No one found for “${q}”.`}>
      {(data) => (
        <ul aria-label="Search results" className="divide-y divide-border">
          {data.people.map((person) => (
            <PersonRow key={person.id} person={person}>
              <RelationActions person={person} />
            </PersonRow>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Search by name, or by an exact email address (no one can list addresses by guessing parts of them). */
export function FindPeoplePanel() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PeopleSearchQuery.safeParse({ q: draft });
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) setQ(parsed.data.q);
  };
  return (
    <Panel id="find-people" title="Find people">
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" noValidate role="search">
        <FormField label="Name or exact email" error={problem} className="min-w-0 flex-1">
          {(control) => <Input {...control} value={draft} onChange={(e) => setDraft(e.target.value)} />}
        </FormField>
        <Button type="submit">Search</Button>
      </form>
      {q ? <SearchResults q={q} /> : null}
    </Panel>
  );
}

/** Invite by email (the same answer whether or not the address has an account) or with a link to copy. */
export function InvitePanel() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const invite = useInviteByEmail();
  const link = useCreateInviteLink();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteFriendInput.safeParse({ email });
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    invite.mutate(parsed.data.email, {
      onSuccess: () => {
        toast.success(`Invitation sent to ${parsed.data.email}`);
        setEmail('');
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not send the invitation.'),
    });
  };
  const copyInviteLink = () =>
    link.mutate(undefined, {
      onSuccess: (result) => void copyLink(result.url),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not create an invite link.'),
    });
  return (
    <Panel id="invite" title="Invite friends">
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
        <FormField label="Email address" error={problem} className="min-w-0 flex-1">
          {(control) => <Input {...control} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
        <Button type="submit" loading={invite.isPending}>
          <Send aria-hidden="true" className="size-4" />
          Send invite
        </Button>
      </form>
      <Button variant="outline" className="mt-3" loading={link.isPending} onClick={copyInviteLink}>
        <Copy aria-hidden="true" className="size-4" />
        Copy invite link
      </Button>
    </Panel>
  );
}
