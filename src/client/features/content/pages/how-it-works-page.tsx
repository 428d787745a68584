import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HOW_IT_WORKS } from '#shared/content/how-it-works';
import { Button } from '#client/components/ui/button';
import { ContentSectionBlock } from '#client/features/content/components/content-sections';
import { PageIntro } from '#client/features/content/components/page-intro';
import { useHashTarget } from '#client/features/content/hooks/use-hash-target';

/** /how-it-works: the finder's four steps as a numbered path, then how picks are made and what else Giftwise keeps. */
export default function HowItWorksPage() {
  useHashTarget();
  const page = HOW_IT_WORKS;
  return (
    <article className="flex flex-col">
      <PageIntro page={page}>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to="/gift-for-someone">
              Find Gifts for Someone Else
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/examples">See examples</Link>
          </Button>
        </div>
      </PageIntro>

      <section aria-labelledby="steps-heading" className="mx-auto w-full max-w-5xl px-4 pt-12">
        <h2 id="steps-heading" className="mb-6 text-title font-semibold">
          Four steps in the AI Gift Finder
        </h2>
        <ol className="grid gap-4 md:grid-cols-2">
          {page.steps.map((step, index) => (
            <li key={step.id} id={step.id} className="flex scroll-mt-20 gap-4 rounded-card border border-border bg-card p-5 outline-none">
              <span
                aria-hidden="true"
                className="tabular flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-muted-foreground">{step.summary}</p>
                <ul className="flex flex-col gap-1.5 text-sm">
                  {step.details.map((detail) => (
                    <li key={detail} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-secondary" />
                      <span>{detail}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-12 lg:py-16">
        {page.sections.map((section) => (
          <ContentSectionBlock key={section.id} section={section} />
        ))}
      </div>
    </article>
  );
}
