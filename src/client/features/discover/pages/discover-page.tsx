import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RotateCcw, SearchX, Sparkles } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '#shared/schemas/products';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { useAuth } from '#client/lib/auth/auth-context';
import { SearchField } from '#client/components/ui/search-field';
import { LoadFailure } from '#client/components/ui/load-failure';
import { CategoryChips, GiftGrid, productSearchQuery, ViewToggle } from '#client/kits/products';
import { SaveForButton } from '#client/kits/recipient-ideas';
import { SaveToButton } from '#client/kits/wishlists';
import { Pagination } from '#client/features/discover/components/pagination';
import { PriceRange } from '#client/features/discover/components/price-range';
import {
  changeFilters,
  DEFAULT_FILTERS,
  discoverSearchParams,
  effectiveSort,
  hasActiveFilters,
  isPastLastPage,
  pageStatus,
  priceRangeError,
  resultsSummary,
  searchRequest,
} from '#client/features/discover/lib/discover-filters';
import { useDebouncedField, useDiscoverFilters } from '#client/features/discover/lib/use-discover-filters';

const NO_RESULTS_TITLE = 'No gifts match your search';
const PAST_LAST_PAGE_TITLE = 'This page has no gifts';

const sameQuery = (typed: string, committed: string) => typed.trim() === committed.trim();

/**
 * /discover: search the catalog by words (title, brand, description, tags), category, price range and
 * sort, in a grid or a list, page by page. Every filter lives in the address, so a search can be shared
 * and survives a reload; typing waits for a pause before it searches.
 */
export default function DiscoverPage() {
  const { user } = useAuth();
  const { filters, update } = useDiscoverFilters();
  const search = useDebouncedField(filters.q, (q) => update({ q }, { replace: true }), { same: sameQuery });
  const sortId = useId();
  const priceError = priceRangeError(filters);

  const results = useQuery({
    ...productSearchQuery({ ...searchRequest(filters), userId: user?.id ?? null }),
    placeholderData: keepPreviousData,
  });
  const data = results.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.commitNow();
  };

  const clearFilters = () => update({ ...DEFAULT_FILTERS, view: filters.view });
  const pageHref = (page: number) => `/discover?${discoverSearchParams(changeFilters(filters, { page }))}`;

  let body;
  if (results.isError && !data) {
    body = (
      <LoadFailure
        title="Gifts could not be loaded"
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
        retryIcon={<RotateCcw aria-hidden="true" className="size-4" />}
      >
        {results.error.message}
      </LoadFailure>
    );
  } else if (!data) {
    body = <GiftGrid products={undefined} loading view={filters.view} skeletonCount={filters.view === 'list' ? 4 : 8} />;
  } else if (isPastLastPage(data)) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{PAST_LAST_PAGE_TITLE}</h2>
        <p className="max-w-md text-muted-foreground">
          {`These filters have ${data.totalPages === 1 ? '1 page' : `${data.totalPages} pages`} of gifts; page ${data.page} is past the last one.`}
        </p>
        <Button className="mt-2" asChild>
          <Link to={pageHref(data.totalPages)}>{`Go to the last page (page ${data.totalPages})`}</Link>
        </Button>
      </div>
    );
  } else if (data.products.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{NO_RESULTS_TITLE}</h2>
        <p className="max-w-md text-muted-foreground">
          Try other words, another category or a wider price range. Or let the gift finder start from the person instead.
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" asChild>
            <Link to="/gift-for-someone">
              <Sparkles aria-hidden="true" className="size-4" />
              Find Gifts for Someone Else
            </Link>
          </Button>
          <Button onClick={clearFilters}>Clear filters</Button>
        </div>
      </div>
    );
  } else {
    body = (
      <GiftGrid
        products={data.products}
        view={filters.view}
        label="Search results"
        updating={results.isPlaceholderData}
        cardExtras={(product) => (
          <>
            <SaveToButton source={{ productId: product.id }} title={product.title} />
            <SaveForButton product={product} source="discover" />
          </>
        )}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-display">Discover gifts</h1>
        <p className="max-w-2xl text-muted-foreground">
          Search thousands of gift ideas by name, brand or interest, then narrow them down by category, price and what matters most.
        </p>
      </header>

      <div className="flex flex-col gap-5 rounded-card border border-border bg-card p-4 sm:p-5">
        <form role="search" onSubmit={onSubmit}>
          <SearchField label="Search gifts" placeholder="Try “coffee” or “yoga”" value={search.text} onChange={search.change} />
        </form>
        <CategoryChips value={filters.category} onChange={(category) => update({ category })} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,18rem)_minmax(0,14rem)_1fr] lg:items-start">
          <PriceRange minPrice={filters.minPrice} maxPrice={filters.maxPrice} error={priceError} onChange={(change) => update(change, { replace: true })} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={sortId}>Sort by</Label>
            <NativeSelect id={sortId} value={effectiveSort(filters)} onChange={(event) => update({ sort: event.target.value as ProductSort })}>
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {PRODUCT_SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1">
          <p role="status" className="text-sm text-muted-foreground">
            {data ? (
              <>
                <span className="font-medium text-foreground">{resultsSummary(data.total, filters)}</span>
                {pageStatus(data) ? ` · ${pageStatus(data)}` : null}
              </>
            ) : results.isError ? null : (
              'Searching gifts...'
            )}
          </p>
          {hasActiveFilters(filters) ? (
            <Button variant="link" className="min-h-11" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
        <ViewToggle value={filters.view} onChange={(view) => update({ view })} />
      </div>

      {body}

      {data && !isPastLastPage(data) ? <Pagination page={data.page} totalPages={data.totalPages} hrefFor={pageHref} /> : null}
    </div>
  );
}
