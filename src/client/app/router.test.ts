import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buildRoutes } from './router';

function pathsOf(routes: RouteObject[] | undefined): string[] {
  return (routes ?? []).map((r) => r.path ?? '');
}

describe('buildRoutes', () => {
  const [root] = buildRoutes();
  const [main, bare] = root.children ?? [];

  it('has a crash screen for errors the layouts do not catch', () => {
    expect(root.errorElement).toBeTruthy();
  });

  it('puts every non-bare registry route in the main layout, then the not-found route last', () => {
    const expected = ROUTES.filter((r) => !r.bare && r.access !== 'dev').map((r) => r.path);
    expect(pathsOf(main.children)).toEqual([...expected, '*']);
  });

  it('puts login, signup, reset-password and unsubscribe in the bare layout', () => {
    expect(pathsOf(bare.children).sort()).toEqual(['/login', '/reset-password', '/signup', '/unsubscribe']);
  });

  it('leaves development routes to the server', () => {
    const all = [...pathsOf(main.children), ...pathsOf(bare.children)];
    expect(all).not.toContain('/dev/mail');
  });
});
