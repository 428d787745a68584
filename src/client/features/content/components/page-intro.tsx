import type { ReactNode } from 'react';
import type { ContentPage } from '#shared/content/types';

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The top of an information page: kicker, title (the page's one h1), summary and, for policies, the date. */
export function PageIntro({
  page,
  narrow = false,
  children,
}: {
  page: Pick<ContentPage, 'eyebrow' | 'title' | 'description' | 'updated'>;
  /** Line up with a single narrow column of text below. */
  narrow?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden border-b border-border bg-card">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 right-0 -z-0 h-64 w-2/3 rounded-full bg-primary-soft opacity-60 blur-3xl"
      />
      <div className={`relative mx-auto flex flex-col gap-3 px-4 py-10 sm:py-14 ${narrow ? 'max-w-3xl' : 'max-w-5xl'}`}>
        <p className="text-sm font-semibold tracking-wide text-secondary uppercase">{page.eyebrow}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-display">{page.title}</h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{page.description}</p>
        {page.updated ? (
          <p className="text-sm text-muted-foreground">
            Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
