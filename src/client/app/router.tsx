import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { SERVER_RENDERED_PATHS } from '#shared/pages/page-state';
import { matchRoute, ROUTES, type RouteRecord } from '#shared/routes';
import { CrashScreen } from '#client/components/errors/crash-screen';
import { PageSpinner } from '#client/components/ui/spinner';
import { useHydrated } from '#client/lib/hydration';
import { requiresSignIn } from './guard-decision';
import { type LazyPage, lazyPage } from '#client/lib/lazy';
import { BareLayout, MainLayout } from './layout/layouts';
import { RouteGuard } from './route-guard';
import { usePageTitle } from '#client/lib/use-page-title';
import { useSocialFeatures } from '#client/lib/site-config';

interface PageProps {
  route: RouteRecord;
}

/**
 * Which page each registry path shows. Every page is its own chunk, so the first load of / carries only
 * the shell and the home page; forms, validation and the auth screens load when someone opens them.
 * Paths without an entry show the designed page of a feature that is built in a later issue.
 */
const RecipientsPage = lazyPage(() => import('#client/features/recipients/pages/recipients-page'));

const PAGES: Record<string, LazyPage<PageProps>> = {
  '/': lazyPage(() => import('#client/features/home/home-page')),
  '/login': lazyPage(() => import('#client/features/auth/pages/login-page')),
  '/signup': lazyPage(() => import('#client/features/auth/pages/signup-page')),
  '/reset-password': lazyPage(() => import('#client/features/auth/pages/reset-password-page')),
  '/unsubscribe': lazyPage(() => import('#client/features/unsubscribe/pages/unsubscribe-page')),
  '/onboarding': lazyPage(() => import('#client/features/profile/pages/onboarding-page')),
  '/profile': lazyPage(() => import('#client/features/profile/pages/profile-page')),
  '/how-it-works': lazyPage(() => import('#client/features/content/pages/how-it-works-page')),
  '/about': lazyPage(() => import('#client/features/content/pages/about-page')),
  '/help': lazyPage(() => import('#client/features/content/pages/help-page')),
  '/contact': lazyPage(() => import('#client/features/content/pages/contact-page')),
  '/examples': lazyPage(() => import('#client/features/content/pages/examples-page')),
  '/privacy': lazyPage(() => import('#client/features/content/pages/privacy-page')),
  '/terms': lazyPage(() => import('#client/features/content/pages/terms-page')),
  '/cookie-policy': lazyPage(() => import('#client/features/content/pages/cookie-policy-page')),
  '/discover': lazyPage(() => import('#client/features/discover/pages/discover-page')),
  '/gift-for-someone': lazyPage(() => import('#client/features/gift-finder/pages/gift-finder-page')),
  '/recommendations': lazyPage(() => import('#client/features/recommendations/pages/recommendations-page')),
  '/search': lazyPage(() => import('#client/features/content/pages/search-page')),
  '/notifications': lazyPage(() => import('#client/features/notifications/pages/notifications-page')),
  '/recipients': RecipientsPage,
  '/saved-recipients': RecipientsPage,
  '/calendar': lazyPage(() => import('#client/features/calendar/pages/calendar-page')),
  '/admin': lazyPage(() => import('#client/features/admin/admin-page')),
  '/wishlists': lazyPage(() => import('#client/features/wishlists/pages/wishlists-page')),
  '/wishlists/:id': lazyPage(() => import('#client/features/wishlists/pages/wishlist-page')),
  '/wishlists/shared/:token': lazyPage(() => import('#client/features/wishlists/pages/shared-wishlist-page')),
  '/wishlists/invitations/:token': lazyPage(() => import('#client/features/wishlists/pages/invitation-page')),
  '/claims': lazyPage(() => import('#client/features/wishlists/pages/my-claims-page')),
  '/claims/manage/:token': lazyPage(() => import('#client/features/wishlists/pages/manage-claim-page')),
  '/social': lazyPage(() => import('#client/features/social/pages/social-page')),
  '/social/people/:id': lazyPage(() => import('#client/features/social/pages/person-page')),
  '/social/invite/:token': lazyPage(() => import('#client/features/social/pages/invite-page')),
};
const FeatureInfoPage = lazyPage(() => import('#client/features/info/feature-info-page'));
const NotFoundPage = lazyPage(() => import('#client/features/errors/not-found-page'));

/** The page component of a registry path, or the not-found page for a path the registry does not know. */
function pageFor(route: RouteRecord | undefined): LazyPage<PageProps> {
  if (!route || route.access === 'dev') return NotFoundPage;
  return PAGES[route.path] ?? FeatureInfoPage;
}

/** Loads the chunk of the page a path shows: before the server renders it, and before the browser hydrates it. */
export function preloadPage(pathname: string): Promise<void> {
  return pageFor(matchRoute(pathname)).preload();
}

/** The social hub's pages (/social and below): they exist only while the 'Social Features' site setting is on. */
function isSocialPath(path: string): boolean {
  return path === '/social' || path.startsWith('/social/');
}

function RoutePage({ route }: PageProps) {
  const social = useSocialFeatures();
  if (isSocialPath(route.path)) {
    if (social === undefined) return <PageSpinner />;
    if (!social) return <NotFoundPage />;
  }
  return <RegistryPage route={route} />;
}

function RegistryPage({ route }: PageProps) {
  usePageTitle(route.title);
  const hydrated = useHydrated();
  // Pages outside the server-rendered list (and every page that needs a person) come as the shell with a loading
  // state in the HTML and render in the browser (docs/decisions/165).
  if (!hydrated && !SERVER_RENDERED_PATHS.has(route.path)) return <PageSpinner />;
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
