import type { ContentPage } from '#shared/content/types';
import { useHashTarget } from '#client/features/content/hooks/use-hash-target';
import { ContentSections, TableOfContents } from './content-sections';
import { PageIntro } from './page-intro';

/** A text page from the content data (about, privacy, terms, cookie policy): intro, contents, sections. */
export function InformationPage({ page, contents = true }: { page: ContentPage; contents?: boolean }) {
  useHashTarget();
  const withContents = contents && page.sections.length > 3;
  return (
    <article className="flex flex-col">
      <PageIntro page={page} narrow={!withContents} />
      <div
        className={
          withContents
            ? 'mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 lg:py-14'
            : 'mx-auto w-full max-w-3xl px-4 py-10 lg:py-14'
        }
      >
        {withContents ? <TableOfContents sections={page.sections} /> : null}
        <ContentSections sections={page.sections} />
      </div>
    </article>
  );
}
