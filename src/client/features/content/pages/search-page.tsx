import { ArrowRight, BookOpen, CircleHelp, FileText, Gift, Lightbulb, ListOrdered, SearchX } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchInformationPages } from '#shared/content';
import { queryTerms, type SearchHitKind, type SearchResult } from '#shared/content/search';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth/auth-context';
import { GiftGrid, productSearchQuery } from '#client/kits/products';
import { SaveToButton } from '#client/kits/wishlists';
import { Highlight } from '#client/features/content/components/highlight';
import { SearchField } from '#client/components/ui/search-field';
import { LoadFailure } from '#client/components/ui/load-failure';
import { useUrlSearchText } from '#client/features/content/hooks/use-query-param';

const KIND_LABELS: Record<SearchHitKind, { label: string; icon: typeof FileText }> = {
  page: { label: 'Page', icon: FileText },
  section: { label: 'Section', icon: BookOpen },
  question: { label: 'Help Center answer', icon: CircleHelp },
  step: { label: 'Gift finder step', icon: ListOrdered },
  example: { label: 'Example', icon: Lightbulb },
};

const SUGGESTIONS = ['reset password', 'verification email', 'share a wishlist', 'reminders', 'unsubscribe', 'gift score', 'cookies'];

function ResultItem({ result, terms }: { result: SearchResult; terms: string[] }) {
  const kind = KIND_LABELS[result.kind];
  return (
    <li>
      <Link
        to={result.href}
        className="group flex flex-col gap-1.5 rounded-card border border-border bg-card p-5 transition-colors duration-150 hover:border-input focus-visible:border-ring"
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-caption text-muted-foreground">
          <kind.icon aria-hidden="true" className="size-3.5" />
          <span>{kind.label}</span>
          {result.kind !== 'page' && result.kind !== 'question' ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{result.pageTitle}</span>
            </>
          ) : null}
        </span>
        <span className="text-lg font-semibold text-foreground group-hover:underline group-hover:underline-offset-4">
          <Highlight text={result.title} terms={terms} />
        </span>
        <span className="text-sm text-muted-foreground">
          <Highlight text={result.snippet} terms={terms} />
        </span>
      </Link>
    </li>
  );
}

/** How many gifts /search shows before 'See all N gifts' leads to /discover. */
const SEARCH_PAGE_GIFTS = 6;

/** Gifts for the words searched: the first few from the catalog, and the way to all of them on /discover. */
function ProductResults({ query }: { query: string }) {
  const { user } = useAuth();
  const gifts = useQuery({
    ...productSearchQuery({ q: query, pageSize: SEARCH_PAGE_GIFTS, userId: user?.id ?? null }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const discoverHref = `/discover?${new URLSearchParams({ q: query })}`;

  return (
    <section aria-labelledby="gift-results-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="gift-results-heading" className="text-title font-semibold">
          Gifts
        </h2>
        {gifts.data && gifts.data.total > 0 ? (
          <Link to={discoverHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary hover:underline">
            See all {gifts.data.total.toLocaleString('en-US')} {gifts.data.total === 1 ? 'gift' : 'gifts'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {gifts.isError && !gifts.data ? (
        <LoadFailure
          layout="stack"
          className="rounded-card border border-border bg-card p-5 text-sm"
          onRetry={() => void gifts.refetch()}
          retrying={gifts.isFetching}
        >
          <span className="block font-medium">Gifts could not be searched just now.</span>
          <span className="mt-2 block text-muted-foreground">{gifts.error.message}</span>
        </LoadFailure>
      ) : !gifts.data ? (
        <GiftGrid products={undefined} loading view="list" skeletonCount={2} />
      ) : gifts.data.products.length ? (
        <GiftGrid products={gifts.data.products} view="list" label={`Gifts for “${query}”`}
          updating={gifts.isPlaceholderData}
          cardExtras={(product) => <SaveToButton source={{ productId: product.id }} title={product.title} />}
        />
      ) : (
        <div className="flex gap-4 rounded-card border border-border bg-secondary-soft/60 p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-card text-secondary">
            <Gift aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-2">
            <p className="font-semibold">No gifts match “{query}”</p>
            <p className="text-sm text-muted-foreground">
              Try another word, browse every category on Discover, or let the AI Gift Finder start from the person rather than a
              product name.
            </p>
            <div className="flex flex-wrap gap-x-6">
              <Link to="/discover" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary hover:underline">
                Browse all gifts
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to="/gift-for-someone" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary hover:underline">
                Find Gifts for Someone Else
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

/** /search: gifts from the catalog, then the information pages and Help Center answers, ranked; ?q= holds the query. */
export default function SearchPage() {
  const [query, setQuery] = useUrlSearchText('q');
  // Products follow the address, which waits for a pause in typing (one request per search, not per key).
  const [params] = useSearchParams();
  const productQuery = (params.get('q') ?? '').trim();
  const deferredQuery = useDeferredValue(query).trim();
  const terms = useMemo(() => (deferredQuery ? queryTerms(deferredQuery) : []), [deferredQuery]);
  const results = useMemo(() => (deferredQuery ? searchInformationPages(deferredQuery) : []), [deferredQuery]);

  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-display">Search</h1>
        {/* Results follow the typing; Enter only keeps the page from reloading. */}
        <form role="search" onSubmit={onSubmit}>
          <SearchField label="Search Giftwise" placeholder="Search gifts, help and pages" value={query} onChange={setQuery} autoFocus={!query} />
        </form>
      </header>

      {productQuery ? <ProductResults query={productQuery} /> : null}

      <section aria-labelledby="results-heading" className="flex flex-col gap-4">
        <h2 id="results-heading" className={productQuery ? 'text-title font-semibold' : 'sr-only'}>
          {productQuery ? 'Help and pages' : 'Results'}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {!deferredQuery
            ? 'Type a word or two to search gifts, the Help Center and every information page.'
            : results.length
              ? `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${deferredQuery}”`
              : `No results for “${deferredQuery}”`}
        </p>

        {!deferredQuery ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-medium">People often search for</p>
            <ul className="flex flex-wrap gap-2">
              {SUGGESTIONS.map((suggestion) => (
                <li key={suggestion}>
                  <Button variant="outline" size="sm" className="rounded-full" onClick={() => setQuery(suggestion)}>
                    {suggestion}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : results.length ? (
          <ol className="flex flex-col gap-3">
            {results.map((result) => (
              <ResultItem key={result.href} result={result} terms={terms} />
            ))}
          </ol>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-semibold">Nothing matches every word</p>
            <p className="max-w-md text-muted-foreground">
              Try fewer words or another way of saying it. The Help Center lists every question by topic, and we answer anything
              else by email.
            </p>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <Button variant="outline" asChild>
                <Link to="/help">Visit Help Center</Link>
              </Button>
              <Button asChild>
                <Link to="/contact">Contact Support</Link>
              </Button>
            </div>
          </div>
        )}
      </section>

    </div>
  );
}
