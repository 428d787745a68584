import type { ContentSection } from '#shared/content/types';
import { cn } from '#client/lib/cn';
import { ContentLinks } from './content-link';

/** One section of an information page, addressable as #id (the search links to it). */
export function ContentSectionBlock({ section, className }: { section: ContentSection; className?: string }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={cn('scroll-mt-20 outline-none', className)}>
      <h2 id={headingId} className="mb-3 text-title font-semibold">
        {section.heading}
      </h2>
      <div className="flex flex-col gap-3 text-body text-foreground/90">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="max-w-prose">
            {paragraph}
          </p>
        ))}
        {section.bullets?.length ? (
          <ul className="flex max-w-prose list-disc flex-col gap-2 pl-5 marker:text-primary">
            {section.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <ContentLinks links={section.links} className="mt-2" />
    </section>
  );
}

export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => (
        <ContentSectionBlock key={section.id} section={section} />
      ))}
    </div>
  );
}

/** "On this page": a list of the sections' anchors (a sidebar on wide screens, a fold-out on phones). */
export function TableOfContents({ sections }: { sections: ContentSection[] }) {
  const list = (
    <ol className="flex flex-col gap-1 text-sm">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground lg:min-h-8"
          >
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="rounded-card border border-border bg-card px-4 lg:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">On this page</summary>
        <nav aria-label="On this page" className="pb-3">
          {list}
        </nav>
      </details>
      <nav aria-label="On this page" className="sticky top-24 hidden self-start lg:block">
        <p className="mb-2 text-sm font-semibold">On this page</p>
        {list}
      </nav>
    </>
  );
}
