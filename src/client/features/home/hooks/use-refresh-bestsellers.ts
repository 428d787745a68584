import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { refreshThenReload } from '#client/kits/products';

/**
 * Refresh Products: the server refreshes its cache, then the lists reload, even when the refresh failed
 * (core-app.md 4). `isRefreshing` covers both steps, so the button shows progress until new cards are in.
 */
export function useRefreshBestsellers() {
  const queryClient = useQueryClient();
  const [isRefreshing, setRefreshing] = useState(false);
  const running = useRef(false);

  const refresh = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    try {
      const failure = await refreshThenReload(queryClient);
      if (failure) {
        toast.error(`The products could not be refreshed: ${isApiError(failure) ? failure.message : 'please try again later.'}`);
      }
    } finally {
      running.current = false;
      setRefreshing(false);
    }
  }, [queryClient]);

  return { refresh, isRefreshing };
}
