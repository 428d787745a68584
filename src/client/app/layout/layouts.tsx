import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner';
import { ErrorBoundary } from '#client/components/errors/error-boundary';
import { HydrationGate, useHydrated } from '#client/lib/hydration';
import { Footer } from './footer';
import { Header } from './header';
import { MobileNav } from './mobile-nav';

/**
 * Marks the page as taken over by React (<html data-hydrated>) once the page itself is hydrated: it sits in the
 * page's Suspense boundary, which hydrates when the page's chunk is here (docs/decisions/165). Browser specs and
 * the bench wait for it rather than for time.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** A page area that survives a page's crash and a slow chunk; navigating away clears a crash. */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <HydrationGate>
          <Outlet />
        </HydrationGate>
        <MarkHydrated />
      </Suspense>
    </ErrorBoundary>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-control bg-card px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}

/** Header, page and footer; on phones the bottom navigation too (the padding keeps the footer above it). */
export function MainLayout() {
  const hydrated = useHydrated();
  return (
    <div
      aria-disabled={hydrated ? undefined : true}
      className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0"
    >
      <SkipLink />
      <Header />
      {/* At least a screen tall: while a page's chunk or data loads, the footer stays below the fold instead of
          showing and then being pushed away (a layout shift of about 0.4 on phones; issue 9, item 4). */}
      <main id="main" className="flex min-h-dvh flex-1 flex-col">
        <PageOutlet />
      </main>
      <Footer />
      <MobileNav />
    </div>
  );
}

/** Login, signup, reset-password and unsubscribe: no main header or footer. */
export function BareLayout() {
  const hydrated = useHydrated();
  return (
    <main id="main" aria-disabled={hydrated ? undefined : true} className="flex min-h-dvh flex-col">
      <PageOutlet />
    </main>
  );
}
