import { and, asc, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Budget } from '#shared/schemas/gift-finder.js';
import type { Database } from '#server/db/client.js';
import { productCacheState, products } from '#server/db/schema/products.js';
import { type CatalogProductRow, currentProductJoin, productColumns } from '#server/services/products/catalog-cache.service.js';
import type { GiftIdea } from './gift-ideas.js';

type ProductRow = CatalogProductRow;

/**
 * Matching AI gift ideas to catalog products with the products' full-text search (products.search:
 * title > brand and tags > description). Candidates are the current products that share any word with the
 * idea's title and search keywords; the best is the one whose title, brand and tags hold the largest share
 * of the idea title's words, then one within the budget, then one not shown yet, then the highest ts_rank. It counts as
 * the same gift only when it holds at least MIN_TITLE_COVERAGE of the title's words (and two of them when the
 * title has more than one): else the idea stays an idea with a retailer search link.
 *
 * The search is not limited to the budget or to products not shown yet on purpose: an idea whose product
 * was already shown is a repeat, and one whose product costs more than the budget is out of it; the caller
 * drops both instead of passing them off as a new idea with a guessed price.
 *
 * All the ideas of a batch are searched in one query (findIdeaCandidates); which candidate is the best then
 * depends on what the batch has taken so far, so bestMatch chooses it as the caller walks the ideas.
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

/** One catalog product an idea may name, with how well it does. */
export interface IdeaCandidate {
  product: ProductRow;
  rank: number;
  /** Words of the idea's title found in the product's title, brand or tags. */
  hits: number;
  /** Words in the idea's title. */
  total: number;
  inBudget: boolean;
}

export interface IdeaMatch {
  product: ProductRow;
  rank: number;
  coverage: number;
}

const arrayOf = (values: (string | number)[], type: 'int' | 'text') =>
  sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::${sql.raw(type)}[]`;

/**
 * The catalog candidates of each idea, in one query: per idea, the best `perIdea` products by title words
 * found, then within the budget, then ts_rank, then id (the order bestMatch refines with what was shown).
 * An idea with no searchable word has no candidates. The list of the i-th idea is at index i.
 *
 * With perIdea greater than the number of products that can be shown when an idea is matched, bestMatch
 * chooses exactly what a query per idea, ordered with the shown products last, would have.
 */
export async function findIdeaCandidates(db: Database, ideas: GiftIdea[], options: { budget: Budget; perIdea: number }): Promise<IdeaCandidate[][]> {
  const candidates: IdeaCandidate[][] = ideas.map(() => []);
  const searched = ideas.flatMap((idea, index) => {
    const terms = anyWordQuery(idea);
    return terms ? [{ index, terms, title: idea.title }] : [];
  });
  if (searched.length === 0) return candidates;

  const idea = sql.raw('idea');
  const ideaList = sql`unnest(${arrayOf(searched.map((s) => s.index), 'int')}, ${arrayOf(searched.map((s) => s.terms), 'text')}, ${arrayOf(searched.map((s) => s.title), 'text')}) as ${idea}(idx, terms, title)`;
  const query = sql`websearch_to_tsquery('english', ${idea}.terms)`;
  const titleLexemes = sql`tsvector_to_array(to_tsvector('english', ${idea}.title))`;
  const rank = sql<number>`ts_rank(${products.search}, ${query})`;
  // Title words found in the product's title, brand or tags (weights A and B): a word only in a description
  // ('gift', 'perfect') says little.
  const hits = sql<number>`(select count(*) from unnest(${titleLexemes}) as lexeme where ts_filter(${products.search}, '{a,b}') @@ plainto_tsquery('simple', lexeme))::int`;
  const total = sql<number>`cardinality(${titleLexemes})`;
  const inBudget = sql<boolean>`(${and(gte(products.price, options.budget.min), lte(products.price, options.budget.max))!})`;

  const ranked = db
    .select({
      ideaIndex: sql<number>`${idea}.idx`.as('idea_index'),
      productId: sql<string>`${products.id}`.as('candidate_id'),
      rank: rank.as('rank'),
      hits: hits.as('hits'),
      total: total.as('total'),
      inBudget: inBudget.as('in_budget'),
      place: sql<number>`row_number() over (partition by ${idea}.idx order by ${hits} desc, ${inBudget} desc, ${rank} desc, ${products.id} asc)`.as('place'),
    })
    .from(products)
    .innerJoin(productCacheState, currentProductJoin)
    .crossJoin(ideaList)
    .where(and(sql`${products.search} @@ ${query}`, isNotNull(products.price)))
    .as('ranked');

  const rows = await db
    .select({ ideaIndex: ranked.ideaIndex, rank: ranked.rank, hits: ranked.hits, total: ranked.total, inBudget: ranked.inBudget, place: ranked.place, product: productColumns })
    .from(ranked)
    .innerJoin(products, sql`${products.id} = ${ranked.productId}`)
    .where(sql`${ranked.place} <= ${options.perIdea}`)
    .orderBy(asc(ranked.ideaIndex), asc(ranked.place));

  for (const row of rows) {
    candidates[Number(row.ideaIndex)].push({
      product: row.product,
      rank: Number(row.rank),
      hits: Number(row.hits),
      total: Number(row.total),
      inBudget: row.inBudget === true,
    });
  }
  return candidates;
}

/**
 * The catalog product an idea names (which may be shown already or outside the budget), or null: among the
 * candidates with the most title words and then within the budget, the first not shown yet (else the first),
 * if it covers enough of the title.
 */
export function bestMatch(candidates: IdeaCandidate[], shown: ReadonlySet<string>): IdeaMatch | null {
  const [first] = candidates;
  if (!first) return null;
  const top = candidates.filter((c) => c.hits === first.hits && c.inBudget === first.inBudget);
  const best = top.find((c) => !shown.has(c.product.id)) ?? first;
  const coverage = best.total > 0 ? best.hits / best.total : 0;
  const enoughWords = best.hits >= Math.min(2, best.total);
  if (coverage < MIN_TITLE_COVERAGE || !enoughWords || best.rank < MIN_RANK) return null;
  return { product: best.product, rank: best.rank, coverage };
}
