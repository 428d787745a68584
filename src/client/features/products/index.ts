/** What other features (the home page, /discover, /search, the recommendations page) use of products. */
export * from './api/products-api';
export { CategoryChips } from './components/category-chips';
export { GiftCard, GiftScoreBadge, type GiftCardProps, RETAILER_LINK_PROPS } from './components/gift-card';
export { GiftCardSkeleton, GiftGrid, type GiftGridProps, GRID_CLASSES } from './components/gift-grid';
export { ProductImage } from './components/product-image';
export { RadioOptions } from './components/radio-options';
export { type GiftView, ViewToggle } from './components/view-toggle';
export { copyText, LINK_COPIED_TOAST, shareProductLink } from './hooks/copy-link';
export { ADDED_TOAST, type HeartControl, REMOVED_TOAST, SIGN_IN_TO_SAVE, useProductHeart } from './hooks/use-product-heart';
export { formatCount, formatPrice, tagLabel } from './lib/format';
