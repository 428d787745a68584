import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteRecord } from '../../shared/routes';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/auth-context';
import { decideGuard } from './guard-decision';

export function RouteGuard({ route, children }: { route: RouteRecord; children: ReactNode }) {
  const { isLoading, user } = useAuth();
  const decision = decideGuard({ route, isLoading, user });
  if (decision.kind === 'spinner') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
