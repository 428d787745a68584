import type { RouteRecord } from '#shared/routes';

export type GuardDecision = { kind: 'spinner' } | { kind: 'redirect'; to: '/login' | '/onboarding' } | { kind: 'content' };

export interface GuardInput {
  route: Pick<RouteRecord, 'access' | 'skipOnboarding'>;
  isLoading: boolean;
  user: { profile: { onboardingCompleted: boolean } } | null;
}

/** Routes that need a signed-in person (admin pages too: their role check is the server's). */
export function requiresSignIn(route: Pick<RouteRecord, 'access'>): boolean {
  return route.access === 'signed-in' || route.access === 'admin';
}

/**
 * Onboarding matters where the personal product is: the sign-in routes, except those marked skipOnboarding.
 * Public pages never send anyone away.
 */
export function requiresOnboarding(route: Pick<RouteRecord, 'access' | 'skipOnboarding'>): boolean {
  return requiresSignIn(route) && !route.skipOnboarding;
}

/** The route guard, exactly the four steps of platform.md 2. */
export function decideGuard({ route, isLoading, user }: GuardInput): GuardDecision {
  if (isLoading) return { kind: 'spinner' };
  if (requiresSignIn(route) && !user) return { kind: 'redirect', to: '/login' };
  if (user && requiresOnboarding(route) && !user.profile.onboardingCompleted) return { kind: 'redirect', to: '/onboarding' };
  return { kind: 'content' };
}
