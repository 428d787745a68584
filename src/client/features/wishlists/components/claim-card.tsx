import { ShoppingBag, Sparkles, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MyClaim } from '#shared/schemas/wishlists/claims';
import { ProductImage } from '#client/kits/products';
import { formatCalendarDate, formatMoney } from '#client/features/wishlists/lib/wishlist-format';
import { Button } from '#client/components/ui/button';

export interface ClaimCardProps {
  claim: MyClaim;
  /** The list's title as a link (signed-in claimers) or plain text (a visitor's emailed link). */
  listTitle: ReactNode;
  onMarkPurchased(purchased: boolean): void;
  onCancel(): void;
  busy?: boolean;
  children?: ReactNode;
  /** More actions beside the claim's own, for a confirmed claim (My claims puts 'Log as given' here). */
  actions?: ReactNode;
}

/** One claim as its claimer sees it: the item, the list and its owner, how many, purchased or not, and the actions. */
export function ClaimCard({ claim, listTitle, onMarkPurchased, onCancel, busy, children, actions }: ClaimCardProps) {
  return (
    <article aria-label={claim.item.title} data-testid="my-claim" data-purchased={claim.purchased} className="flex gap-4 rounded-card border border-border bg-card p-4">
      <ProductImage key={claim.item.imageUrl ?? 'none'} src={claim.item.imageUrl} className="size-20 shrink-0 rounded-control border border-border" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {claim.status === 'pending' ? (
            <span className="rounded-full bg-warning-soft px-2 py-0.5 text-caption font-semibold text-warning-soft-foreground">Waiting for confirmation</span>
          ) : claim.purchased ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-caption font-semibold text-success-soft-foreground">Purchased</span>
          ) : (
            <span className="rounded-full bg-secondary-soft px-2 py-0.5 text-caption font-semibold text-secondary-soft-foreground">Reserved</span>
          )}
          {claim.item.isSurprise ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-caption text-muted-foreground">
              <Sparkles aria-hidden="true" className="size-3" />
              Your surprise
            </span>
          ) : null}
        </div>
        <h3 className="font-semibold">{claim.item.title}</h3>
        <p className="text-sm text-muted-foreground">
          On {listTitle} by {claim.wishlist.ownerName}
          {claim.wishlist.eventDate ? ` · ${formatCalendarDate(claim.wishlist.eventDate)}` : ''}
        </p>
        <p className="tabular text-sm">
          {claim.quantity} of {claim.item.quantity}
          {claim.item.price !== null ? ` · ${formatMoney(claim.item.price, claim.item.currency)} each` : ''}
        </p>
        {children}
        {claim.status === 'confirmed' ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant={claim.purchased ? 'outline' : 'secondary'} className="h-11 sm:h-9" onClick={() => onMarkPurchased(!claim.purchased)} disabled={busy}>
              {claim.purchased ? <Undo2 aria-hidden="true" className="size-4" /> : <ShoppingBag aria-hidden="true" className="size-4" />}
              {claim.purchased ? 'Not purchased yet' : 'Mark purchased'}
            </Button>
            <Button size="sm" variant="ghost" className="h-11 sm:h-9" onClick={onCancel} disabled={busy}>
              Cancel claim
            </Button>
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}
