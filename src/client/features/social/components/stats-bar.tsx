import { useQuery } from '@tanstack/react-query';
import { statsQuery } from '#client/features/social/api/social-api';
import { QueryState } from '#client/components/ui/query-state';

const LABELS = [
  ['friendsCount', 'Friends'],
  ['pendingRequests', 'Pending requests'],
  ['activitiesCount', 'Activities'],
  ['totalLikesReceived', 'Likes received'],
] as const;

/** The person's social stats (core-app.md 3): friends, pending requests, activities, likes received. */
export function StatsBar() {
  const stats = useQuery(statsQuery());
  return (
    <QueryState query={stats} what="your stats" isEmpty={() => false} empty={null}>
      {(data) => (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {LABELS.map(([key, label]) => (
            <div key={key} className="rounded-card border border-border bg-card px-4 py-3">
              <dt className="text-caption text-muted-foreground">{label}</dt>
              <dd className="tabular text-2xl font-semibold" data-testid={`stat-${key}`}>
                {data[key]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </QueryState>
  );
}
