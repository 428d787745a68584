import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ExternalLink, Info, PackageOpen, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { BestsellerCategory } from '#shared/constants/choice-lists';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useRenderNow } from '#client/lib/hydration';
import { useAuth } from '#client/lib/auth/auth-context';
import { cn } from '#client/lib/cn';
import { bestsellersQuery, CategoryChips, GiftGrid, RETAILER_LINK_PROPS } from '#client/kits/products';
import { SaveForButton } from '#client/kits/recipient-ideas';
import { SaveToButton } from '#client/kits/wishlists';
import { useRefreshBestsellers } from '#client/features/home/hooks/use-refresh-bestsellers';
import {
  AFFILIATE_DISCLOSURE,
  bestsellersNote,
  bestsellersTitle,
  EMPTY_HEADING,
  ERROR_HEADING,
  marketplaceBestsellersUrl,
  SAMPLE_NOTE,
} from '#client/features/home/lib/bestsellers-text';
import { Skeleton } from '#client/components/ui/skeleton';

function StatePanel({ icon: Icon, title, children, tone = 'neutral' }: { icon: typeof Info; title: string; children: ReactNode; tone?: 'neutral' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className={cn('size-10', tone === 'error' ? 'text-destructive' : 'text-muted-foreground')} />
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The home page's best sellers (core-app.md 2 "Home", 4 "Best-sellers"): the title (personal signed in;
 * the marketplace's, or the sample catalog's while that answers), the category chips, Refresh Products,
 * the cards, the 'Showing N … products • Updated …' note, View All and the affiliate disclosure. Loading
 * shows skeleton cards; an error its message and Try Again; an empty list a Refresh. The list reloads on
 * sign-in and sign-out (the query key carries the person) and on a category change.
 */
export function BestsellersSection({ signedIn }: { signedIn: boolean }) {
  const { user } = useAuth();
  const [category, setCategory] = useState<BestsellerCategory | null>(null);
  const list = useQuery({
    ...bestsellersQuery({ category, limit: BESTSELLERS_DEFAULT_LIMIT, userId: user?.id ?? null }),
    placeholderData: keepPreviousData,
  });
  const { refresh, isRefreshing } = useRefreshBestsellers();
  // 'Updated 5 minutes ago' reads the same in the server's HTML and at hydration (docs/decisions/165).
  const now = useRenderNow();
  const data = list.data;
  const products = data?.products;
  const source = data?.source;

  const refreshButton = (label: string, variant: 'outline' | 'primary' = 'outline') => (
    <Button variant={variant} onClick={() => void refresh()} loading={isRefreshing} loadingText="Refreshing...">
      <RefreshCw aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  let body: ReactNode;
  if (list.isError && !data) {
    body = (
      <StatePanel icon={TriangleAlert} title={ERROR_HEADING} tone="error">
        <p className="max-w-md text-muted-foreground">{list.error.message}</p>
        <Button onClick={() => void list.refetch()} loading={list.isFetching} loadingText="Loading...">
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </StatePanel>
    );
  } else if (!products) {
    body = (
      <div className="flex flex-col gap-4">
        <Spinner label="Loading best sellers..." showLabel size="sm" />
        <GiftGrid products={undefined} loading skeletonCount={4} />
      </div>
    );
  } else if (products.length === 0) {
    body = (
      <StatePanel icon={PackageOpen} title={EMPTY_HEADING}>
        <p className="max-w-md text-muted-foreground">Refresh to fetch today’s best sellers, or pick another category.</p>
        {refreshButton('Refresh', 'primary')}
      </StatePanel>
    );
  } else {
    body = (
      <GiftGrid
        products={products}
        label={category ?? 'All categories'}
        updating={list.isPlaceholderData || isRefreshing}
        cardExtras={(product) => (
          <>
            <SaveToButton source={{ productId: product.id }} title={product.title} />
            <SaveForButton product={product} source="gift-card" />
          </>
        )}
      />
    );
  }

  return (
    <section aria-labelledby="bestsellers-title" className="mx-auto w-full max-w-6xl px-4 py-12">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="bestsellers-title" className="text-title font-semibold">
            {signedIn || source || list.isError ? (
              // Without an answer (a failed load) the title names the marketplace, as the error message does.
              bestsellersTitle(signedIn, source ?? 'amazon')
            ) : (
              // Signed out, the title names the source, which the first answer tells.
              <>
                <span className="sr-only">Best sellers</span>
                <Skeleton className="inline-block h-7 w-64 max-w-full align-middle" />
              </>
            )}
          </h2>
          <p className="text-muted-foreground">
            {signedIn
              ? 'Popular products, ordered by how well they suit the interests in your profile.'
              : 'Popular products across six categories, each scored for how well it works as a gift.'}
          </p>
          {source === 'sample' ? (
            <p className="inline-flex items-start gap-2 self-start rounded-control bg-secondary-soft px-3 py-2 text-sm text-secondary-soft-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {SAMPLE_NOTE}
            </p>
          ) : null}
        </div>
        {refreshButton('Refresh Products')}
      </div>

      <CategoryChips value={category} onChange={setCategory} className="mb-6" />

      {body}

      <footer className="mt-6 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p data-testid="bestsellers-note" data-updated={data?.lastUpdated ?? undefined} className="text-sm text-muted-foreground">
            {data && products?.length
              ? bestsellersNote({ count: products.length, source: data.source, lastUpdated: data.lastUpdated, now })
              : null}
          </p>
          <p className="text-caption text-muted-foreground">{AFFILIATE_DISCLOSURE}</p>
        </div>
        <a
          href={marketplaceBestsellersUrl(products?.map((p) => p.amazonUrl) ?? [])}
          {...RETAILER_LINK_PROPS}
          className={cn(buttonVariants({ variant: 'ghost' }), 'self-start text-secondary sm:self-auto')}
        >
          View All
          <span className="sr-only"> Amazon best sellers (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </footer>
    </section>
  );
}
