import { LogOut } from 'lucide-react';
import { Avatar, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toaster';
import type { SessionUser } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/auth-context';
import { initialsOf } from './initials';

/** The avatar menu, first version: who is signed in, and Sign out (then home). */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      toast.error('Could not reach the server, but you are signed out on this device.');
    } finally {
      setSigningOut(false);
      navigate('/');
    }
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className="flex size-11 items-center justify-center rounded-full hover:bg-muted"
      >
        <Avatar.Root className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground">
          <Avatar.Fallback>{initialsOf(user.name)}</Avatar.Fallback>
        </Avatar.Root>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-card border border-border bg-card p-1.5 text-card-foreground shadow-soft motion-safe:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={handleSignOut}
            disabled={signingOut}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 text-sm outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-muted"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
