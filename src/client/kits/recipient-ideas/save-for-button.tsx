import { BookmarkPlus, Gift } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { GiftProduct } from '#shared/schemas/products';
import type { GiftIdeaSource } from '#shared/schemas/recipients';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth/auth-context';
import { cn } from '#client/lib/cn';
import { lazyComponent } from '#client/lib/lazy';
import type { GivenGift } from './given-gift';

const SaveForDialog = lazyComponent(() => import('./save-for-dialog'));
const LogGivenDialog = lazyComponent(() => import('./log-given-dialog'));

/**
 * 'Save for…' on a gift card (issue 11): keeps the product in one recipient's private gift ideas (the recipient
 * never sees them). Shown to signed-in people only; the chooser loads when it is first opened.
 */
export function SaveForButton({ product, source }: { product: GiftProduct; source: GiftIdeaSource }) {
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  if (!isSignedIn) return null;
  return (
    <>
      <Button variant="ghost" size="sm" className="relative z-10 -ml-2 self-start text-secondary" onClick={() => setOpen(true)}>
        <BookmarkPlus aria-hidden="true" className="size-4" />
        Save for…
        <span className="sr-only"> ({product.title})</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveForDialog product={product} source={source} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * 'Log as given' on a pick or a wishlist claim: one step into the Gift History (issue 11). Signed-in people only;
 * the dialog loads when it is first opened.
 */
export function LogGivenButton({ gift, className }: { gift: GivenGift; className?: string }) {
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  if (!isSignedIn) return null;
  return (
    <>
      <Button variant="ghost" size="sm" className={cn('relative z-10 -ml-2 self-start text-secondary', className)} onClick={() => setOpen(true)}>
        <Gift aria-hidden="true" className="size-4" />
        Log as given
        <span className="sr-only"> ({gift.title})</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LogGivenDialog gift={gift} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
