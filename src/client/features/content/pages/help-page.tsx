import { ChevronDown, MessageCircleQuestion } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { HELP } from '#shared/content/help';
import { filterFaq, queryTerms } from '#shared/content/search';
import type { FaqItem } from '#shared/content/types';
import { Button } from '#client/components/ui/button';
import { ContentLinks } from '#client/features/content/components/content-link';
import { ContentSections } from '#client/features/content/components/content-sections';
import { Highlight } from '#client/features/content/components/highlight';
import { PageIntro } from '#client/features/content/components/page-intro';
import { SearchField } from '#client/components/ui/search-field';
import { useHashTarget } from '#client/features/content/hooks/use-hash-target';
import { useUrlSearchText } from '#client/features/content/hooks/use-query-param';

const TOTAL_QUESTIONS = HELP.faq.reduce((sum, topic) => sum + topic.items.length, 0);

function FaqEntry({ item, terms, open }: { item: FaqItem; terms: string[]; open: boolean }) {
  return (
    <details
      id={item.id}
      // Opening follows a search or a link to the question; after that the person decides.
      key={open ? 'open' : 'closed'}
      open={open || undefined}
      className="group scroll-mt-20 rounded-card border border-border bg-card outline-none open:shadow-soft"
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-medium [&::-webkit-details-marker]:hidden">
        <span>
          <Highlight text={item.question} terms={terms} />
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="flex flex-col gap-3 px-5 pb-5 text-foreground/90">
        {item.answer.map((paragraph) => (
          <p key={paragraph} className="max-w-prose">
            <Highlight text={paragraph} terms={terms} />
          </p>
        ))}
        <ContentLinks links={item.links} />
      </div>
    </details>
  );
}

/** /help: the Help Center, a live-filtered FAQ grouped by topic. */
export default function HelpPage() {
  const hashId = useHashTarget();
  const [query, setQuery] = useUrlSearchText('q');
  const deferredQuery = useDeferredValue(query);
  const terms = useMemo(() => (deferredQuery.trim() ? queryTerms(deferredQuery) : []), [deferredQuery]);
  const topics = useMemo(() => filterFaq(HELP.faq, deferredQuery), [deferredQuery]);
  const shown = topics.reduce((sum, topic) => sum + topic.items.length, 0);
  const searching = terms.length > 0;

  return (
    <div className="flex flex-col">
      <PageIntro page={HELP}>
        <div role="search" className="mt-4 max-w-2xl">
          <SearchField
            label="Search the Help Center"
            placeholder="Try “reset password” or “share a wishlist”"
            value={query}
            onChange={setQuery}
          />
        </div>
      </PageIntro>

      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 lg:py-14">
        <nav aria-label="Help topics" className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 text-sm font-semibold">Topics</p>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {HELP.faq.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#topic-${topic.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-card px-3 text-sm text-muted-foreground hover:text-foreground lg:min-h-8 lg:rounded-none lg:border-0 lg:bg-transparent lg:px-0"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex min-w-0 flex-col gap-10">
          <p role="status" className="text-sm text-muted-foreground">
            {searching
              ? `${shown} of ${TOTAL_QUESTIONS} answers match “${deferredQuery.trim()}”`
              : `${TOTAL_QUESTIONS} answers in ${HELP.faq.length} topics`}
          </p>

          {topics.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-12 text-center">
              <MessageCircleQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
              <h2 className="text-lg font-semibold">No answers match your search</h2>
              <p className="max-w-md text-muted-foreground">
                Try fewer or different words, such as “password”, “reminder” or “wishlist”. If your question is not here, ask us
                directly.
              </p>
              <div className="mt-2 flex flex-col gap-3 sm:flex-row">
                <Button variant="outline" onClick={() => setQuery('')}>
                  Clear search
                </Button>
                <Button asChild>
                  <Link to="/contact">Contact Support</Link>
                </Button>
              </div>
            </div>
          ) : (
            topics.map((topic) => (
              <section key={topic.id} id={`topic-${topic.id}`} aria-labelledby={`topic-${topic.id}-heading`} className="scroll-mt-20">
                <h2 id={`topic-${topic.id}-heading`} className="mb-4 text-title font-semibold">
                  {topic.title}
                </h2>
                <div className="flex flex-col gap-3">
                  {topic.items.map((item) => (
                    <FaqEntry key={item.id} item={item} terms={terms} open={searching || hashId === item.id} />
                  ))}
                </div>
              </section>
            ))
          )}

          <ContentSections sections={HELP.sections} />
        </div>
      </div>
    </div>
  );
}
