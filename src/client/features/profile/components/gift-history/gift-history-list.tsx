import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { GiftHistoryEntry } from '#shared/schemas/gift-history';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { giftHistoryListQuery, useDeleteGift } from '#client/features/profile/api/gift-history-api';
import { usd } from './gift-stats-panel';

function Rating({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">Not rated</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-3.5 fill-current text-amber-600 dark:text-amber-400" />
      <span className="sr-only">Rated </span>
      {value}/5
    </span>
  );
}

function EntryRow({ entry, onEdit }: { entry: GiftHistoryEntry; onEdit(): void }) {
  const remove = useDeleteGift();
  const [confirming, setConfirming] = useState(false);
  const date = new Date(`${entry.gift_date}T00:00:00`).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="gift-history-entry">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-1 font-medium">
          {entry.product_url ? (
            <a href={entry.product_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-secondary hover:underline">
              {entry.product_title}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            entry.product_title
          )}
        </span>
        <span className="text-caption text-muted-foreground">
          {[entry.recipient_name ?? 'No recipient', date, entry.occasion_type, entry.category].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div className="flex items-center gap-3 text-sm">
        <span className="tabular font-medium">{entry.product_price === null ? '—' : usd(entry.product_price)}</span>
        <Rating value={entry.satisfaction_rating} />
        {confirming ? (
          <span className="flex items-center gap-1">
            <Button
              size="sm"
              variant="destructive"
              loading={remove.isPending}
              onClick={() => remove.mutate(entry.id, { onSuccess: () => toast.success('Gift deleted'), onError: (error) => toast.error(error.message) })}
            >
              Delete
              <span className="sr-only"> {entry.product_title}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </span>
        ) : (
          <span className="flex items-center">
            <Button size="icon" variant="ghost" aria-label={`Edit ${entry.product_title}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button size="icon" variant="ghost" aria-label={`Delete ${entry.product_title}`} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </span>
        )}
      </div>
    </li>
  );
}

/** The history, newest first, 50 at a time (core-app.md 7), with Previous and Next. */
export function GiftHistoryList({ recipientId, onEdit }: { recipientId: string | null; onEdit(entry: GiftHistoryEntry): void }) {
  const [offset, setOffset] = useState(0);
  const list = useQuery(giftHistoryListQuery({ offset, recipientId }));
  if (list.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading gift history</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full rounded-control" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadFailure className="text-sm" messageClassName="text-muted-foreground" onRetry={() => void list.refetch()}>
        Gift history could not be loaded. {list.error.message}
      </LoadFailure>
    );
  }
  const { entries, total, next_offset: nextOffset } = list.data;
  // The last entry of the last page was deleted: go back to the first page.
  if (!list.isPlaceholderData && entries.length === 0 && total > 0 && offset > 0) setOffset(0);
  if (total === 0) {
    return (
      <p className="rounded-control bg-muted p-4 text-sm text-muted-foreground">
        {recipientId ? 'No gifts logged for this recipient yet.' : 'No gifts logged yet. Log the gifts you give to see your stats and insights.'}
      </p>
    );
  }
  const pageSize = 50;
  // While the next page loads, the previous one stays on screen: its range and buttons describe it, not the one asked for.
  const shownOffset = nextOffset !== null ? nextOffset - entries.length : total - entries.length;
  const busy = list.isPlaceholderData;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Gifts given" className={`divide-y divide-border ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} onEdit={() => onEdit(entry)} />
        ))}
      </ul>
      {total > pageSize ? (
        <nav aria-label="Gift history pages" className="flex items-center justify-between gap-3 text-sm">
          <Button size="sm" variant="outline" disabled={busy || shownOffset === 0} onClick={() => setOffset(Math.max(0, shownOffset - pageSize))}>
            Previous
          </Button>
          <span className="tabular text-muted-foreground">
            {shownOffset + 1}–{shownOffset + entries.length} of {total}
          </span>
          <Button size="sm" variant="outline" disabled={busy || nextOffset === null} onClick={() => nextOffset !== null && setOffset(nextOffset)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
