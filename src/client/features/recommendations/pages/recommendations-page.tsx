import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Bot, Gift, History, RotateCcw, SearchX, Sparkles, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Budget, RecommendationRun } from '#shared/schemas/gift-finder';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { isApiError } from '#client/lib/api-client';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { isRunWorking, runListQuery, runQuery, useRegenerate } from '#client/kits/gift-runs';
import { PickCard } from '#client/features/recommendations/components/pick-card';
import { RefinePanel } from '#client/features/recommendations/components/refine-panel';
import { addedPicks, budgetLabel, engineLabel, isMissingRun, runTitle, splitBatches } from '#client/features/recommendations/run-view';
import { Skeleton } from '#client/components/ui/skeleton';

const PAGE = 'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12';
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex flex-col overflow-hidden rounded-card border border-border bg-card">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <span className="flex flex-col gap-3 p-4">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-9 w-full" />
          </span>
        </div>
      ))}
    </>
  );
}

function RunSkeleton() {
  return (
    <div className={PAGE}>
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">Loading gift ideas</span>
        <Skeleton className="h-9 w-2/3 max-w-md" />
        <Skeleton className="h-5 w-1/2 max-w-sm" />
      </div>
      <div className={GRID}>
        <CardSkeletons count={6} />
      </div>
    </div>
  );
}

function RunNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" strokeWidth={1.75} />
      <h1 className="text-title font-semibold">This gift search was not found</h1>
      <p className="text-muted-foreground">The link may be incomplete, or the search belongs to another account.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/gift-for-someone">
            <Sparkles aria-hidden="true" className="size-4" />
            Find gifts for someone
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/recommendations">
            <History aria-hidden="true" className="size-4" />
            Your gift searches
          </Link>
        </Button>
      </div>
    </div>
  );
}

function RunHeader({ run }: { run: RecommendationRun }) {
  const { profile } = run;
  const EngineIcon = run.source === 'ai' ? Bot : Store;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">{runTitle(profile.name)}</h1>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
          {[profile.occasion, `Budget ${budgetLabel(profile.budget)}`, profile.relationship].map((part, index) => (
            <span key={part} className="flex items-center gap-2 tabular-nums">
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              {part}
            </span>
          ))}
        </p>
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-secondary-soft px-3 py-1 text-sm font-medium text-secondary-soft-foreground">
          <EngineIcon aria-hidden="true" className="size-4" />
          {engineLabel(run)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/recommendations">
            <History aria-hidden="true" className="size-4" />
            All searches
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/gift-for-someone">
            <Sparkles aria-hidden="true" className="size-4" />
            New search
          </Link>
        </Button>
      </div>
    </header>
  );
}

function RunView({ run }: { run: RecommendationRun }) {
  const regenerate = useRegenerate(run.id);
  const [working, setWorking] = useState<'budget' | 'more' | null>(null);
  const [lastRequest, setLastRequest] = useState<{ budget?: Budget } | null>(null);
  const [nothingNew, setNothingNew] = useState(false);
  const { latest, earlier } = splitBatches(run.items);
  const engineWorking = isRunWorking(run);

  const ask = (body: { budget?: Budget }, kind: 'budget' | 'more') => {
    setWorking(kind);
    setLastRequest(body);
    setNothingNew(false);
    regenerate.mutate(body, {
      onSuccess: (next) => setNothingNew(addedPicks(run, next) === 0),
      onSettled: () => setWorking(null),
    });
  };

  return (
    <div className={PAGE}>
      <RunHeader run={run} />
      {run.fallbackReason ? <Alert variant="info">{run.fallbackReason}</Alert> : null}

      <RefinePanel
        key={`${run.profile.budget.min}-${run.profile.budget.max}`}
        budget={run.profile.budget}
        busy={working ?? (engineWorking ? 'more' : null)}
        onUpdateBudget={(budget) => ask({ budget }, 'budget')}
        onShowMore={() => ask({}, 'more')}
      />

      <div aria-live="polite" className="flex flex-col gap-3 empty:hidden">
        {regenerate.isError ? (
          <Alert variant="destructive" title="We could not find more ideas just now">
            <div className="flex flex-col items-start gap-3">
              <span>{isApiError(regenerate.error) ? regenerate.error.message : 'Something went wrong. Please try again.'}</span>
              <Button size="sm" variant="outline" onClick={() => ask(lastRequest ?? {}, lastRequest?.budget ? 'budget' : 'more')}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Try Again
              </Button>
            </div>
          </Alert>
        ) : null}
        {nothingNew && !regenerate.isError ? (
          <Alert variant="info">No new ideas fit this budget. Try a wider budget or other interests.</Alert>
        ) : null}
        {run.status === 'failed' ? (
          <Alert variant="destructive" title="We could not finish this gift search">
            {run.error ?? 'Something went wrong. Please try Show more ideas.'}
          </Alert>
        ) : null}
        {working || engineWorking ? <p className="sr-only">Finding perfect gifts…</p> : null}
      </div>

      <section aria-labelledby="latest-ideas" className="flex flex-col gap-4">
        <h2 id="latest-ideas" className="text-title font-semibold">
          {earlier.length ? 'New ideas' : 'Top picks'}
        </h2>
        {latest.length === 0 && !working && !engineWorking ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <Gift aria-hidden="true" className="size-8 text-muted-foreground" strokeWidth={1.75} />
            <p className="font-medium">No gifts matched this budget yet.</p>
            <p className="text-sm text-muted-foreground">Try a wider budget above, or start a new search with other interests.</p>
          </Card>
        ) : (
          <>
            {working || engineWorking ? (
              <div className={GRID}>
                <CardSkeletons count={3} />
              </div>
            ) : null}
            <ul aria-label={earlier.length ? 'New ideas' : 'Top picks'} className={GRID}>
              {latest.map((item) => (
                <li key={item.id} className="flex">
                  <PickCard runId={run.id} item={item} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {earlier.length ? (
        <section aria-labelledby="earlier-ideas" className="flex flex-col gap-4 border-t border-border pt-6">
          <h2 id="earlier-ideas" className="text-title font-semibold">
            Earlier ideas
          </h2>
          <ul aria-label="Earlier ideas" className={GRID}>
            {earlier.flatMap(({ items }) =>
              items.map((item) => (
                <li key={item.id} className="flex">
                  <PickCard runId={run.id} item={item} />
                </li>
              )),
            )}
          </ul>
        </section>
      ) : null}

      <p className="text-caption text-muted-foreground">
        Prices can change at the retailer. Giftwise may earn a commission from qualifying purchases made through these links.
      </p>
    </div>
  );
}

function RunPage({ runId }: { runId: string }) {
  const run = useQuery(runQuery(runId));
  if (run.isPending) return <RunSkeleton />;
  if (run.isError) {
    if (isMissingRun(run.error)) return <RunNotFound />;
    return <ErrorScreen error={run.error} onRetry={() => void run.refetch()} />;
  }
  return <RunView run={run.data} />;
}

function RunsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">Loading your gift searches</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex flex-col gap-2 rounded-card border border-border bg-card p-4">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function RunsPage() {
  const runs = useQuery(runListQuery());
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Your gift searches</h1>
          <p className="text-muted-foreground">Every search keeps its ideas, so you can come back to them.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/gift-for-someone">
            <Sparkles aria-hidden="true" className="size-4" />
            Find a gift
          </Link>
        </Button>
      </header>
      {runs.isPending ? (
        <RunsSkeleton />
      ) : runs.isError ? (
        <ErrorScreen error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <Gift aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-title font-semibold">No gift searches yet</h2>
          <p className="max-w-sm text-muted-foreground">Answer four quick questions about someone and we will suggest gifts that fit them and your budget.</p>
          <Button asChild>
            <Link to="/gift-for-someone">
              Start the gift finder
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        </Card>
      ) : (
        <ul aria-label="Your gift searches" className="flex flex-col gap-3">
          {runs.data.map((summary) => (
            <li key={summary.id}>
              <Link
                to={`/recommendations?run=${encodeURIComponent(summary.id)}`}
                className="flex items-center gap-4 rounded-card border border-border bg-card p-4 transition-colors duration-150 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary-soft text-secondary-soft-foreground">
                  <Gift aria-hidden="true" className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate font-semibold">{runTitle(summary.recipientName)}</span>
                  <span className="text-sm text-muted-foreground">
                    {summary.occasion} · {summary.itemCount} {summary.itemCount === 1 ? 'idea' : 'ideas'} ·{' '}
                    {dateFormat.format(new Date(summary.createdAt))}
                  </span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /recommendations: one stored run (?run={id}), or the person's recent runs. */
export default function RecommendationsPage() {
  const [searchParams] = useSearchParams();
  const runId = searchParams.get('run');
  if (runId) return <RunPage key={runId} runId={runId} />;
  return <RunsPage />;
}
