import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { lazyComponent } from '../lazy';
import { Logo } from './logo';

// Signed-out visitors (most first loads) never download the menu and its Radix parts.
const UserMenu = lazyComponent(() => import('./user-menu'));

function AvatarPlaceholder() {
  return <span aria-hidden="true" className="size-10 rounded-full bg-muted" />;
}

/**
 * The main header, first version: logo, How It Works, and either Sign in / Sign up or the avatar menu.
 * The full header (search, feature links, badges, bell) is built on this.
 */
export function Header() {
  const { user, isLoading } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-6">
        <Logo />
        {/* On phones the bottom navigation carries the links; the hero and footer link How It Works too. */}
        <nav aria-label="Main" className="hidden items-center sm:flex">
          <NavLink
            to="/how-it-works"
            className={({ isActive }) =>
              cn(
                'inline-flex min-h-11 items-center rounded-control px-3 text-sm font-medium whitespace-nowrap hover:text-primary',
                isActive ? 'text-primary' : 'text-muted-foreground',
              )
            }
          >
            How It Works
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isLoading ? (
            <AvatarPlaceholder />
          ) : user ? (
            <Suspense fallback={<AvatarPlaceholder />}>
              <UserMenu user={user} />
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
