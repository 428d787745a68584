import { EyeOff, Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Wishlist, WishlistViewer } from '#shared/schemas/wishlists/lists';
import { WishlistBadges } from '#client/features/wishlists/components/wishlist-badges';
import { WishlistStats } from '#client/features/wishlists/components/wishlist-stats';
import { formatDateTime } from '#client/features/wishlists/lib/wishlist-format';

/** What the owner is told about claims: hidden until the reveal (and when that is), or shown since. */
export function revealNote(wishlist: Pick<Wishlist, 'revealed' | 'revealAt' | 'registryMode' | 'archivedAt'>): string {
  if (wishlist.revealed) return 'The surprise is over: you can see what was claimed and bought.';
  const when = wishlist.revealAt
    ? `until ${formatDateTime(wishlist.revealAt)}`
    : 'until you archive the list (set an event date to reveal them the day after)';
  return wishlist.registryMode
    ? `Registry mode: you see which items are reserved, never by whom. Everything else stays hidden ${when}.`
    : `To keep the surprise, you will not see who claimed or bought anything ${when}.`;
}

/** The list's cover, title, chips, description, owner, stats and (for the owner) when claims show; actions at the side. */
export function WishlistHeader({ wishlist, viewer, actions }: { wishlist: Wishlist; viewer: WishlistViewer; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-5">
      {wishlist.coverImageUrl ? (
        <img src={wishlist.coverImageUrl} alt="" className="h-40 w-full rounded-card border border-border object-cover sm:h-56" />
      ) : null}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight break-words">{wishlist.title}</h1>
          {!viewer.isOwner ? <p className="text-sm text-muted-foreground">A wishlist by {wishlist.owner.name}</p> : null}
          <WishlistBadges wishlist={wishlist} role={viewer.role ?? undefined} />
          {wishlist.description ? <p className="max-w-prose whitespace-pre-line text-muted-foreground">{wishlist.description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      <WishlistStats stats={wishlist.stats} className="rounded-card border border-border bg-card p-4" />
      {viewer.isOwner ? (
        <p data-testid="reveal-note" className="flex items-start gap-2 text-sm text-muted-foreground">
          {wishlist.revealed ? <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
          {revealNote(wishlist)}
        </p>
      ) : null}
    </header>
  );
}
