import { useQuery } from '@tanstack/react-query';
import { RELATIONSHIPS } from '#shared/constants/choice-lists';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadFailure } from '#client/components/ui/load-failure';
import { ChartWithTable } from '#client/kits/charts';
import { recipientStatsQuery } from '#client/features/recipients/api/recipients-api';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col justify-between gap-1 rounded-control bg-muted p-3 sm:p-4">
      <dt className="text-caption text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="tabular text-xl font-semibold sm:text-2xl">{value}</dd>
    </div>
  );
}

/** Recipient stats (core-app.md 3, 9): totals, upcoming birthdays, average gifts, and the relationship chart. */
export function RecipientStatsPanel() {
  const stats = useQuery(recipientStatsQuery());
  if (stats.isPending) {
    return (
      <Card className="p-5" role="status" aria-label="Loading recipient stats">
        <div className="grid grid-cols-3 gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 rounded-control" />
          ))}
        </div>
      </Card>
    );
  }
  if (stats.isError) {
    return (
      <Card className="p-5">
        <LoadFailure
          className="justify-between"
          messageClassName="text-sm text-muted-foreground"
          retryVariant="link"
          retryClassName="min-h-11 px-0 text-sm"
          onRetry={() => void stats.refetch()}
        >
          Recipient stats could not be loaded. {stats.error.message}
        </LoadFailure>
      </Card>
    );
  }
  const { totalRecipients, upcomingOccasions, averageGiftsPerRecipient, relationshipBreakdown } = stats.data;
  // The spec's order, then anything else the server counted ('Unspecified').
  const order = [...RELATIONSHIPS, ...Object.keys(relationshipBreakdown).filter((key) => !(RELATIONSHIPS as readonly string[]).includes(key))];
  const data = order.filter((label) => relationshipBreakdown[label]).map((label) => ({ label, value: relationshipBreakdown[label]! }));
  return (
    <Card className="flex flex-col gap-5 p-5" role="region" aria-labelledby="recipient-stats-title">
      <h2 id="recipient-stats-title" className="font-semibold">
        Stats
      </h2>
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-1">
          <Tile label="Total recipients" value={String(totalRecipients)} />
          <Tile label="Upcoming occasions" value={String(upcomingOccasions)} />
          <Tile label="Average gifts per recipient" value={averageGiftsPerRecipient.toFixed(1)} />
        </dl>
        <ChartWithTable
          title="Relationship breakdown"
          kind="hbar"
          data={data}
          labelHeader="Relationship"
          valueHeader="Recipients"
          emptyText="Add a recipient to see who you buy for."
        />
      </div>
    </Card>
  );
}
