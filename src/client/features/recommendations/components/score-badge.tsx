import { giftScoreColour, type GiftScoreColour } from '../../../../shared/products/gift-score';
import { cn } from '../../../lib/cn';

/** core-app.md 9: 90+ green, 80+ blue, 70+ yellow, lower grey; each pair reads at AA in light and dark mode. */
export const SCORE_COLOUR_CLASSES: Record<GiftScoreColour, string> = {
  green: 'border-green-700/25 bg-green-100 text-green-900 dark:border-green-300/30 dark:bg-green-950 dark:text-green-200',
  blue: 'border-blue-700/25 bg-blue-100 text-blue-900 dark:border-blue-300/30 dark:bg-blue-950 dark:text-blue-200',
  yellow: 'border-yellow-700/30 bg-yellow-100 text-yellow-900 dark:border-yellow-300/30 dark:bg-yellow-950 dark:text-yellow-200',
  grey: 'border-stone-500/30 bg-stone-100 text-stone-800 dark:border-stone-300/30 dark:bg-stone-800 dark:text-stone-100',
};

/** The gift score as a small coloured badge ('Gift score 92'). */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const colour = giftScoreColour(score);
  return (
    <span
      data-score-colour={colour}
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-semibold tabular-nums', SCORE_COLOUR_CLASSES[colour], className)}
    >
      <span className="font-medium">Gift score</span> {score}
    </span>
  );
}
