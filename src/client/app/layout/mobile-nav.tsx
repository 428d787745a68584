import { Bell, Compass, Heart, House, type LucideIcon, Sparkles, User } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useNotificationCounts } from '#client/features/notifications/hooks/use-notification-counts';
import { useAuth } from '#client/lib/auth/auth-context';
import { cn } from '#client/lib/cn';
import { badgeLabel, UNREAD_BADGE_CAP } from '#shared/notifications/badge-caps';
import { isActivePath, type MobileNavKey, mobileNavItems } from './nav-items';
import { useScrollNav } from './use-scroll-nav';

const ICONS: Record<MobileNavKey, LucideIcon> = {
  home: House,
  discover: Compass,
  'ai-picks': Sparkles,
  wishlists: Heart,
  alerts: Bell,
  profile: User,
};

/** The Alerts item's badge: the real unread count (the issue overrides the spec's fixed 3), 99+ above 99. */
function useAlertsBadge(): string | null {
  const { unread } = useNotificationCounts();
  return badgeLabel(unread, UNREAD_BADGE_CAP);
}

function NavItemLink({ itemKey, to, label, active, badge }: { itemKey: MobileNavKey; to: string; label: string; active: boolean; badge: string | null }) {
  const Icon = ICONS[itemKey];
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[11px] leading-tight font-medium',
        active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {active ? <span aria-hidden="true" className="absolute inset-x-3 top-0 h-0.5 rounded-full bg-primary" /> : null}
      <span className="relative">
        <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.25 : 2} />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="alerts-badge"
            className="tabular absolute -top-1.5 left-3 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground"
          >
            {badge}
          </span>
        ) : null}
      </span>
      {/* Named by its content, not aria-label: the name then holds what the eye reads (WCAG 2.5.3). */}
      <span>
        {label}
        {badge ? <span className="sr-only"> ({badge} unread)</span> : null}
      </span>
    </Link>
  );
}

/**
 * The phone's main navigation (below 768 px; platform.md 2): fixed to the bottom, hidden while the person
 * scrolls down past 100 px and back 150 ms after scrolling stops; past 200 px a floating 'Find a gift'
 * action offers the AI gift finder.
 */
export function MobileNav() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { navHidden, showFloatingAction } = useScrollNav();
  const signedIn = user !== null;
  const alertsBadge = useAlertsBadge();
  const items = mobileNavItems(signedIn);
  const offerFindAGift = showFloatingAction && !isActivePath(pathname, '/gift-for-someone');

  return (
    <>
      {offerFindAGift ? (
        <Link
          to="/gift-for-someone"
          data-testid="floating-action"
          className={cn(
            'fixed right-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-primary px-5 font-semibold text-primary-foreground shadow-lg shadow-primary/25 hover:bg-primary-hover motion-safe:animate-fade-in md:hidden',
            'transition-[bottom] duration-200',
            navHidden ? 'bottom-[calc(1rem+env(safe-area-inset-bottom))]' : 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))]',
          )}
        >
          <Sparkles aria-hidden="true" className="size-5" />
          Find a gift
        </Link>
      ) : null}
      <nav
        aria-label="Mobile"
        data-state={navHidden ? 'hidden' : 'visible'}
        inert={navHidden}
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85 md:hidden',
          'transition-[translate,visibility] duration-200 ease-(--ease-calm)',
          navHidden && 'invisible translate-y-full',
        )}
      >
        <ul className={cn('mx-auto grid max-w-md', items.length === 6 ? 'grid-cols-6' : 'grid-cols-4')}>
          {items.map((item) => (
            <li key={item.key}>
              <NavItemLink
                itemKey={item.key}
                to={item.to}
                label={item.label}
                active={isActivePath(pathname, item.to)}
                badge={item.key === 'alerts' ? alertsBadge : null}
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
