import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Read by screen readers while loading, and in the error line ('Friends could not be loaded.'). */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading, error and empty states every social list shares; the list itself once there is something. */
export function QueryState<T>({ query, what, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2 py-2">
        <span className="sr-only">Loading {what}</span>
        <Skeleton className="h-10 w-full rounded-control" />
        <Skeleton className="h-10 w-2/3 rounded-control" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-2 text-sm text-muted-foreground">
        <span>
          {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded. {query.error.message}
        </span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (isEmpty(query.data)) return <p className="py-2 text-sm text-muted-foreground">{empty}</p>;
  return <>{children(query.data)}</>;
}
