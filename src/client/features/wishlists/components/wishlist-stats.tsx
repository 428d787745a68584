import type { WishlistStats as Stats } from '#shared/schemas/wishlists/lists';
import { cn } from '#client/lib/cn';
import { statEntries } from '#client/features/wishlists/lib/wishlist-format';

/** Item count and total value; purchased count and value only when the server sent them (never to the owner before the reveal). */
export function WishlistStats({ stats, className }: { stats: Stats; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-2 sm:flex sm:flex-wrap sm:gap-x-6', className)} data-testid="wishlist-stats">
      {statEntries(stats).map((entry) => (
        <div key={entry.label} className="flex flex-col">
          <dt className="text-caption text-muted-foreground">{entry.label}</dt>
          <dd className="tabular font-semibold">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
