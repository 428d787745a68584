import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { decideGuard, requiresOnboarding, requiresSignIn } from './guard-decision';

const user = (onboardingCompleted: boolean) => ({ profile: { onboardingCompleted } });
const route = (path: string) => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('decideGuard (platform.md 2, four steps)', () => {
  it('1. shows a spinner while the user is loading, whatever the route', () => {
    expect(decideGuard({ route: route('/wishlists'), isLoading: true, user: null })).toEqual({ kind: 'spinner' });
    expect(decideGuard({ route: route('/'), isLoading: true, user: user(true) })).toEqual({ kind: 'spinner' });
  });

  it('2. sends a visitor without an account to /login where sign-in is required', () => {
    for (const path of ['/wishlists', '/wishlists/:id', '/calendar', '/profile', '/admin']) {
      expect(decideGuard({ route: route(path), isLoading: false, user: null })).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('3. sends a user who has not finished onboarding to /onboarding where it is required', () => {
    expect(decideGuard({ route: route('/calendar'), isLoading: false, user: user(false) })).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });

  it('3. lets /admin through without consumer onboarding (issue 10)', () => {
    expect(decideGuard({ route: route('/admin'), isLoading: false, user: user(false) })).toEqual({ kind: 'content' });
    expect(requiresOnboarding(route('/admin'))).toBe(false);
  });

  it('3. lets a route marked skipOnboarding through', () => {
    const skipping = { access: 'signed-in' as const, skipOnboarding: true };
    expect(decideGuard({ route: skipping, isLoading: false, user: user(false) })).toEqual({ kind: 'content' });
    expect(decideGuard({ route: route('/onboarding'), isLoading: false, user: user(false) })).toEqual({ kind: 'content' });
  });

  it('4. shows the content otherwise', () => {
    expect(decideGuard({ route: route('/calendar'), isLoading: false, user: user(true) })).toEqual({ kind: 'content' });
    expect(decideGuard({ route: route('/'), isLoading: false, user: null })).toEqual({ kind: 'content' });
    expect(decideGuard({ route: route('/login'), isLoading: false, user: null })).toEqual({ kind: 'content' });
  });

  it('never sends anyone away from a public page', () => {
    for (const r of ROUTES.filter((r) => r.access === 'public' || r.access === 'auth-screen')) {
      expect(requiresSignIn(r), r.path).toBe(false);
      expect(requiresOnboarding(r), r.path).toBe(false);
      expect(decideGuard({ route: r, isLoading: false, user: user(false) }), r.path).toEqual({ kind: 'content' });
    }
  });
});
