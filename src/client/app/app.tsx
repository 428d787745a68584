import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '#client/components/ui/toaster';
import { ErrorBoundary } from '#client/components/errors/error-boundary';
import { PwaNotices } from '#client/features/pwa/components/pwa-notices';
import { SiteProtections } from '#client/features/site-config/site-protections';
import { LegacySocialImport } from '#client/features/social/components/legacy-social-import';
import { AuthProvider } from '#client/lib/auth/auth-context';
import { createQueryClient } from '#client/lib/query-client';
import { createAppRouter } from './router';

/** Providers and the router: the only place features meet. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
          <PwaNotices />
          <SiteProtections />
          <LegacySocialImport />
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
