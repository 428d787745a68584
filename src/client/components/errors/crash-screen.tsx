import { House, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button';

export interface CrashScreenProps {
  /** Render again without reloading (the boundary resets). */
  onTryAgain: () => void;
}

/** platform.md 2: the crash screen. */
export function CrashScreen({ onTryAgain }: CrashScreenProps) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-primary" strokeWidth={1.75} />
      <h1 className="text-title font-semibold">Oops! Something went wrong</h1>
      <p className="text-muted-foreground">
        An unexpected error stopped this page. It has been reported; trying again often helps.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
        <Button variant="outline" asChild>
          {/* A full navigation: the router itself may be what broke. */}
          <a href="/">
            <House aria-hidden="true" className="size-4" />
            Go to Homepage
          </a>
        </Button>
        <Button variant="ghost" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload Page
        </Button>
      </div>
    </div>
  );
}
