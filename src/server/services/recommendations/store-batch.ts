import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { recommendationItems, recommendationRuns } from '#server/db/schema/recommendations.js';
import { titleKey } from './gift-ideas.js';
import type { BatchOutcome } from './produce-batch.js';
import type { NewPick } from './run-history.js';

/**
 * Writes a batch as the run's next one. The run row is locked for the few statements of the write (never
 * across the AI call), so two 'Show more ideas' at once get batches N and N+1, and the later one drops the
 * picks the earlier one already stored: a run never repeats a product or an idea title.
 */
async function storeBatch(db: Database, runId: string, picks: NewPick[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: recommendationRuns.id }).from(recommendationRuns).where(eq(recommendationRuns.id, runId)).for('update');
    const shown = await tx
      .select({ batch: recommendationItems.batch, productId: recommendationItems.productId, title: recommendationItems.title })
      .from(recommendationItems)
      .where(eq(recommendationItems.runId, runId));
    const batch = shown.reduce((highest, item) => Math.max(highest, item.batch), 0) + 1;
    const shownProducts = new Set(shown.map((item) => item.productId).filter(Boolean));
    const shownTitles = new Set(shown.map((item) => titleKey(item.title)));
    const fresh = picks.filter((p) => !(p.productId && shownProducts.has(p.productId)) && !shownTitles.has(titleKey(p.title)));
    if (fresh.length === 0) return batch;
    await tx.insert(recommendationItems).values(
      fresh.map((p, index) => ({
        runId,
        batch,
        position: index + 1,
        productId: p.productId,
        title: p.title,
        description: p.description,
        reasons: p.reasons,
        price: p.price,
        giftScore: p.giftScore,
        searchUrl: p.searchUrl,
        createdAt: now,
      })),
    );
    return batch;
  });
}

/** Stores a batch's picks and marks the run completed with where they came from. */
export async function completeBatch(db: Database, runId: string, outcome: BatchOutcome, finishedAt: Date): Promise<void> {
  await storeBatch(db, runId, outcome.picks, finishedAt);
  await db
    .update(recommendationRuns)
    .set({ status: 'completed', completedAt: finishedAt, source: outcome.source, model: outcome.model, fallbackReason: outcome.fallbackReason, error: null })
    .where(eq(recommendationRuns.id, runId));
}
