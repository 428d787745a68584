/** The recipient-ideas kit: 'Save for…' on gift cards (a product into a recipient's private gift ideas) and 'Log as
 * given' (a pick or a wishlist claim into the Gift History, as a plain GivenGift). Used by the home page, /discover,
 * the recommendations page and My claims. */
export { giftFromProduct } from './given-gift';
export { LogGivenButton, SaveForButton } from './save-for-button';
export { RecipientSelect } from './recipient-select';
