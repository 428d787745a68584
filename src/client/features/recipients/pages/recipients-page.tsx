import { useQuery } from '@tanstack/react-query';
import { Plus, UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGE_RANGES, RELATIONSHIPS } from '#shared/constants/choice-lists';
import type { Recipient } from '#shared/schemas/recipients';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { NativeSelect } from '#client/components/ui/select';
import { SearchField } from '#client/components/ui/search-field';
import { Skeleton } from '#client/components/ui/skeleton';
import { AGE_RANGE_LABELS } from '#client/lib/choice-labels';
import { recipientListQuery } from '#client/features/recipients/api/recipients-api';
import { DeleteRecipientDialog } from '#client/features/recipients/components/delete-recipient-dialog';
import { GiftIdeasDialog } from '#client/features/recipients/components/gift-ideas-dialog';
import { RecipientCard } from '#client/features/recipients/components/recipient-card';
import { RecipientFormDialog } from '#client/features/recipients/components/recipient-form-dialog';
import { RecipientStatsPanel } from '#client/features/recipients/components/recipient-stats';
import { hasFilters, readFilters, type RecipientFilters, writeFilters } from '#client/features/recipients/lib/recipient-filters';

function ListSkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Loading recipients</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="flex flex-col gap-3 rounded-card border border-border bg-card p-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-9 w-40" />
        </div>
      ))}
    </div>
  );
}

/** The search box writes to the address a moment after typing stops, so each key press does not add a history entry. */
function useSearchText(filters: RecipientFilters, apply: (next: RecipientFilters) => void) {
  const [text, setText] = useState(filters.q);
  // The address changed from outside (Back, Clear filters): the box follows it.
  const [seen, setSeen] = useState(filters.q);
  if (seen !== filters.q) {
    setSeen(filters.q);
    setText(filters.q);
  }
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => apply({ ...filters, q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filters, apply]);
  return [text, setText] as const;
}

/**
 * /recipients and /saved-recipients (core-app.md 2, 3, 5; issue 11): the people you buy for, filtered by
 * relationship and age range and searched by text (all kept in the address), with their stats, and add, edit,
 * delete, saved ideas and 'Get Gift Ideas' for each.
 */
export default function RecipientsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const list = useQuery(recipientListQuery(filters));
  const [editing, setEditing] = useState<Recipient | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Recipient | null>(null);
  const [ideasFor, setIdeasFor] = useState<Recipient | null>(null);
  const apply = (next: RecipientFilters) => setSearch(writeFilters(search, next), { replace: true });
  const [text, setText] = useSearchText(filters, apply);
  const filtered = hasFilters(filters);

  let body;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError) body = <ErrorScreen error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0 && filtered) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-12 text-center">
        <p className="font-medium">No recipients match these filters</p>
        <Button variant="outline" onClick={() => apply({ relationship: null, age: null, q: '' })}>
          Clear filters
        </Button>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-12 text-center">
        <Users aria-hidden="true" className="size-10 text-muted-foreground" strokeWidth={1.75} />
        <p className="font-medium">No recipients yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Add the people you buy for, with their birthdays, and Giftwise reminds you in time and suggests gifts that suit them.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => setEditing('new')}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add recipient
          </Button>
          <Button variant="outline" asChild>
            <Link to="/gift-for-someone">Find Gifts for Someone Else</Link>
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.data.length === 1 ? '1 recipient' : `${list.data.length} recipients`}
          {filtered ? ' match' : ''}
        </p>
        <ul aria-label="Recipients" className={`grid gap-4 md:grid-cols-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          {list.data.map((recipient) => (
            <li key={recipient.id}>
              <RecipientCard
                recipient={recipient}
                onEdit={() => setEditing(recipient)}
                onDelete={() => setDeleting(recipient)}
                onShowIdeas={() => setIdeasFor(recipient)}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Recipients</h1>
          <p className="text-muted-foreground">The people you buy for, their birthdays and your ideas for them.</p>
        </div>
        <Button onClick={() => setEditing('new')} className="self-start sm:self-auto">
          <Plus aria-hidden="true" className="size-4" />
          Add recipient
        </Button>
      </header>

      <RecipientStatsPanel />

      <section aria-label="Filters" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField label="Search recipients" value={text} onChange={setText} placeholder="Name, interest or relationship" />
        <FormField label="Relationship">
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.relationship ?? ''}
              onChange={(e) => apply({ ...filters, relationship: (e.target.value || null) as RecipientFilters['relationship'] })}
            >
              <option value="">All relationships</option>
              {RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {relationship}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Age range">
          {(control) => (
            <NativeSelect {...control} value={filters.age ?? ''} onChange={(e) => apply({ ...filters, age: (e.target.value || null) as RecipientFilters['age'] })}>
              <option value="">All ages</option>
              {AGE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {AGE_RANGE_LABELS[range]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </section>

      {body}

      <RecipientFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        recipient={editing === 'new' || editing === null ? undefined : editing}
      />
      <DeleteRecipientDialog recipient={deleting} onClose={() => setDeleting(null)} />
      <GiftIdeasDialog recipient={ideasFor} onClose={() => setIdeasFor(null)} />
    </div>
  );
}
