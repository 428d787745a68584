/**
 * What the navigation offers in each sign-in state (core-app.md 2, platform.md 2), as data the header, the
 * bottom navigation and their tests share.
 */
export interface NavItem {
  /** Stable key (also picks the icon). */
  key: string;
  label: string;
  to: string;
}

/**
 * The header's links: How It Works for everyone; the personal product only when signed in, Social only while the
 * 'Social Features' site setting is on.
 */
export function headerNavItems(signedIn: boolean, social: boolean): NavItem[] {
  const everyone: NavItem[] = [{ key: 'how-it-works', label: 'How It Works', to: '/how-it-works' }];
  if (!signedIn) return everyone;
  return [
    ...everyone,
    { key: 'discover', label: 'Discover', to: '/discover' },
    { key: 'ai-picks', label: 'AI Picks', to: '/gift-for-someone' },
    { key: 'recipients', label: 'Recipients', to: '/recipients' },
    { key: 'calendar', label: 'Calendar', to: '/calendar' },
    ...(social ? [{ key: 'social', label: 'Social', to: '/social' }] : []),
  ];
}

/**
 * The header menu below 1024 px (issue 10): what the desktop header reaches (its links; its search box is the
 * menu's search field), and the Help Center.
 */
export function headerMenuItems(signedIn: boolean, social: boolean): NavItem[] {
  return [...headerNavItems(signedIn, social), { key: 'help', label: 'Help', to: '/help' }];
}

export type MobileNavKey = 'home' | 'discover' | 'ai-picks' | 'wishlists' | 'alerts' | 'profile';

export interface MobileNavItem extends NavItem {
  key: MobileNavKey;
}

/** The phone's bottom bar: Wishlists and Alerts need a person; Profile sends a visitor to sign in. */
export function mobileNavItems(signedIn: boolean): MobileNavItem[] {
  const items: (MobileNavItem | false)[] = [
    { key: 'home', label: 'Home', to: '/' },
    { key: 'discover', label: 'Discover', to: '/discover' },
    { key: 'ai-picks', label: 'AI Picks', to: '/gift-for-someone' },
    signedIn && { key: 'wishlists', label: 'Wishlists', to: '/wishlists' },
    signedIn && { key: 'alerts', label: 'Alerts', to: '/notifications' },
    { key: 'profile', label: 'Profile', to: signedIn ? '/profile' : '/login' },
  ];
  return items.filter((item): item is MobileNavItem => item !== false);
}

/**
 * Active by path prefix: /wishlists/abc keeps Wishlists lit. Home is active only on / itself (every
 * path starts with /), and a prefix must end at a segment (/profile does not light /profiles).
 */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
