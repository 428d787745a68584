import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { ROUTES, type RouteRecord } from '../../shared/routes';
import { CrashScreen } from '../features/errors/crash-screen';
import { requiresSignIn } from './guard-decision';
import { lazyPage } from './lazy';
import { BareLayout, MainLayout } from './layout/layouts';
import { RouteGuard } from './route-guard';
import { usePageTitle } from './use-page-title';

interface PageProps {
  route: RouteRecord;
}

/**
 * Which page each registry path shows. Every page is its own chunk, so the first load of / carries only
 * the shell and the home page; forms, validation and the auth screens load when someone opens them.
 * Paths without an entry show the designed page of a feature that is built in a later issue.
 */
const PAGES: Record<string, ComponentType<PageProps>> = {
  '/': lazyPage(() => import('../features/home/home-page')),
  '/login': lazyPage(() => import('../features/auth/pages/login-page')),
  '/signup': lazyPage(() => import('../features/auth/pages/signup-page')),
  '/reset-password': lazyPage(() => import('../features/auth/pages/reset-password-page')),
  '/unsubscribe': lazyPage(() => import('../features/unsubscribe/pages/unsubscribe-page')),
  '/onboarding': lazyPage(() => import('../features/onboarding/pages/onboarding-page')),
  '/profile': lazyPage(() => import('../features/profile/pages/profile-page')),
  '/how-it-works': lazyPage(() => import('../features/content/pages/how-it-works-page')),
  '/about': lazyPage(() => import('../features/content/pages/about-page')),
  '/help': lazyPage(() => import('../features/content/pages/help-page')),
  '/contact': lazyPage(() => import('../features/content/pages/contact-page')),
  '/examples': lazyPage(() => import('../features/content/pages/examples-page')),
  '/privacy': lazyPage(() => import('../features/content/pages/privacy-page')),
  '/terms': lazyPage(() => import('../features/content/pages/terms-page')),
  '/cookie-policy': lazyPage(() => import('../features/content/pages/cookie-policy-page')),
  '/discover': lazyPage(() => import('../features/discover/pages/discover-page')),
  '/gift-for-someone': lazyPage(() => import('../features/gift-finder/pages/gift-finder-page')),
  '/recommendations': lazyPage(() => import('../features/recommendations/pages/recommendations-page')),
  '/search': lazyPage(() => import('../features/content/pages/search-page')),
  '/notifications': lazyPage(() => import('../features/notifications/pages/notifications-page')),
  '/admin': lazyPage(() => import('../features/admin/admin-page')),
};
const FeatureInfoPage = lazyPage(() => import('../features/info/feature-info-page'));
const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page'));

function RoutePage({ route }: PageProps) {
  usePageTitle(route.title);
  const Page = PAGES[route.path] ?? FeatureInfoPage;
  const page = <Page route={route} />;
  // Public pages render at once; only pages that need a person wait for the session check.
  return requiresSignIn(route) ? <RouteGuard route={route}>{page}</RouteGuard> : page;
}

function toRouteObject(route: RouteRecord): RouteObject {
  return { path: route.path, element: <RoutePage route={route} /> };
}

function RootShell() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route table from the shared registry (dev routes such as /dev/mail are the server's). */
export function buildRoutes(routes: RouteRecord[] = ROUTES): RouteObject[] {
  const appRoutes = routes.filter((route) => route.access !== 'dev');
  return [
    {
      element: <RootShell />,
      errorElement: <CrashScreen onTryAgain={() => window.location.reload()} />,
      children: [
        {
          element: <MainLayout />,
          children: [...appRoutes.filter((r) => !r.bare).map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
        },
        { element: <BareLayout />, children: appRoutes.filter((r) => r.bare).map(toRouteObject) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
