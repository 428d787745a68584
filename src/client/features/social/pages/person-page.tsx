import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PersonPageResponse } from '#shared/schemas/social';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { personQuery, useBlock } from '#client/features/social/api/social-api';
import { ActivityCard } from '#client/features/social/components/activity-card';
import { Panel } from '#client/features/social/components/panel';
import { Avatar } from '#client/features/social/components/person-row';
import { RelationActions } from '#client/features/social/components/relation-actions';

function BlockButton({ person }: { person: PersonPageResponse['person'] }) {
  const block = useBlock();
  const navigate = useNavigate();
  if (person.relation === 'self' || person.relation === 'blocked') return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={block.isPending}
      onClick={() =>
        block.mutate(person.id, {
          onSuccess: () => {
            toast.success(`${person.displayName} is blocked`);
            void navigate('/social');
          },
          onError: () => toast.error(`Could not block ${person.displayName}.`),
        })
      }
    >
      <Ban aria-hidden="true" className="size-4" />
      Block
    </Button>
  );
}

function PersonView({ data }: { data: PersonPageResponse }) {
  const { person, wishlists, activities } = data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar name={person.displayName} url={person.avatarUrl} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 className="text-3xl font-bold tracking-tight">{person.displayName}</h1>
          <p className="text-sm text-muted-foreground">
            {[person.location, `Joined ${new Date(person.joinedAt).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}`].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RelationActions person={person} />
          <BlockButton person={person} />
        </div>
      </header>
      {person.bio ? <p className="max-w-prose">{person.bio}</p> : null}
      {person.giftingStyle.length ? (
        <ul aria-label="Gifting style" className="flex flex-wrap gap-2">
          {person.giftingStyle.map((style) => (
            <li key={style} className="rounded-full bg-secondary-soft px-3 py-1 text-sm text-secondary-soft-foreground">
              {style}
            </li>
          ))}
        </ul>
      ) : null}
      <Panel id="person-wishlists" title="Wishlists">
        {wishlists.length ? (
          <ul className="divide-y divide-border">
            {wishlists.map((list) => (
              <li key={list.id} className="py-3">
                <Link to={`/wishlists/${encodeURIComponent(list.id)}`} className="font-medium hover:underline">
                  {list.title}
                </Link>
                <p className="text-caption text-muted-foreground">{[list.occasion, `${list.itemCount} items`].filter(Boolean).join(' · ')}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-2 text-sm text-muted-foreground">No wishlists to show.</p>
        )}
      </Panel>
      <section aria-labelledby="person-activity-title" className="flex flex-col gap-3">
        <h2 id="person-activity-title" className="text-xl font-semibold">
          Activity
        </h2>
        {activities.length ? (
          <ul className="flex flex-col gap-3">
            {activities.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No activity to show.</p>
        )}
      </section>
    </div>
  );
}

/** /social/people/{id}: a person's profile as the visibility rule allows; a 404 is a profile not shown to you. */
export default function PersonPage() {
  const { id = '' } = useParams();
  const person = useQuery(personQuery(id));
  let body;
  if (person.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the profile</span>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-28 w-full rounded-card" />
      </div>
    );
  } else if (person.isError) {
    body =
      isApiError(person.error) && person.error.status === 404 ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Profile not available</h1>
          <Alert variant="warning">
            This profile does not exist or is not shared with you.{' '}
            <Link to="/social" className="underline">
              Back to the Social Hub
            </Link>
          </Alert>
        </>
      ) : (
        <ErrorScreen error={person.error} onRetry={() => void person.refetch()} />
      );
  } else body = <PersonView data={person.data} />;
  return <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">{body}</div>;
}
