import { ListPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import { useAuth } from '#client/lib/auth/auth-context';
import { cn } from '#client/lib/cn';
import { lazyComponent } from '#client/lib/lazy';
import { loginPathFor } from '#client/lib/return-path';

const SaveToDialog = lazyComponent(() => import('./save-to-dialog'));

export interface SaveToButtonProps {
  /** What is saved: a catalog product or a recommendation pick. */
  source: { productId: string } | { recommendationItemId: string };
  /** The gift's name, for the dialog's title and the button's accessible name. */
  title: string;
  className?: string;
}

/**
 * The button's text: 'Save to…' as seen, then which gift for screen readers. The accessible name begins with the
 * visible words, so a voice-control user who says 'click Save to' finds it (WCAG 2.5.3, label in name).
 */
function SaveToLabel({ title }: { title: string }) {
  return (
    <>
      Save to…{' '}<span className="sr-only">a wishlist: {title}</span>
    </>
  );
}

/**
 * 'Save to…': a gift from a card, a pick or /discover goes into a list the person chooses (or a new one).
 * Signed out, it offers sign-in like the heart.
 */
export function SaveToButton({ source, title, className }: SaveToButtonProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  if (!user) {
    return (
      <Button
        variant="outline"
        size="sm"
        className={cn('h-11 w-full sm:h-10', className)}
        onClick={() =>
          toast('Sign in to save gifts to your wishlist', {
            id: 'save-to-sign-in',
            action: { label: 'Sign in', onClick: () => navigate(loginPathFor(pathname + search)) },
          })
        }
      >
        <ListPlus aria-hidden="true" className="size-4" />
        <SaveToLabel title={title} />
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={cn('h-11 w-full sm:h-10', className)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ListPlus aria-hidden="true" className="size-4" />
        <SaveToLabel title={title} />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveToDialog source={source} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
