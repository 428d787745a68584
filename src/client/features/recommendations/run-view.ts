import type { RecommendationItem, RecommendationRun } from '#shared/schemas/gift-finder';

/** What the recommendations page shows around the picks, as pure functions. */

/** 'Gift ideas for {name}', or 'Gift ideas' without a name. */
export function runTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Gift ideas for ${trimmed}` : 'Gift ideas';
}

/** Which engine answered: 'Picked by AI ({model})' or 'Picked by Giftwise matching'. */
export function engineLabel(run: Pick<RecommendationRun, 'source' | 'model'>): string {
  if (run.source === 'ai') return run.model ? `Picked by AI (${run.model})` : 'Picked by AI';
  return 'Picked by Giftwise matching';
}

function dollars(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** '$20 – $80' (cents only where there are some). */
export function budgetLabel(budget: { min: number; max: number }): string {
  return `${dollars(budget.min)} – ${dollars(budget.max)}`;
}

export interface Batches {
  /** The newest batch, in the engine's order. */
  latest: RecommendationItem[];
  /** Earlier batches, newest first, each in its order. */
  earlier: { batch: number; items: RecommendationItem[] }[];
}

/** The run's picks split into the newest batch (on top) and the earlier ones (below, under 'Earlier ideas'). */
export function splitBatches(items: readonly RecommendationItem[]): Batches {
  const byBatch = new Map<number, RecommendationItem[]>();
  for (const item of items) {
    const list = byBatch.get(item.batch) ?? [];
    list.push(item);
    byBatch.set(item.batch, list);
  }
  const batches = [...byBatch.entries()]
    .sort(([a], [b]) => b - a)
    .map(([batch, list]) => ({ batch, items: [...list].sort((x, y) => x.position - y.position) }));
  const [first, ...rest] = batches;
  return { latest: first?.items ?? [], earlier: rest };
}

/** How many picks a regeneration added (0: nothing new fits). */
export function addedPicks(before: Pick<RecommendationRun, 'items'> | undefined, after: Pick<RecommendationRun, 'items'>): number {
  const seen = new Set(before?.items.map((item) => item.id) ?? []);
  return after.items.filter((item) => !seen.has(item.id)).length;
}

/** A run id the server does not know (or one that is not an id at all) is a missing search, not an outage. */
export function isMissingRun(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}
