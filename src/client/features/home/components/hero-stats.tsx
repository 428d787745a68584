import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { homeStatsQuery } from '#client/features/home/api/home-stats-query';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadFailure } from '#client/components/ui/load-failure';

// The label (dt) comes first in the markup, as a definition list needs, but shows under its figure; justify-end keeps
// the figures level when a label wraps.
const TILE = 'flex flex-col-reverse items-center justify-end rounded-card border border-border bg-card px-2 py-4 sm:py-5';

/** The hero's three stat tiles, as site content says; skeletons while loading, a retry when the read fails. */
export function HeroStats() {
  const stats = useQuery(homeStatsQuery);

  if (stats.isError) {
    return (
      <LoadFailure
        role="status"
        layout="center"
        className="mt-6 gap-2 text-sm text-muted-foreground"
        retryVariant="ghost"
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
        retryIcon={<RotateCcw aria-hidden="true" className="size-4" />}
      >
        Our figures could not be loaded just now.
      </LoadFailure>
    );
  }

  if (!stats.data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading figures" className="mt-6 grid w-full max-w-3xl grid-cols-3 gap-3 sm:gap-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${TILE} gap-2`}>
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-8 w-16" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <dl aria-label="Giftwise in numbers" className="mt-6 grid w-full max-w-3xl grid-cols-3 gap-3 sm:gap-4">
      {stats.data.stats.map((stat) => (
        <div key={stat.key} data-stat={stat.key} className={TILE}>
          <dt className="text-caption text-muted-foreground sm:text-sm">{stat.label}</dt>
          <dd className="tabular text-2xl font-bold text-primary sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
