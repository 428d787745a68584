import { wizardProgress } from '#client/features/gift-finder/wizard-state';

/** 'Step n of 4' and the percent, with a progress bar that says the same to assistive technology. */
export function WizardProgress({ step }: { step: number }) {
  const { text, percent } = wizardProgress(step);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between text-sm font-medium">
        <span>{text}</span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Gift finder progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text}, ${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
