import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Activity, Gift, Heart, type LucideIcon, RotateCw, Users } from 'lucide-react';
import type { AdminStatsResponse } from '#shared/schemas/admin-stats';
import { adminStatsQuery } from '#client/features/admin/api/admin-stats-query';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadFailure } from '#client/components/ui/load-failure';

interface StatCard {
  key: keyof Omit<AdminStatsResponse, 'countedAt'>;
  label: string;
  hint: string;
  icon: LucideIcon;
}

/** admin-area.md 2: the four cards, with the spec's labels. */
const STAT_CARDS: StatCard[] = [
  { key: 'totalUsers', label: 'Total Users', hint: 'Every account', icon: Users },
  { key: 'totalWishlists', label: 'Total Wishlists', hint: 'Not deleted', icon: Heart },
  { key: 'totalGifts', label: 'Total Gifts', hint: 'Recorded in gift history', icon: Gift },
  { key: 'activeUsers30d', label: 'Active Users (30d)', hint: 'Signed in within 30 days', icon: Activity },
];

const numberFormat = new Intl.NumberFormat();

function CardFrame({ card, children }: { card: StatCard; children: ReactNode }) {
  const Icon = card.icon;
  return (
    <div className="flex flex-col gap-2 rounded-card border border-border bg-card p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{card.label}</h2>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </div>
      {children}
      <p className="text-caption text-muted-foreground">{card.hint}</p>
    </div>
  );
}

/** The four counts: skeletons while they load, the catalogue's message and Try Again if they fail. */
export function AdminStatCards() {
  const stats = useQuery(adminStatsQuery);

  if (stats.isError) {
    return (
      <LoadFailure
        title="The statistics could not be loaded"
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
        retryingText="Trying again..."
        retryIcon={<RotateCw aria-hidden="true" className="size-4" />}
      >
        {stats.error.message}
      </LoadFailure>
    );
  }

  return (
    <section aria-label="Statistics" aria-busy={stats.isPending || undefined} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STAT_CARDS.map((card) => (
        <CardFrame key={card.key} card={card}>
          {stats.data ? (
            <p className="tabular text-2xl font-semibold sm:text-3xl" data-testid={`stat-${card.key}`}>
              {numberFormat.format(stats.data[card.key])}
            </p>
          ) : (
            <Skeleton className="h-8 w-20 sm:h-9" />
          )}
        </CardFrame>
      ))}
    </section>
  );
}
