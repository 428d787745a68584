import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PersonSummary } from '#shared/schemas/social';
import { initialsOf } from '#client/lib/initials';

export function Avatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  if (url) return <img src={url} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground`}>
      {initialsOf(name)}
    </span>
  );
}

export const personPath = (id: string) => `/social/people/${encodeURIComponent(id)}`;

/** One person in a list: avatar, name (to their page), a line under it, and the actions at the end. */
export function PersonRow({ person, detail, children }: { person: PersonSummary; detail?: ReactNode; children?: ReactNode }) {
  const line = detail ?? [person.location, person.mutualFriends > 0 ? `${person.mutualFriends} mutual` : null].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="person-row">
      <Avatar name={person.displayName} url={person.avatarUrl} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={personPath(person.id)} className="truncate font-medium hover:underline">
          {person.displayName}
        </Link>
        {line ? <span className="truncate text-caption text-muted-foreground">{line}</span> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </li>
  );
}
