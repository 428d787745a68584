import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/** platform.md 2: a lazily loaded page that fails. */
export function PageLoadError() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <CloudOff aria-hidden="true" className="size-10 text-muted-foreground" strokeWidth={1.75} />
      <h1 className="text-title font-semibold">Failed to Load Page</h1>
      <p className="text-muted-foreground">Part of the app could not be downloaded. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-4" />
        Reload Page
      </Button>
    </div>
  );
}

/** platform.md 2: a lazily loaded component that fails. */
export function ComponentLoadError() {
  return (
    <p role="alert" className="rounded-control border border-border bg-muted p-3 text-sm text-muted-foreground">
      Failed to load component. Please refresh the page or try again later.
    </p>
  );
}
