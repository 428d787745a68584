import { Lightbulb } from 'lucide-react';
import { EXAMPLES } from '#shared/content/examples';
import type { FinderInput, GiftExample } from '#shared/content/types';
import { GENDER_LABELS } from '#client/lib/choice-labels';
import { ContentSections } from '#client/features/content/components/content-sections';
import { PageIntro } from '#client/features/content/components/page-intro';
import { useHashTarget } from '#client/features/content/hooks/use-hash-target';

function inputRows(input: FinderInput): [string, string][] {
  const rows: [string, string][] = [];
  if (input.name) rows.push(['Name', input.name]);
  rows.push(
    ['Age range', input.ageRange],
    ['Gender', GENDER_LABELS[input.gender]],
    ['Relationship', input.relationship],
    ['Occasion', input.occasion],
    ['Budget', `$${input.budget.min} – $${input.budget.max}`],
    ['Interests', input.interests.join(', ')],
  );
  if (input.traits.length) rows.push(['Personality', input.traits.join(', ')]);
  if (input.additionalInfo) rows.push(['Note', input.additionalInfo]);
  return rows;
}

function ExampleCard({ example }: { example: GiftExample }) {
  const headingId = `${example.id}-heading`;
  return (
    <article id={example.id} aria-labelledby={headingId} className="scroll-mt-20 rounded-card border border-border bg-card outline-none">
      <h2 id={headingId} className="border-b border-border px-5 py-4 text-lg font-semibold sm:px-6">
        {example.title}
      </h2>
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">What was entered</h3>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {inputRows(example.input).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">The kind of ideas it suggests</h3>
          <ul className="flex flex-col gap-3">
            {example.picks.map((pick) => (
              <li key={pick.idea} className="rounded-control border border-border bg-background p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="font-semibold">{pick.idea}</p>
                  <p className="text-caption text-muted-foreground">{pick.priceHint}</p>
                </div>
                <ul aria-label="Reasons" className="mt-2 flex flex-wrap gap-1.5">
                  {pick.reasons.map((reason) => (
                    <li key={reason} className="rounded-full bg-secondary-soft px-2.5 py-0.5 text-caption font-medium text-secondary-soft-foreground">
                      {reason}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="flex gap-3 border-t border-border bg-muted/50 px-5 py-4 text-sm sm:px-6">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{example.takeaway}</span>
      </p>
    </article>
  );
}

/** /examples: what people entered in the finder, and the kind of ideas and reasons that come back. */
export default function ExamplesPage() {
  useHashTarget();
  const [reading, ...rest] = EXAMPLES.sections;
  return (
    <div className="flex flex-col">
      <PageIntro page={EXAMPLES} />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 lg:py-14">
        {reading ? <ContentSections sections={[reading]} /> : null}
        {EXAMPLES.examples.map((example) => (
          <ExampleCard key={example.id} example={example} />
        ))}
        <ContentSections sections={rest} />
      </div>
    </div>
  );
}
