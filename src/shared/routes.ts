/**
 * The one route registry: the client's router, the server's 200/404 answer for page paths, the heads the
 * server writes into each page (title, description, Open Graph, Twitter, robots, JSON-LD), the sitemap and
 * robots.txt all read it. Paths use React Router's syntax.
 */
export type AccessClass = 'public' | 'auth-screen' | 'signed-in' | 'admin' | 'dev';

export type ChangeFreq = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

/** The JSON-LD a page carries; the server builds it (src/server/seo/structured-data.ts). */
export type StructuredDataKind = 'WebSite' | 'Organization' | 'FAQPage';

/** platform.md 3, "Page SEO record". Absent fields take the defaults below (SEO_DEFAULTS). */
export interface SeoRecord {
  title: string;
  /** The meta and Open Graph description: one or two sentences about the page. */
  description: string;
  keywords?: string[];
  /** A site path (/og-image.png) or an absolute URL. */
  ogImage?: string;
  ogType?: 'website' | 'article';
  twitterCard?: 'summary' | 'summary_large_image';
  /** A site path; by default the page's own path (for a :param route, the path that was asked for). */
  canonicalUrl?: string;
  noIndex?: boolean;
  noFollow?: boolean;
  structuredData?: StructuredDataKind;
  /** Sitemap change frequency and priority; indexable pages without a priority are listed at 0.5. */
  changeFreq?: ChangeFreq;
  priority?: number;
}

export interface RouteRecord extends SeoRecord {
  path: string;
  access: AccessClass;
  /** Shown without the main header and footer. */
  bare?: boolean;
  /** The page can be seen before onboarding is completed (a signed-in user is not redirected away). */
  skipOnboarding?: boolean;
  /** robots.txt disallows crawling it (platform.md 3: admin, profile, saved-recipients, calendar, recommendations). */
  robotsDisallow?: boolean;
}

export const SITE_NAME = 'Giftwise';

export const SEO_DEFAULTS = {
  ogImage: '/og-image.png',
  ogType: 'website',
  twitterCard: 'summary_large_image',
  changeFreq: 'monthly',
  priority: 0.5,
} as const satisfies Partial<SeoRecord>;

export const ROUTES: RouteRecord[] = [
  {
    path: '/',
    access: 'public',
    title: 'Giftwise: AI gift recommendations',
    description:
      'Giftwise finds thoughtful gifts with AI: tell it about the person and the occasion and get personal picks, then save recipients, set reminders and share wishlists.',
    keywords: ['gift ideas', 'AI gift finder', 'gift recommendations', 'personalised gifts', 'wishlists', 'gift reminders'],
    structuredData: 'WebSite',
    priority: 1,
    changeFreq: 'daily',
  },
  {
    path: '/discover',
    access: 'public',
    title: 'Discover gifts',
    description:
      'Browse gift ideas by interest, occasion and budget. Sign in and Giftwise tailors what you discover to the people you shop for.',
    keywords: ['discover gifts', 'gift ideas by interest', 'gifts by occasion', 'gifts by budget', 'trending gifts'],
    priority: 0.9,
    changeFreq: 'daily',
  },
  {
    path: '/how-it-works',
    access: 'public',
    title: 'How it works',
    description:
      'How Giftwise turns a few answers about a person (age, interests, personality, occasion and budget) into gift picks with the reasons behind each one.',
    keywords: ['how Giftwise works', 'AI gift finder steps', 'gift questionnaire', 'gift recommendation reasons'],
    priority: 0.8,
    changeFreq: 'monthly',
  },
  {
    path: '/about',
    access: 'public',
    title: 'About Giftwise',
    description:
      'Who makes Giftwise and why: a gift finder that helps you give something that fits the person, without endless scrolling through shops.',
    keywords: ['about Giftwise', 'gift finder', 'thoughtful gifting', 'our mission'],
    structuredData: 'Organization',
    priority: 0.6,
    changeFreq: 'monthly',
  },
  {
    path: '/contact',
    access: 'public',
    title: 'Contact us',
    description: 'Write to the Giftwise team with a question, a problem or an idea. We read every message and reply by email.',
    keywords: ['contact Giftwise', 'Giftwise support', 'help with Giftwise', 'feedback'],
    priority: 0.5,
    changeFreq: 'yearly',
  },
  {
    path: '/examples',
    access: 'public',
    title: 'Gift finder examples',
    description:
      'Worked examples of the Giftwise AI Gift Finder: what people entered for a partner, a parent, a colleague or a child, and the gift ideas and reasons it gave.',
    keywords: ['gift finder examples', 'gift ideas for partner', 'gift ideas for parents', 'gift ideas for colleagues', 'gift ideas for kids'],
    priority: 0.6,
    changeFreq: 'monthly',
  },
  {
    path: '/blog',
    access: 'public',
    title: 'Blog',
    description: 'Gift guides, occasion reminders and ideas from the Giftwise team: what to give, when, and how to make it personal.',
    keywords: ['gift guides', 'gifting blog', 'gift ideas articles', 'occasion ideas'],
    priority: 0.8,
    changeFreq: 'weekly',
  },
  {
    path: '/blog/:slug',
    access: 'public',
    title: 'Blog post',
    description: 'A gift guide from the Giftwise blog.',
    keywords: ['gift guide', 'gift ideas'],
    ogType: 'article',
    // Any slug answers 200 until the blog issue brings real posts: keep such pages out of search results.
    noIndex: true,
  },
  {
    path: '/privacy',
    access: 'public',
    title: 'Privacy policy',
    description:
      'What personal data Giftwise keeps, why, for how long, who processes it, and how you can see, export or delete it.',
    keywords: ['Giftwise privacy policy', 'personal data', 'data protection', 'delete my data'],
    priority: 0.3,
    changeFreq: 'yearly',
  },
  {
    path: '/terms',
    access: 'public',
    title: 'Terms of service',
    description: 'The terms for using Giftwise: your account, what you may post, the gift suggestions and shop links, and our responsibilities.',
    keywords: ['Giftwise terms of service', 'terms and conditions', 'user agreement'],
    priority: 0.3,
    changeFreq: 'yearly',
  },
  {
    path: '/cookie-policy',
    access: 'public',
    title: 'Cookie policy',
    description: 'The cookies and browser storage Giftwise uses: one sign-in cookie and the settings the app keeps on your device. No advertising trackers.',
    keywords: ['Giftwise cookie policy', 'cookies', 'browser storage', 'session cookie'],
    priority: 0.3,
    changeFreq: 'yearly',
  },
  {
    path: '/help',
    access: 'public',
    title: 'Help center',
    description:
      'Answers to the questions people ask most about Giftwise: accounts, the AI Gift Finder, wishlists, reminders, emails, privacy and the app.',
    keywords: ['Giftwise help', 'FAQ', 'frequently asked questions', 'account help', 'gift finder help'],
    structuredData: 'FAQPage',
    priority: 0.6,
    changeFreq: 'monthly',
  },
  {
    path: '/search',
    access: 'public',
    title: 'Search',
    description: 'Search Giftwise for gift ideas, guides and answers from the Help Center.',
    keywords: ['search gifts', 'search Giftwise'],
    // Result pages for arbitrary queries are thin and endless: not for search engines' indexes.
    noIndex: true,
  },
  {
    path: '/onboarding',
    access: 'public',
    skipOnboarding: true,
    title: 'Welcome to Giftwise',
    description: 'Tell Giftwise a little about yourself (interests, personality, age range and birthday) so that its picks fit you.',
    keywords: ['Giftwise onboarding', 'gift preferences', 'interests'],
    noIndex: true,
  },
  {
    path: '/login',
    access: 'auth-screen',
    bare: true,
    title: 'Sign in',
    description: 'Sign in to Giftwise to see your wishlists, recipients, reminders and personal gift picks.',
    noIndex: true,
  },
  {
    path: '/signup',
    access: 'auth-screen',
    bare: true,
    title: 'Create account',
    description: 'Create a free Giftwise account to save recipients, keep wishlists and get reminders before every occasion.',
    noIndex: true,
  },
  {
    path: '/reset-password',
    access: 'auth-screen',
    bare: true,
    title: 'Reset password',
    description: 'Choose a new password for your Giftwise account.',
    noIndex: true,
    noFollow: true,
  },
  {
    path: '/unsubscribe',
    access: 'auth-screen',
    bare: true,
    title: 'Email preferences',
    description: 'Choose which emails Giftwise sends you.',
    noIndex: true,
    noFollow: true,
  },
  { path: '/wishlists', access: 'signed-in', title: 'My wishlists', description: 'Your Giftwise wishlists.', noIndex: true },
  { path: '/wishlists/:id', access: 'signed-in', title: 'Wishlist', description: 'A Giftwise wishlist.', noIndex: true },
  // A shared list: no account needed. The server writes the list's own title, description and cover into the
  // head (src/server/services/seo/page-head.ts); these are the fallbacks for an expired or unknown link.
  {
    path: '/wishlists/shared/:token',
    access: 'public',
    title: 'Shared wishlist',
    description: 'A wishlist shared with you on Giftwise: see what they would love and claim a gift.',
    keywords: ['shared wishlist', 'gift list', 'claim a gift'],
    noIndex: true,
  },
  // The emailed invitation: accepting needs an account, declining does not.
  {
    path: '/wishlists/invitations/:token',
    access: 'public',
    title: 'Wishlist invitation',
    description: 'An invitation to view or edit a wishlist together on Giftwise.',
    keywords: ['wishlist invitation', 'collaborate on a wishlist'],
    noIndex: true,
  },
  { path: '/claims', access: 'signed-in', title: 'My claims', description: 'The gifts you have promised to buy.', noIndex: true },
  // The emailed claim link of a share-link visitor: confirm, mark purchased, change or cancel, without an account.
  {
    path: '/claims/manage/:token',
    access: 'public',
    title: 'Your claim',
    description: 'Confirm, change, mark purchased or cancel the gift you claimed on a Giftwise wishlist.',
    keywords: ['gift claim', 'wishlist gift'],
    noIndex: true,
  },
  { path: '/recipients', access: 'signed-in', title: 'Recipients', description: 'The people you find gifts for.', noIndex: true },
  {
    path: '/saved-recipients',
    access: 'signed-in',
    title: 'Saved recipients',
    description: 'Your saved recipients and their gift ideas.',
    noIndex: true,
    robotsDisallow: true,
  },
  {
    path: '/gift-for-someone',
    access: 'signed-in',
    title: 'AI Gift Finder',
    description: 'Find a gift for someone with the Giftwise AI Gift Finder.',
    noIndex: true,
  },
  {
    path: '/calendar',
    access: 'signed-in',
    title: 'Calendar',
    description: 'Birthdays, anniversaries and other occasions of the people you shop for.',
    noIndex: true,
    robotsDisallow: true,
  },
  {
    path: '/recommendations',
    access: 'signed-in',
    title: 'Recommendations',
    description: 'Your personal gift recommendations.',
    noIndex: true,
    robotsDisallow: true,
  },
  { path: '/social', access: 'signed-in', title: 'Social hub', description: 'Friends, shared wishlists and activity.', noIndex: true },
  { path: '/social/people/:id', access: 'signed-in', title: 'Profile', description: 'A person’s Giftwise profile, wishlists and activity.', noIndex: true },
  // The invitation link: who invited is shown to anyone; accepting needs an account.
  {
    path: '/social/invite/:token',
    access: 'public',
    title: 'Friend invitation',
    description: 'An invitation from a friend to connect on Giftwise and share wishlists and gifting moments.',
    keywords: ['friend invitation', 'connect with friends', 'gift wishlists'],
    noIndex: true,
  },
  { path: '/notifications', access: 'signed-in', title: 'Notifications', description: 'Your Giftwise notifications.', noIndex: true },
  {
    path: '/profile',
    access: 'signed-in',
    title: 'Profile',
    description: 'Your Giftwise profile and account settings.',
    noIndex: true,
    robotsDisallow: true,
  },
  {
    path: '/admin',
    access: 'admin',
    // Consumer onboarding (interests, personality) is not an administrator's business (issue 10).
    skipOnboarding: true,
    title: 'Admin panel',
    description: 'The Giftwise admin panel.',
    noIndex: true,
    noFollow: true,
    robotsDisallow: true,
  },
  {
    path: '/dev/mail',
    access: 'dev',
    bare: true,
    title: 'Development mailbox',
    description: 'Emails sent by this development server.',
    noIndex: true,
    noFollow: true,
    robotsDisallow: true,
  },
];

/** Does a concrete pathname match a registry path (with :params)? */
export function matchRoute(pathname: string, routes: RouteRecord[] = ROUTES): RouteRecord | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => {
    const pattern = new RegExp('^' + r.path.replace(/:[^/]+/g, '[^/]+') + '$');
    return pattern.test(clean);
  });
}

/** The document title of a page: the site name is added unless the title starts with it. */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Pages for the sitemap: public, indexable, and a concrete path (no :params). */
export function sitemapRoutes(routes: RouteRecord[] = ROUTES): RouteRecord[] {
  return routes.filter((r) => r.access === 'public' && !r.noIndex && !r.path.includes(':'));
}

/**
 * robots.txt's Disallow lines: the registry's marked pages, their shared prefix for dev pages (/dev), and
 * the API, which is for the app, not for crawlers.
 */
export function robotsDisallowedPaths(routes: RouteRecord[] = ROUTES): string[] {
  const pages = routes.filter((r) => r.robotsDisallow && r.access !== 'dev').map((r) => r.path);
  const devPrefixes = routes.filter((r) => r.access === 'dev').map((r) => `/${r.path.split('/')[1]}`);
  return [...new Set([...pages, ...devPrefixes, '/api'])];
}
