import { and, asc, desc, gte, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Budget } from '#shared/schemas/gift-finder.js';
import type { Database } from '#server/db/client.js';
import { productCacheState, products } from '#server/db/schema/products.js';
import { type CatalogProductRow, currentProductJoin, productColumns } from '#server/services/products/catalog-cache.service.js';
import type { GiftIdea } from './gift-ideas.js';

type ProductRow = CatalogProductRow;

/**
 * Matching an AI gift idea to a catalog product with the products' full-text search (products.search:
 * title > brand and tags > description). Candidates are the current products that share any word with the
 * idea's title and search keywords; the best is the one whose title, brand and tags hold the largest share
 * of the idea title's words, then one within the budget, then one not shown yet, then the highest ts_rank. It counts as
 * the same gift only when it holds at least MIN_TITLE_COVERAGE of the title's words (and two of them when the
 * title has more than one): else the idea stays an idea with a retailer search link.
 *
 * The search is not limited to the budget or to products not shown yet on purpose: an idea whose product
 * was already shown is a repeat, and one whose product costs more than the budget is out of it; the caller
 * drops both instead of passing them off as a new idea with a guessed price.
 */
const MIN_TITLE_COVERAGE = 0.6;
/** Below this ts_rank a candidate matched on its brand or tags rather than its title, whatever its coverage. */
const MIN_RANK = 0.2;

/** Words websearch_to_tsquery would read as operators, and anything shorter than two characters. */
const OPERATOR_WORDS = new Set(['or', 'and', 'not']);

function wordsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 2 && !OPERATOR_WORDS.has(w));
}

/** The idea's title and keywords as one websearch query matching any of their words. */
function anyWordQuery(idea: Pick<GiftIdea, 'title' | 'searchKeywords'>): string {
  const words = [...new Set([...wordsOf(idea.title), ...(idea.searchKeywords ?? []).flatMap(wordsOf)])];
  return words.slice(0, 32).join(' or ');
}

export interface MatchOptions {
  budget: Budget;
  /** Product ids already shown in the run or taken in this batch: preferred last among equal matches. */
  shown: ReadonlySet<string>;
}

export interface IdeaMatch {
  product: ProductRow;
  rank: number;
  coverage: number;
}

/** The catalog product an idea names (which may be shown already or outside the budget), or null. One query per idea. */
export async function matchIdeaToProduct(db: Database, idea: GiftIdea, options: MatchOptions): Promise<IdeaMatch | null> {
  const terms = anyWordQuery(idea);
  if (!terms) return null;
  const query = sql`websearch_to_tsquery('english', ${terms})`;
  const titleLexemes = sql`tsvector_to_array(to_tsvector('english', ${idea.title}))`;
  const rank = sql<number>`ts_rank(${products.search}, ${query})`;
  // Title words found in the product's title, brand or tags (weights A and B): a word only in a description
  // ('gift', 'perfect') says little.
  const hits = sql<number>`(select count(*) from unnest(${titleLexemes}) as lexeme where ts_filter(${products.search}, '{a,b}') @@ plainto_tsquery('simple', lexeme))::int`;
  const total = sql<number>`cardinality(${titleLexemes})`;
  const inBudget = and(gte(products.price, options.budget.min), lte(products.price, options.budget.max))!;
  const shown = [...options.shown];
  // (PostgreSQL refuses a constant in ORDER BY, so the term is left out when nothing was shown.)
  const notShownFirst = shown.length ? [sql`(${notInArray(products.id, shown)}) desc`] : [];
  const [best] = await db
    .select({ product: productColumns, rank, hits, total })
    .from(products)
    .innerJoin(productCacheState, currentProductJoin)
    .where(and(sql`${products.search} @@ ${query}`, isNotNull(products.price)))
    .orderBy(desc(hits), sql`(${inBudget}) desc`, ...notShownFirst, desc(rank), asc(products.id))
    .limit(1);
  if (!best) return null;
  const totalWords = Number(best.total);
  const hitCount = Number(best.hits);
  const coverage = totalWords > 0 ? hitCount / totalWords : 0;
  const enoughWords = hitCount >= Math.min(2, totalWords);
  if (coverage < MIN_TITLE_COVERAGE || !enoughWords || Number(best.rank) < MIN_RANK) return null;
  return { product: best.product, rank: Number(best.rank), coverage };
}
