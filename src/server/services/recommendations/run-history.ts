import { titleKey } from './gift-ideas.js';
import type { ItemRow, ProductRow } from './run-store.js';

/** One pick before it is stored. */
export interface NewPick {
  productId: string | null;
  title: string;
  description: string | null;
  reasons: string[];
  price: number | null;
  giftScore: number | null;
  searchUrl: string | null;
}

/** What the run has shown so far, and the feedback on it. */
export interface History {
  productIds: Set<string>;
  titleKeys: Set<string>;
  titles: string[];
  more: { title: string; product: ProductRow | null }[];
  not: { title: string; product: ProductRow | null }[];
  lastBatch: number;
}

/** What a batch has taken so far: never offered twice in it. */
export interface Taken {
  productIds: Set<string>;
  titleKeys: Set<string>;
}

/** The history of a run from its stored picks (none for a new run). */
export function historyOf(items: ItemRow[], productMap: Map<string, ProductRow>): History {
  const history: History = { productIds: new Set(), titleKeys: new Set(), titles: [], more: [], not: [], lastBatch: 0 };
  // Oldest first, so that the prompt's lists end with the newest titles.
  const ordered = [...items].sort((a, b) => a.batch - b.batch || a.position - b.position);
  for (const item of ordered) {
    if (item.productId) history.productIds.add(item.productId);
    history.titleKeys.add(titleKey(item.title));
    history.titles.push(item.title);
    history.lastBatch = Math.max(history.lastBatch, item.batch);
    const product = item.productId ? (productMap.get(item.productId) ?? null) : null;
    if (item.feedback === 'more') history.more.push({ title: item.title, product });
    if (item.feedback === 'not') history.not.push({ title: item.title, product });
  }
  return history;
}
