import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { pageNumbers } from '#client/features/discover/lib/discover-filters';

const item = 'inline-flex min-w-11 items-center justify-center rounded-control px-3 text-sm font-medium tabular';

/** Previous, the page numbers and Next, as links, so each page has its own address. */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor(page: number): string }) {
  if (totalPages <= 1) return null;
  const prevNext = (target: number, label: string, icon: 'prev' | 'next') => {
    const content = (
      <>
        {icon === 'prev' ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
        {label}
        {icon === 'next' ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
      </>
    );
    const disabled = target < 1 || target > totalPages;
    return disabled ? (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: 'outline' }), 'pointer-events-none opacity-50')}>
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} rel={icon} className={buttonVariants({ variant: 'outline' })}>
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      {prevNext(page - 1, 'Previous', 'prev')}
      <ol className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, totalPages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={cn(item, 'h-11', n === page ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted')}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {prevNext(page + 1, 'Next', 'next')}
    </nav>
  );
}
