import { Check, ExternalLink, EyeOff, Gift, Pencil, ShoppingBag, Sparkles, Star, Trash2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ItemClaim, ListItem } from '#shared/schemas/wishlists/items';
import type { WishlistViewer } from '#shared/schemas/wishlists/lists';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { ProductImage, RETAILER_LINK_PROPS } from '#client/kits/products';
import { formatMoney, isMostWanted, MOST_WANTED, unitsLeft } from '#client/features/wishlists/lib/wishlist-format';

export interface ItemRowProps {
  item: ListItem;
  viewer: WishlistViewer;
  /** The drag handle, when the list can be reordered. */
  handle?: ReactNode;
  onEdit?(item: ListItem): void;
  onDelete?(item: ListItem): void;
  /** Claiming is offered when given and the viewer may claim. */
  onClaim?(item: ListItem): void;
  /** The viewer's own claim on this item: mark purchased (or not), cancel. */
  onMarkPurchased?(claim: ItemClaim, purchased: boolean): void;
  onCancelClaim?(claim: ItemClaim): void;
  busy?: boolean;
}

function claimLine(claim: ItemClaim): string {
  const who = claim.mine ? 'You' : (claim.name ?? 'Someone');
  const what = claim.purchased ? 'bought' : 'reserved';
  return `${who} ${what} ${claim.quantity > 1 ? `${claim.quantity}` : 'it'}`;
}

/**
 * What viewers see of an item's claims: nothing for the owner before the reveal (claims and claimedQuantity
 * are null then); for a signed-out visitor only whether units are free (claims null, claimedQuantity set).
 */
function Claims({ item }: { item: ListItem }) {
  const left = unitsLeft(item);
  if (item.claims === null && left === null) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="item-claims">
      {item.claims?.length ? (
        <ul aria-label="Claims" className="flex flex-col gap-1 text-sm">
          {item.claims.map((claim) => (
            <li key={claim.id} className="flex items-center gap-1.5">
              {claim.purchased ? (
                <ShoppingBag aria-hidden="true" className="size-4 text-success-soft-foreground" />
              ) : (
                <Check aria-hidden="true" className="size-4 text-secondary" />
              )}
              <span>{claimLine(claim)}</span>
              {claim.mine && claim.hideName ? (
                <span className="inline-flex items-center gap-1 text-caption text-muted-foreground">
                  <EyeOff aria-hidden="true" className="size-3" />
                  name hidden from others
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {left !== null ? (
        <p className="tabular text-caption text-muted-foreground">
          {left === 0 ? 'Fully claimed' : item.quantity > 1 ? `${left} of ${item.quantity} still free` : 'Not claimed yet'}
        </p>
      ) : null}
    </div>
  );
}

/** One item: picture, name (the shop link), price, quantity, notes, badges, and what this viewer may do with it. */
export function ItemRow({ item, viewer, handle, onEdit, onDelete, onClaim, onMarkPurchased, onCancelClaim, busy }: ItemRowProps) {
  const mine = item.claims?.find((claim) => claim.mine) ?? null;
  const left = unitsLeft(item);
  const canClaim = Boolean(onClaim) && viewer.canClaim && !mine && !item.isSurprise && left !== null && left > 0;
  return (
    <article
      aria-label={item.title}
      data-priority={item.priority}
      className="flex gap-3 rounded-card border border-border bg-card p-3 sm:gap-4 sm:p-4"
    >
      {handle ? <div className="-ml-1 flex items-start">{handle}</div> : null}
      <ProductImage key={item.imageUrl ?? 'none'} src={item.imageUrl} className="size-20 shrink-0 rounded-control border border-border sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          {isMostWanted(item) ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-caption font-semibold text-primary-soft-foreground">
              <Star aria-hidden="true" className="size-3 fill-current" />
              {MOST_WANTED}
            </span>
          ) : (
            <span className="rounded-full border border-border px-2 py-0.5 text-caption text-muted-foreground">Priority {item.priority}</span>
          )}
          {item.isSurprise ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-secondary-soft px-2 py-0.5 text-caption font-semibold text-secondary-soft-foreground">
              <Sparkles aria-hidden="true" className="size-3" />
              Surprise
            </span>
          ) : null}
          {item.reserved ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-caption font-semibold text-warning-soft-foreground">
              <Gift aria-hidden="true" className="size-3" />
              Reserved
            </span>
          ) : null}
        </div>
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h3 className="leading-snug font-semibold">
            {item.url ? (
              <a href={item.url} {...RETAILER_LINK_PROPS} className="inline-flex items-start gap-1 hover:underline hover:underline-offset-4">
                {item.title}
                <ExternalLink aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              item.title
            )}
          </h3>
          <p className="tabular shrink-0 font-semibold" data-price={item.price ?? undefined}>
            {item.price !== null ? formatMoney(item.price, item.currency) : <span className="text-sm font-normal text-muted-foreground">No price</span>}
            {item.quantity > 1 ? <span className="ml-2 text-sm font-normal text-muted-foreground">× {item.quantity}</span> : null}
          </p>
        </div>
        {item.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p> : null}
        {item.notes ? (
          <p className="text-sm">
            <span className="font-medium">Notes: </span>
            {item.notes}
          </p>
        ) : null}
        <Claims item={item} />
        <div className="flex flex-wrap gap-2">
          {canClaim ? (
            <Button size="sm" className="h-11 sm:h-9" onClick={() => onClaim?.(item)} disabled={busy}>
              <Gift aria-hidden="true" className="size-4" />
              Claim
            </Button>
          ) : null}
          {mine && onMarkPurchased ? (
            <Button
              size="sm"
              variant={mine.purchased ? 'outline' : 'secondary'}
              className="h-11 sm:h-9"
              onClick={() => onMarkPurchased(mine, !mine.purchased)}
              disabled={busy}
            >
              {mine.purchased ? <Undo2 aria-hidden="true" className="size-4" /> : <ShoppingBag aria-hidden="true" className="size-4" />}
              {mine.purchased ? 'Not purchased yet' : 'Mark purchased'}
            </Button>
          ) : null}
          {mine && onCancelClaim ? (
            <Button size="sm" variant="ghost" className="h-11 sm:h-9" onClick={() => onCancelClaim(mine)} disabled={busy}>
              Cancel claim
            </Button>
          ) : null}
          {viewer.canEditItems && onEdit && !item.isSurprise ? (
            <Button size="sm" variant="ghost" className="h-11 sm:h-9" onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          ) : null}
          {viewer.canEditItems && onDelete && !item.isSurprise ? (
            <Button
              size="sm"
              variant="ghost"
              className={cn('h-11 text-destructive sm:h-9')}
              onClick={() => onDelete(item)}
              aria-label={`Delete ${item.title}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
