import { BESTSELLER_CATEGORIES, type BestsellerCategory } from '#shared/constants/choice-lists';
import { PRODUCT_QUERY_MAX_LENGTH, PRODUCT_SORTS, type ProductSort } from '#shared/schemas/products';

/**
 * /discover keeps every filter in the address (?q=&category=&minPrice=&maxPrice=&sort=&view=&page=), so a
 * search can be shared and survives a reload. These functions turn the address into filters and back.
 * Anything the address says that makes no sense (an unknown category, a negative price, page 0) is ignored
 * rather than refused: a hand-edited or old link still opens a page of gifts.
 */
export type DiscoverView = 'grid' | 'list';

export interface DiscoverFilters {
  q: string;
  category: BestsellerCategory | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** null: the default for the query (best match with words, gift score without). */
  sort: ProductSort | null;
  view: DiscoverView;
  page: number;
}

export const DEFAULT_FILTERS: DiscoverFilters = {
  q: '',
  category: null,
  minPrice: null,
  maxPrice: null,
  sort: null,
  view: 'grid',
  page: 1,
};

const MAX_PRICE_LIMIT = 100_000;
export const PRICE_ORDER_MESSAGE = 'Maximum price must be at least the minimum price';

function isCategory(value: string | null): value is BestsellerCategory {
  return value !== null && (BESTSELLER_CATEGORIES as readonly string[]).includes(value);
}

function isSort(value: string | null): value is ProductSort {
  return value !== null && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** A price from text: a number from 0 to the limit (cents kept), else null. */
export function parsePrice(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE_LIMIT) return null;
  return Math.round(value * 100) / 100;
}

function parsePage(text: string | null): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : 1;
}

export function parseDiscoverParams(params: URLSearchParams): DiscoverFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, PRODUCT_QUERY_MAX_LENGTH),
    category: isCategory(category) ? category : null,
    minPrice: parsePrice(params.get('minPrice')),
    maxPrice: parsePrice(params.get('maxPrice')),
    sort: isSort(sort) ? sort : null,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: parsePage(params.get('page')),
  };
}

/** The address for some filters, in a fixed order, leaving out what is the default. */
export function discoverSearchParams(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.view !== 'grid') params.set('view', filters.view);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * Filters after a change. Changing what is searched starts again at page 1; changing only the page or the
 * view keeps the rest.
 */
export function changeFilters(current: DiscoverFilters, change: Partial<DiscoverFilters>): DiscoverFilters {
  const next = { ...current, ...change };
  const onlyPageOrView = Object.keys(change).every((key) => key === 'page' || key === 'view');
  return onlyPageOrView ? next : { ...next, page: change.page ?? 1 };
}

export function hasActiveFilters(filters: DiscoverFilters): boolean {
  return Boolean(filters.q.trim()) || filters.category !== null || filters.minPrice !== null || filters.maxPrice !== null || filters.sort !== null;
}

/** The price range's problem, if any (the server would refuse it too). */
export function priceRangeError(filters: Pick<DiscoverFilters, 'minPrice' | 'maxPrice'>): string | null {
  return filters.minPrice !== null && filters.maxPrice !== null && filters.maxPrice < filters.minPrice ? PRICE_ORDER_MESSAGE : null;
}

/** The sort the select shows and the server applies when none is chosen. */
export function effectiveSort(filters: Pick<DiscoverFilters, 'q' | 'sort'>): ProductSort {
  return filters.sort ?? (filters.q.trim() ? 'relevance' : 'score');
}

/** What GET /api/products is asked; a maximum below the minimum is left out (the field shows why). */
export function searchRequest(filters: DiscoverFilters) {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category,
    minPrice: filters.minPrice,
    maxPrice: priceRangeError(filters) ? null : filters.maxPrice,
    sort: filters.sort,
    page: filters.page,
  };
}

export type PageItem = number | 'gap';

/**
 * The page numbers to offer: always the first and last, the current one with a neighbour each side, and a
 * gap where numbers are left out (a gap never stands for a single page: that page is shown instead).
 */
export function pageNumbers(current: number, total: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of sorted) {
    const previous = items.length ? (items[items.length - 1] as number) : 0;
    if (n - previous === 2) items.push(previous + 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

/** 'N gifts' with the words searched and the category, for the results line. */
/** An address beyond the last page (a stale link, /discover?page=99): the results exist, this page does not. */
export function isPastLastPage(result: { page: number; totalPages: number; total: number }): boolean {
  return result.total > 0 && result.page > result.totalPages;
}

/** 'Page 2 of 12' beside the count, only for a page that exists among several. */
export function pageStatus(result: { page: number; totalPages: number; total: number }): string | null {
  if (result.totalPages <= 1 || isPastLastPage(result)) return null;
  return `Page ${result.page} of ${result.totalPages}`;
}

export function resultsSummary(total: number, filters: Pick<DiscoverFilters, 'q' | 'category'>): string {
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'gift' : 'gifts'}`;
  const q = filters.q.trim();
  const where = filters.category ? ` in ${filters.category}` : '';
  return q ? `${count} for “${q}”${where}` : `${count}${where}`;
}
