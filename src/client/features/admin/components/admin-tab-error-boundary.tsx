import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { ErrorBoundary } from '#client/components/errors/error-boundary';

/**
 * One per admin tab (platform.md 2: each admin tab shows an error fallback if it fails): a tab that crashes
 * shows the spec's component message inside the tab; the header, the cards and the other tabs keep working.
 */
export function AdminTabErrorBoundary({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <ErrorBoundary context={{ adminTab: tab }} fallback={(retry) => <AdminTabFallback onTryAgain={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

function AdminTabFallback({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-border bg-card p-5 sm:p-8">
      <div className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />
        This tab could not be shown
      </div>
      <p className="text-muted-foreground">Failed to load component. Please refresh the page or try again later.</p>
      <Button variant="outline" size="sm" onClick={onTryAgain}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}
