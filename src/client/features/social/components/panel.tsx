import type { ReactNode } from 'react';

/** A titled block of the hub; the heading names the region for screen readers. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-border bg-card px-5 py-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
