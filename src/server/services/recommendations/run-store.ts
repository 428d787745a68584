import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { products } from '#server/db/schema/products.js';
import { recommendationItems, recommendationRuns } from '#server/db/schema/recommendations.js';
import { notFound } from '#server/errors.js';
import { type CatalogProductRow, productColumns } from '#server/services/products/catalog-cache.service.js';

/**
 * The gift finder's stored runs (issue 4 "/recommendations"): a run holds the wizard profile and every batch
 * of picks. Reading them here; producing a batch in produce-batch.ts, the writes in create-run.ts,
 * regenerate-run.ts and set-feedback.ts.
 */

export type RunRow = typeof recommendationRuns.$inferSelect;
export type ItemRow = typeof recommendationItems.$inferSelect;
export type ProductRow = CatalogProductRow;

/** A run with its picks (every batch) and the catalog products they name. */
export interface RunWithItems {
  run: RunRow;
  items: ItemRow[];
  products: Map<string, ProductRow>;
}

export interface RunSummaryRow {
  run: RunRow;
  itemCount: number;
}

/** GET /api/recommendations lists this many of the latest runs. */
const RUN_LIST_LIMIT = 20;

/** A run by id, whoever it belongs to (routes check the policy; another person's answers 404). */
export async function findRun(db: Database, runId: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(recommendationRuns).where(eq(recommendationRuns.id, runId)).limit(1);
  return row;
}

/** One of the person's runs; 404 for another person's or an unknown id. */
export async function ownRun(db: Database, userId: string, runId: string): Promise<RunRow> {
  const [row] = await db
    .select()
    .from(recommendationRuns)
    .where(and(eq(recommendationRuns.id, runId), eq(recommendationRuns.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Recommendation run not found.');
  return row;
}

/** A run's picks, newest batch first, and the catalog products they name. */
export async function itemsWithProducts(db: Database, runId: string): Promise<{ items: ItemRow[]; products: Map<string, ProductRow> }> {
  const rows = await db
    .select({ item: recommendationItems, product: productColumns })
    .from(recommendationItems)
    .leftJoin(products, eq(products.id, recommendationItems.productId))
    .where(eq(recommendationItems.runId, runId))
    .orderBy(desc(recommendationItems.batch), asc(recommendationItems.position), asc(recommendationItems.id));
  const map = new Map<string, ProductRow>();
  for (const r of rows) if (r.product) map.set(r.product.id, r.product);
  return { items: rows.map((r) => r.item), products: map };
}

/** One of the person's runs with every pick, newest batch first; undefined for another person's or an unknown id. */
export async function getRun(db: Database, userId: string, runId: string): Promise<RunWithItems | undefined> {
  const [run] = await db
    .select()
    .from(recommendationRuns)
    .where(and(eq(recommendationRuns.id, runId), eq(recommendationRuns.userId, userId)))
    .limit(1);
  if (!run) return undefined;
  return { run, ...(await itemsWithProducts(db, run.id)) };
}

/** The person's latest runs (at most 20), newest first, with how many picks each holds. */
export async function listRuns(db: Database, userId: string): Promise<RunSummaryRow[]> {
  const rows = await db
    .select({ run: recommendationRuns, itemCount: count(recommendationItems.id) })
    .from(recommendationRuns)
    .leftJoin(recommendationItems, eq(recommendationItems.runId, recommendationRuns.id))
    .where(eq(recommendationRuns.userId, userId))
    .groupBy(recommendationRuns.id)
    .orderBy(desc(recommendationRuns.createdAt), desc(recommendationRuns.id))
    .limit(RUN_LIST_LIMIT);
  return rows.map((r) => ({ run: r.run, itemCount: Number(r.itemCount) }));
}
