import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '#client/components/ui/toaster';
import { ErrorBoundary } from '#client/components/errors/error-boundary';
import { PwaNotices } from '#client/features/pwa/components/pwa-notices';
import { SiteProtections } from '#client/features/site-config/site-protections';
import { LegacySocialImport } from '#client/features/social/components/legacy-social-import';
import { AuthProvider } from '#client/lib/auth/auth-context';
import { RenderedAtProvider } from '#client/lib/hydration';

interface AppProps {
  queryClient: QueryClient;
  /** The server's render time from the page state, or null for a page the browser builds itself. */
  renderedAt: number | null;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server (entry-server.tsx). */
  children: ReactNode;
}

/**
 * Providers and the router: the only place features meet. The browser (main.tsx) and the server
 * (entry-server.tsx) render the same tree, so the server's HTML hydrates without a mismatch.
 */
export function App({ queryClient, renderedAt, children }: AppProps) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RenderedAtProvider renderedAt={renderedAt}>
          <AuthProvider>
            {children}
            <Toaster />
            <PwaNotices />
            <SiteProtections />
            <LegacySocialImport />
          </AuthProvider>
        </RenderedAtProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
