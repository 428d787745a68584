import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteRecord } from '../../shared/routes';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/auth-context';
import { decideGuard } from './guard-decision';

export function RouteGuard({ route, children }: { route: RouteRecord; children: ReactNode }) {
  const { isLoading, user } = useAuth();
  const location = useLocation();
  const decision = decideGuard({ route, isLoading, user });
  if (decision.kind === 'spinner') return <PageSpinner />;
  // Onboarding sends the person back here when it is done (features/onboarding/return-path.ts).
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
