import { ArrowLeft, Compass, House, Search, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { reportError } from '#client/lib/report-error';
import { usePageTitle } from '#client/lib/use-page-title';

const TIPS = [
  'Check the address for a typo or a missing part.',
  'Search for a gift, a guide or a page by name.',
  'Browse gift ideas on Discover and start from there.',
];

/**
 * The not-found page (platform.md 2). The server already answered this path with HTTP 404; the page
 * also logs a low-severity PAGE_NOT_FOUND event so broken links show up in the admin's error log.
 */
export default function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const reported = useRef<string | null>(null);
  usePageTitle('Page not found');

  useEffect(() => {
    const key = location.pathname + location.search;
    if (reported.current === key) return; // StrictMode runs effects twice in development
    reported.current = key;
    void reportError({
      code: 'PAGE_NOT_FOUND',
      message: `Page not found: ${location.pathname}`,
      context: { pathname: location.pathname, search: location.search, referrer: document.referrer },
    });
  }, [location.pathname, location.search]);

  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
      <div className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <SearchX aria-hidden="true" className="size-8" strokeWidth={1.75} />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-caption font-semibold tracking-wide text-primary uppercase">Error 404</p>
        <h1 id="not-found-title" className="text-display font-semibold">
          Page Not Found
        </h1>
        <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      </div>
      <div className="w-full rounded-card border border-border bg-card p-5 text-left">
        <h2 className="mb-2 font-semibold">A few things to try</h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/discover">
            <Compass aria-hidden="true" className="size-4" />
            Discover Gifts
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/search">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/">
            <House aria-hidden="true" className="size-4" />
            Go Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
