import { ArrowRight, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';

/**
 * core-app.md 2: Next is disabled while the step is invalid. It looks and reads disabled (aria-disabled), but stays
 * pressable, so that pressing it can say what is missing instead of doing nothing.
 */
const NOT_READY = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export interface WizardNextButtonProps {
  /** The last step: 'Find Perfect Gifts' instead of 'Next'. */
  isLast: boolean;
  /** Why Next is disabled (nextBlockedReason), shown beside it from the start; null when the step is complete. */
  reason: string | null;
  busy: boolean;
  /** The error summary's id, while it shows. */
  summaryId?: string;
  className?: string;
}

/** The wizard's Next (or Find Perfect Gifts) with the reason it is disabled beside it, linked by aria-describedby. */
export function WizardNextButton({ isLast, reason, busy, summaryId, className }: WizardNextButtonProps) {
  const reasonId = useId();
  const describedBy = [reason ? reasonId : null, summaryId ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col items-stretch gap-1.5 sm:items-end', className)}>
      {isLast ? (
        <Button type="submit" className={NOT_READY} aria-disabled={reason ? true : undefined} loading={busy} loadingText="Finding perfect gifts…" aria-describedby={describedBy}>
          <Sparkles aria-hidden="true" className="size-4" />
          Find Perfect Gifts
        </Button>
      ) : (
        <Button type="submit" className={NOT_READY} aria-disabled={reason ? true : undefined} aria-describedby={describedBy}>
          Next
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      {reason ? (
        <p id={reasonId} className="text-sm text-muted-foreground sm:text-right">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
