import { ArrowRight, Search } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { DialogContent } from '#client/components/ui/dialog';
import { inputClassName } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { cn } from '#client/lib/cn';
import { headerMenuItems } from './nav-items';
import { useSocialFeatures } from '#client/lib/site-config';

export interface HeaderMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  signedIn: boolean;
  /** The menu button, which gets the focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The header's menu below 1024 px (issue 10): every area the desktop header reaches (its links, the gift search
 * and Help), in a Radix dialog sliding in from the side: focus stays inside while it is open, Escape and the close
 * button end it, and the title names it for screen readers. Loaded on first use, so a phone's first page carries
 * none of it.
 */
export default function HeaderMenu({ open, onOpenChange, signedIn, returnFocusTo }: HeaderMenuProps) {
  const navigate = useNavigate();
  const searchId = useId();
  const [text, setText] = useState('');
  const social = useSocialFeatures() === true;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    onOpenChange(false);
    navigate(q ? `/discover?q=${encodeURIComponent(q)}` : '/discover');
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="top-0 right-0 left-auto flex h-dvh max-h-dvh w-[min(22rem,calc(100vw-3rem))] translate-x-0 translate-y-0 flex-col rounded-none rounded-l-card p-5"
      >
        <form role="search" onSubmit={search} className="flex flex-col gap-1.5">
          <Label htmlFor={searchId}>Find the perfect gift...</Label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <input
                id={searchId}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Mugs, books, gadgets..."
                enterKeyHint="search"
                autoComplete="off"
                className={cn(inputClassName, 'h-11 pl-9')}
              />
            </div>
            <Button type="submit" className="h-11 shrink-0 px-3" aria-label="Search gifts">
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </form>
        <nav aria-label="Menu" className="mt-5 border-t border-border pt-3">
          <ul className="flex flex-col">
            {headerMenuItems(signedIn, social).map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-12 items-center rounded-control px-3 font-medium hover:bg-muted',
                      isActive ? 'text-primary' : 'text-foreground',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </DialogPrimitive.Root>
  );
}
