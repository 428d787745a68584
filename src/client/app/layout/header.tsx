import { Menu, Search } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth/auth-context';
import { cn } from '#client/lib/cn';
import { loginPathFor } from '#client/lib/return-path';
import { lazyComponent } from '#client/lib/lazy';
import { HydrationGate } from '#client/lib/hydration';
import { Logo } from '#client/components/logo';
import { headerNavItems } from './nav-items';
import { useSocialFeatures } from '#client/lib/site-config';

// Signed-out visitors (most first loads) never download the badges, the bell, the menu and their Radix parts.
const SignedInActions = lazyComponent(() => import('./signed-in-actions'));
// The phone and tablet menu loads when first opened.
const HeaderMenu = lazyComponent(() => import('./header-menu'));

/** Below 1024 px the header's links, search and Help live in a menu (issue 10). */
function MenuButton({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-foreground hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <HeaderMenu open={open} onOpenChange={setOpen} signedIn={signedIn} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

function ActionsPlaceholder() {
  return <span aria-hidden="true" className="size-10 rounded-full bg-muted" />;
}

/**
 * The read-only search box that leads to Discover (core-app.md 2). The whole box is one link; the input
 * inside is only its look (read-only, out of the tab order and hidden from assistive technology).
 */
function HeaderSearch() {
  return (
    <Link
      to="/discover"
      aria-label="Find the perfect gift..."
      className="group relative hidden w-52 shrink items-center lg:flex xl:w-72"
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 size-4 text-muted-foreground group-hover:text-foreground"
      />
      <input
        type="search"
        readOnly
        tabIndex={-1}
        aria-hidden="true"
        placeholder="Find the perfect gift..."
        className="h-10 w-full min-w-0 cursor-pointer truncate rounded-full border border-input bg-card pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground group-hover:border-foreground/40"
      />
    </Link>
  );
}

function MainNav({ signedIn }: { signedIn: boolean }) {
  const social = useSocialFeatures() === true;
  return (
    <nav aria-label="Main" className="hidden items-center lg:flex">
      {headerNavItems(signedIn, social).map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-11 items-center rounded-control px-2 text-sm font-medium whitespace-nowrap hover:text-primary xl:px-3',
              isActive ? 'text-primary' : 'text-muted-foreground',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The main header (core-app.md 2): logo, the search box and the navigation on desktop (below 1024 px both are in
 * the menu, beside the phone's bottom navigation), and either Sign in / Sign up or the signed-in person's badges,
 * bell and avatar menu.
 */
export function Header() {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  const signedIn = user !== null;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-4">
        {/* Between tablet and desktop a signed-in header needs the room: the mark alone says home. */}
        <Logo wordmarkClassName={signedIn ? 'max-xl:sr-only' : undefined} />
        <HeaderSearch />
        <MainNav signedIn={signedIn} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <MenuButton signedIn={signedIn} />
          {isLoading ? (
            <ActionsPlaceholder />
          ) : user ? (
            <Suspense fallback={<ActionsPlaceholder />}>
              {/* Lazily loaded: hydrated after the rest of the header, operable from then on. */}
              <HydrationGate>
                <SignedInActions user={user} />
              </HydrationGate>
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" size="sm" className="h-11 px-2 sm:px-3" asChild>
                {/* Signing in comes back to this page. */}
                <Link to={loginPathFor(pathname + search)}>Sign in</Link>
              </Button>
              <Button size="sm" className="h-11 px-3" asChild>
                <Link to="/signup">Sign up</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
