import { useQuery } from '@tanstack/react-query';
import { Lightbulb, PartyPopper, PiggyBank, Sparkles, ThumbsUp, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { GiftStats } from '#shared/schemas/gift-history';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadFailure } from '#client/components/ui/load-failure';
import { ChartWithTable } from '#client/kits/charts';
import { giftInsightsQuery, giftStatsQuery } from '#client/features/profile/api/gift-history-api';

export const usd = (value: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(value);

function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00`).toLocaleDateString(undefined, { month: 'short', year: '2-digit' });
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-control bg-muted p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="tabular text-xl font-semibold" data-testid={`gift-stat-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {value}
      </dd>
    </div>
  );
}

function StatsBody({ stats }: { stats: GiftStats }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Total gifts" value={String(stats.total_gifts)} />
        <Tile label="Total spent" value={usd(stats.total_spent)} />
        <Tile label="Average rating" value={stats.average_rating === null ? 'Not rated' : `${stats.average_rating.toFixed(2)} / 5`} />
        <Tile
          label="Last gift"
          value={stats.last_gift_date ? new Date(`${stats.last_gift_date}T00:00:00`).toLocaleDateString(undefined, { dateStyle: 'medium' }) : 'None yet'}
        />
      </dl>
      <ChartWithTable
        title="Gifts by month"
        kind="bar"
        data={stats.gifts_by_month.map((month) => ({ label: monthLabel(month.month), value: month.count }))}
        labelHeader="Month"
        valueHeader="Gifts"
        emptyText="No gifts in the last 12 months."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <ChartWithTable
          title="Favourite categories"
          kind="hbar"
          data={stats.favorite_categories.map((c) => ({ label: c.category, value: c.count }))}
          labelHeader="Category"
          valueHeader="Gifts"
          emptyText="Give gifts a category to see your favourites."
        />
        <ChartWithTable
          title="Top recipients"
          kind="hbar"
          data={stats.top_recipients.map((r) => ({ label: r.name, value: r.count }))}
          labelHeader="Recipient"
          valueHeader="Gifts"
          emptyText="Log gifts for your recipients to see who you give to most."
        />
      </div>
    </div>
  );
}

/** Gift stats as a chart-rich panel (core-app.md 3 "Gift stats"), each chart with its table. */
export function GiftStatsPanel() {
  const stats = useQuery(giftStatsQuery());
  if (stats.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <span className="sr-only">Loading gift stats</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 rounded-control" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <LoadFailure className="text-sm" messageClassName="text-muted-foreground" onRetry={() => void stats.refetch()}>
        Gift stats could not be loaded. {stats.error.message}
      </LoadFailure>
    );
  }
  return <StatsBody stats={stats.data} />;
}

const INSIGHT_ICONS = {
  praise: ThumbsUp,
  suggestion: Lightbulb,
  generosity: PiggyBank,
  exploration: Sparkles,
  planning: TriangleAlert,
  coming_up: PartyPopper,
} as const;

/** Insights (core-app.md 9): praise, suggestions, tips and the occasions coming up. */
export function GiftInsights() {
  const insights = useQuery(giftInsightsQuery());
  if (insights.isPending) return <Skeleton className="h-16 w-full rounded-control" />;
  if (insights.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        Insights could not be loaded. {insights.error.message}
      </p>
    );
  }
  if (insights.data.length === 0) {
    return <p className="text-sm text-muted-foreground">Log and rate a few gifts, and tips based on them appear here.</p>;
  }
  return (
    <ul aria-label="Insights" className="grid gap-3 md:grid-cols-2">
      {insights.data.map((insight) => {
        const Icon = INSIGHT_ICONS[insight.kind];
        return (
          <li key={`${insight.kind}-${insight.title}-${insight.recipientId ?? ''}`} className="flex gap-3 rounded-control border border-border p-4">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary" />
            <div className="flex flex-col gap-1">
              <p className="font-medium">{insight.title}</p>
              <p className="text-sm text-muted-foreground">{insight.message}</p>
              {insight.recipientId ? (
                <Link to={`/gift-for-someone?recipient=${encodeURIComponent(insight.recipientId)}`} className="text-sm font-medium text-secondary hover:underline">
                  Get Gift Ideas
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
