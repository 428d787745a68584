import type { ReactNode } from 'react';
import type { GiftProduct } from '#shared/schemas/products';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { GiftCard } from './gift-card';
import type { GiftView } from './view-toggle';

const GRID_CLASSES: Record<GiftView, string> = {
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-3',
};

/** A card-shaped placeholder (DESIGN.md: skeletons where the shape is known). */
function GiftCardSkeleton({ view = 'grid' }: { view?: GiftView }) {
  const isList = view === 'list';
  return (
    <div aria-hidden="true" className={cn('flex overflow-hidden rounded-card border border-border bg-card', isList ? 'flex-row' : 'flex-col')}>
      <Skeleton className={cn('rounded-none', isList ? 'w-28 shrink-0 sm:w-44' : 'aspect-[16/10] w-full sm:aspect-[4/3]')} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex justify-between gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

export interface GiftGridProps {
  products: readonly GiftProduct[] | undefined;
  view?: GiftView;
  /** Shows skeletons in place of the cards (first load). */
  loading?: boolean;
  /** Keeps the cards but marks them as being replaced (a new category or page is on its way). */
  updating?: boolean;
  skeletonCount?: number;
  label?: string;
  /** Draws one card; the default is a GiftCard with its own heart. */
  renderCard?: (product: GiftProduct, view: GiftView) => ReactNode;
  /** Extra controls under each default card's actions ('Save for…', 'Save to…'). */
  cardExtras?: (product: GiftProduct) => ReactNode;
  className?: string;
}

/** Gift cards in a grid or a list; skeleton cards while the first answer is on its way. */
export function GiftGrid({
  products,
  view = 'grid',
  loading = false,
  updating = false,
  skeletonCount = 8,
  label = 'Gifts',
  renderCard,
  cardExtras,
  className,
}: GiftGridProps) {
  if (loading || !products) {
    return (
      <div aria-hidden="true" className={cn(GRID_CLASSES[view], className)}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <GiftCardSkeleton key={index} view={view} />
        ))}
      </div>
    );
  }
  return (
    <ul
      aria-label={label}
      aria-busy={updating || undefined}
      data-view={view}
      className={cn(GRID_CLASSES[view], 'transition-opacity duration-200', updating && 'opacity-60', className)}
    >
      {products.map((product) => (
        <li key={product.id} className="flex">
          {renderCard ? renderCard(product, view) : (
            <GiftCard product={product} view={view} className="w-full">
              {cardExtras?.(product)}
            </GiftCard>
          )}
        </li>
      ))}
    </ul>
  );
}
