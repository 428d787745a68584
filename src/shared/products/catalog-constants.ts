/**
 * The product API's plain constants, in a module without zod: the home page's best-sellers section reads
 * them on the first load of /, which must stay within the JavaScript budget. src/shared/schemas/products.ts
 * re-exports them, so either import works.
 */

/** core-app.md 9: best-sellers default limit 12; the API takes 1 to 50. */
export const BESTSELLERS_DEFAULT_LIMIT = 12;
export const BESTSELLERS_MAX_LIMIT = 50;
/**
 * A product keeps at most this many search tags: the generated search document indexes exactly this many
 * (PostgreSQL has no immutable array join), so the sources, the cache writer and a check constraint all cap it.
 */
export const MAX_PRODUCT_TAGS = 16;
/** The chip that stands for every category. */
export const ALL_CATEGORIES = 'All Categories';
