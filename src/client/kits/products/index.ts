/** The products kit: the gift card and grid, category chips, the heart and the product API. The home page, /discover,
 * /search and the recommendations page compose these; they import them from this file only (eslint.config.js). */
export * from './api/products-api';
export { CategoryChips } from './components/category-chips';
export {  GiftScoreBadge,  RETAILER_LINK_PROPS } from './components/gift-card';
export {  GiftGrid,   } from './components/gift-grid';
export { ProductImage } from './components/product-image';
;
export {  ViewToggle } from './components/view-toggle';
;
export { ADDED_TOAST,     } from './hooks/use-product-heart';
export { shareProductLink } from './hooks/copy-link';
export {  formatPrice,  } from './lib/format';
