import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteRecord } from '#shared/routes';
import { PageSpinner } from '#client/components/ui/spinner';
import { useAuth } from '#client/lib/auth/auth-context';
import { loginPathFor } from '#client/lib/return-path';
import { decideGuard } from './guard-decision';

export function RouteGuard({ route, children }: { route: RouteRecord; children: ReactNode }) {
  const { isLoading, user } = useAuth();
  const location = useLocation();
  const decision = decideGuard({ route, isLoading, user });
  if (decision.kind === 'spinner') return <PageSpinner />;
  // Sign-in and onboarding send the person back here when done (lib/return-path.ts); the sign-in address carries
  // it as ?next=, so that a reload of the sign-in page, or a link to it, still knows the way back.
  const from = location.pathname + location.search + location.hash;
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to === '/login' ? loginPathFor(from) : decision.to} replace state={{ from }} />;
  }
  return <>{children}</>;
}
