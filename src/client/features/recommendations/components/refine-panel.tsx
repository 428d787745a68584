import { DollarSign, RefreshCw, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Budget } from '#shared/schemas/gift-finder';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';

function amount(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The budget form's problems, by field, with the wizard's messages (the same shared schema). */
function budgetProblems(minText: string, maxText: string): { min?: string; max?: string; budget?: Budget } {
  const parsed = Budget.safeParse({ min: amount(minText), max: amount(maxText) });
  if (parsed.success) return { budget: parsed.data };
  const problems: { min?: string; max?: string } = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'min' ? 'min' : 'max';
    problems[key] ??= issue.message;
  }
  return problems;
}

export interface RefinePanelProps {
  budget: Budget;
  busy: 'budget' | 'more' | null;
  onUpdateBudget(budget: Budget): void;
  onShowMore(): void;
}

/** Change the budget ('Update budget') or ask for another batch ('Show more ideas'); both add a new batch on top. */
export function RefinePanel({ budget, busy, onUpdateBudget, onShowMore }: RefinePanelProps) {
  const id = useId();
  const [minText, setMinText] = useState(String(budget.min));
  const [maxText, setMaxText] = useState(String(budget.max));
  const [tried, setTried] = useState(false);
  const problems = budgetProblems(minText, maxText);
  const shown = tried ? problems : {};
  const unchanged = problems.budget?.min === budget.min && problems.budget?.max === budget.max;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.budget && !busy) onUpdateBudget(problems.budget);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-5">
      <h2 id={`${id}-title`} className="font-semibold">
        Refine these ideas
      </h2>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <form noValidate onSubmit={submit} className="grid grid-cols-2 gap-3 sm:flex sm:flex-row sm:items-start">
          {(
            [
              ['min', 'Minimum budget', minText, setMinText, 0],
              ['max', 'Maximum budget', maxText, setMaxText, 1],
            ] as const
          ).map(([key, label, value, setValue, min]) => (
            <div key={key} className="flex flex-col gap-1.5 sm:w-36">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <div className="relative">
                <DollarSign
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id={`${id}-${key}`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={min}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  aria-invalid={shown[key] ? true : undefined}
                  aria-describedby={shown[key] ? `${id}-${key}-error` : undefined}
                  className="pl-9 tabular-nums"
                />
              </div>
              {shown[key] ? (
                <p id={`${id}-${key}-error`} className="text-caption font-medium text-destructive">
                  {shown[key]}
                </p>
              ) : null}
            </div>
          ))}
          <Button
            type="submit"
            variant="outline"
            className="col-span-2 sm:mt-[1.625rem]"
            loading={busy === 'budget'}
            loadingText="Updating…"
            disabled={busy !== null || unchanged}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Update budget
          </Button>
        </form>
        <Button onClick={onShowMore} loading={busy === 'more'} loadingText="Finding more ideas…" disabled={busy !== null}>
          <Sparkles aria-hidden="true" className="size-4" />
          Show more ideas
        </Button>
      </div>
    </section>
  );
}
