/**
 * The one route registry: the client's router, the server's 200/404 answer for page paths, the sitemap
 * and robots.txt all read it. Paths use React Router's syntax.
 */
export type AccessClass = 'public' | 'auth-screen' | 'signed-in' | 'admin' | 'dev';

export interface RouteRecord {
  path: string;
  access: AccessClass;
  /** Shown without the main header and footer. */
  bare?: boolean;
  /** The page can be seen before onboarding is completed (a signed-in user is not redirected away). */
  skipOnboarding?: boolean;
  title: string;
  description?: string;
  /** Sitemap priority; pages without one are not listed. */
  priority?: number;
  changeFreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  noIndex?: boolean;
}

export const ROUTES: RouteRecord[] = [
  { path: '/', access: 'public', title: 'Giftwise: AI gift recommendations', priority: 1, changeFreq: 'daily' },
  { path: '/discover', access: 'public', title: 'Discover gifts', priority: 0.9, changeFreq: 'daily' },
  { path: '/how-it-works', access: 'public', title: 'How it works', priority: 0.8, changeFreq: 'monthly' },
  { path: '/about', access: 'public', title: 'About Giftwise', priority: 0.6, changeFreq: 'monthly' },
  { path: '/contact', access: 'public', title: 'Contact us', priority: 0.5, changeFreq: 'yearly' },
  { path: '/examples', access: 'public', title: 'Gift finder examples', priority: 0.6, changeFreq: 'monthly' },
  { path: '/blog', access: 'public', title: 'Blog', priority: 0.8, changeFreq: 'weekly' },
  { path: '/blog/:slug', access: 'public', title: 'Blog post' },
  { path: '/privacy', access: 'public', title: 'Privacy policy', priority: 0.3, changeFreq: 'yearly' },
  { path: '/terms', access: 'public', title: 'Terms of service', priority: 0.3, changeFreq: 'yearly' },
  { path: '/cookie-policy', access: 'public', title: 'Cookie policy', priority: 0.3, changeFreq: 'yearly' },
  { path: '/help', access: 'public', title: 'Help center', priority: 0.6, changeFreq: 'monthly' },
  { path: '/search', access: 'public', title: 'Search', noIndex: true },
  { path: '/onboarding', access: 'public', skipOnboarding: true, title: 'Welcome to Giftwise', noIndex: true },
  { path: '/login', access: 'auth-screen', bare: true, title: 'Sign in', noIndex: true },
  { path: '/signup', access: 'auth-screen', bare: true, title: 'Create account', noIndex: true },
  { path: '/reset-password', access: 'auth-screen', bare: true, title: 'Reset password', noIndex: true },
  { path: '/unsubscribe', access: 'auth-screen', bare: true, title: 'Email preferences', noIndex: true },
  { path: '/wishlists', access: 'signed-in', title: 'My wishlists', noIndex: true },
  { path: '/wishlists/:id', access: 'signed-in', title: 'Wishlist', noIndex: true },
  { path: '/recipients', access: 'signed-in', title: 'Recipients', noIndex: true },
  { path: '/saved-recipients', access: 'signed-in', title: 'Saved recipients', noIndex: true },
  { path: '/gift-for-someone', access: 'signed-in', title: 'AI Gift Finder', noIndex: true },
  { path: '/calendar', access: 'signed-in', title: 'Calendar', noIndex: true },
  { path: '/recommendations', access: 'signed-in', title: 'Recommendations', noIndex: true },
  { path: '/social', access: 'signed-in', title: 'Social hub', noIndex: true },
  { path: '/notifications', access: 'signed-in', title: 'Notifications', noIndex: true },
  { path: '/profile', access: 'signed-in', title: 'Profile', noIndex: true },
  { path: '/admin', access: 'admin', title: 'Admin panel', noIndex: true },
  { path: '/dev/mail', access: 'dev', bare: true, title: 'Development mailbox', noIndex: true },
];

/** Does a concrete pathname match a registry path (with :params)? */
export function matchRoute(pathname: string, routes: RouteRecord[] = ROUTES): RouteRecord | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => {
    const pattern = new RegExp('^' + r.path.replace(/:[^/]+/g, '[^/]+') + '$');
    return pattern.test(clean);
  });
}
