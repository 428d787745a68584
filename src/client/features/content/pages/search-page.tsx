import { ArrowRight, BookOpen, CircleHelp, FileText, Gift, Lightbulb, ListOrdered, SearchX } from 'lucide-react';
import { type FormEvent, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { searchInformationPages } from '../../../../shared/content';
import { queryTerms, type SearchHitKind, type SearchResult } from '../../../../shared/content/search';
import { Button } from '../../../components/ui/button';
import { Highlight } from '../components/highlight';
import { SearchField } from '../components/search-field';
import { useUrlSearchText } from '../hooks/use-query-param';

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

/** What /search says about products until the catalogue has an API to search. */
function ProductSearchNote() {
  return (
    <aside aria-labelledby="product-search-heading" className="flex gap-4 rounded-card border border-border bg-secondary-soft/60 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-card text-secondary">
        <Gift aria-hidden="true" className="size-5" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 id="product-search-heading" className="font-semibold">
          Looking for a gift?
        </h2>
        <p className="text-sm text-muted-foreground">
          Search covers the help and information pages. Products join these results when the gift catalogue is connected; until
          then, the AI Gift Finder starts from the person rather than a product name.
        </p>
        <div className="flex flex-wrap gap-x-6">
          <Link to="/gift-for-someone" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary hover:underline">
            Find Gifts for Someone Else
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/examples" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary hover:underline">
            See examples
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </aside>
  );
}

/** /search: the information pages and Help Center answers, ranked; ?q= holds the query. */
export default function SearchPage() {
  const [query, setQuery] = useUrlSearchText('q');
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
          <SearchField label="Search Giftwise" placeholder="Search help, guides and pages" value={query} onChange={setQuery} autoFocus={!query} />
        </form>
      </header>

      <section aria-labelledby="results-heading" className="flex flex-col gap-4">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {!deferredQuery
            ? 'Type a word or two to search the Help Center and every information page.'
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

      <ProductSearchNote />
    </div>
  );
}
