import { Heart, History, LogOut, type LucideIcon, ShieldCheck, Sparkles, User, Users } from 'lucide-react';
import { Avatar, DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '#client/components/ui/toaster';
import type { SessionUser } from '#client/lib/auth/auth-api';
import { useAuth } from '#client/lib/auth/auth-context';
import { initialsOf } from '#client/lib/initials';

interface MenuLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * core-app.md 2: the avatar menu's entries, in order (Admin Panel only for admins; Social Hub only while the
 * 'Social Features' site setting is on).
 */
function userMenuLinks(role: SessionUser['role'], social: boolean): MenuLink[] {
  const links: MenuLink[] = [
    { to: '/profile', label: 'Profile', icon: User },
    { to: '/wishlists', label: 'My Wishlists', icon: Heart },
    ...(social ? [{ to: '/social', label: 'Social Hub', icon: Users }] : []),
    { to: '/gift-for-someone', label: 'AI Gift Finder', icon: Sparkles },
    { to: '/profile', label: 'Gift History', icon: History },
  ];
  return role === 'admin' ? [...links, { to: '/admin', label: 'Admin Panel', icon: ShieldCheck }] : links;
}

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-sm outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-muted';

/**
 * The avatar menu: who is signed in, the personal pages, and Sign out (then home). Non-modal: a modal
 * Radix menu injects a <style> element that the CSP refuses.
 */
export default function UserMenu({ user, social }: { user: SessionUser; social: boolean }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  // Sign out lands on /. The page is left first: signing out on a guarded page would otherwise make its guard
  // send the person to /login before the navigation home is committed. Once / shows, the session ends.
  useEffect(() => {
    if (!signingOut || pathname !== '/') return;
    signOut()
      .catch(() => toast.error('Could not reach the server, but you are signed out on this device.'))
      .finally(() => setSigningOut(false));
  }, [signingOut, pathname, signOut]);

  const handleSignOut = () => {
    if (signingOut) return;
    setSigningOut(true);
    navigate('/');
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // The name holds the initials the button shows (without a photo), so a voice-control user can say them (WCAG 2.5.3).
        aria-label={`Account menu for ${user.name} (${initialsOf(user.name)})`}
        className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted"
      >
        <Avatar.Root className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground">
          {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" className="size-full object-cover" /> : null}
          <Avatar.Fallback>{initialsOf(user.name)}</Avatar.Fallback>
        </Avatar.Root>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 min-w-64 rounded-card border border-border bg-card p-1.5 text-card-foreground shadow-soft motion-safe:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {userMenuLinks(user.role, social).map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={label} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item onSelect={handleSignOut} disabled={signingOut} className={itemClass}>
            <LogOut aria-hidden="true" className="size-4 text-muted-foreground" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
