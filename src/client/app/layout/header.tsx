import { Search } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { lazyComponent } from '../lazy';
import { Logo } from './logo';
import { headerNavItems } from './nav-items';

// Signed-out visitors (most first loads) never download the badges, the bell, the menu and their Radix parts.
const SignedInActions = lazyComponent(() => import('./signed-in-actions'));

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
  return (
    <nav aria-label="Main" className="hidden items-center md:flex">
      {headerNavItems(signedIn).map((item) => (
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
 * The main header (core-app.md 2): logo, the search box on desktop, the navigation (from tablet width up;
 * phones have the bottom navigation), and either Sign in / Sign up or the signed-in person's badges, bell
 * and avatar menu.
 */
export function Header() {
  const { user, isLoading } = useAuth();
  const signedIn = user !== null;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-4">
        {/* Between tablet and desktop a signed-in header needs the room: the mark alone says home. */}
        <Logo wordmarkClassName={signedIn ? 'md:max-xl:sr-only' : undefined} />
        <HeaderSearch />
        <MainNav signedIn={signedIn} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isLoading ? (
            <ActionsPlaceholder />
          ) : user ? (
            <Suspense fallback={<ActionsPlaceholder />}>
              <SignedInActions user={user} />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" size="sm" className="h-11 px-2 sm:px-3" asChild>
                <Link to="/login">Sign in</Link>
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
