/** The wishlists kit: the wishlist query keys, the person's lists, adding to a chosen list, and 'Save to…'.
 * features/wishlists builds its screens on it; home, /discover, /search and the picks use 'Save to…'. */
export { myWishlistsQuery, useAddToWishlist } from './wishlists-api';
export { wishlistKey } from './wishlist-keys';
export { SaveToButton } from './save-to-button';
