import { ArrowRight, CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { HELP } from '#shared/content/help';
import type { FaqItem } from '#shared/content/types';
import type { RouteRecord } from '#shared/routes';
import { Button } from '#client/components/ui/button';
import { Logo } from '#client/components/logo';
import { cn } from '#client/lib/cn';
import { FEATURE_INFO, GENERIC_INFO } from './feature-info';

const FAQ_BY_ID = new Map<string, FaqItem>(HELP.faq.flatMap((topic) => topic.items.map((item) => [item.id, item] as const)));

/** The Help Center questions a feature page links to (unknown ids are skipped; feature-info.test.ts checks them). */
function questionsFor(ids: string[] = []): FaqItem[] {
  return ids.flatMap((id) => {
    const item = FAQ_BY_ID.get(id);
    return item ? [item] : [];
  });
}

/** The page of a feature whose screen is built in a later issue: what it does, and where to go next. */
export default function FeatureInfoPage({ route }: { route: RouteRecord }) {
  const info = FEATURE_INFO[route.path] ?? GENERIC_INFO;
  const Icon = info.icon;
  const questions = questionsFor(info.questions);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:py-16">
      {route.bare ? <Logo className="self-start" /> : null}
      <header className="flex flex-col gap-4">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-secondary uppercase">{info.eyebrow}</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-display">{info.title}</h1>
        <p className="text-lg text-muted-foreground">{info.intro}</p>
      </header>
      {info.points.length ? (
        // Three points sit in one row; two or four in a square, so no card is left on its own.
        <ul className={cn('grid gap-4', info.points.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
          {info.points.map((point) => (
            <li key={point.title} className="rounded-card border border-border bg-card p-5">
              <h2 className="mb-1 font-semibold">{point.title}</h2>
              <p className="text-sm text-muted-foreground">{point.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {info.actions.map((action, index) => (
          <Button key={action.to} variant={index === 0 ? 'primary' : 'outline'} asChild>
            <Link to={action.to}>
              {action.label}
              {index === 0 ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
            </Link>
          </Button>
        ))}
      </div>
      {questions.length ? (
        <section aria-labelledby="feature-questions" className="flex flex-col gap-2 border-t border-border pt-6">
          <h2 id="feature-questions" className="font-semibold">
            Questions people ask
          </h2>
          <ul className="flex flex-col">
            {questions.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/help#${item.id}`}
                  className="inline-flex min-h-11 items-center gap-2 text-secondary underline-offset-4 hover:underline"
                >
                  <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
                  {item.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
