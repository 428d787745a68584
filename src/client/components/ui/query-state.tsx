import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import { Skeleton } from './skeleton';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Read by screen readers while loading, and in the error line ('Friends could not be loaded.'). */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** A list's loading, error and empty states; the list itself once there is something. */
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
      <LoadFailure className="py-2 text-sm text-muted-foreground" onRetry={() => void query.refetch()}>
        {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded. {query.error.message}
      </LoadFailure>
    );
  }
  if (isEmpty(query.data)) return <p className="py-2 text-sm text-muted-foreground">{empty}</p>;
  return <>{children(query.data)}</>;
}
