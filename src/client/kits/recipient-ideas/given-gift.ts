import type { GiftHistoryInput } from '#shared/schemas/gift-history';
import type { GiftProduct } from '#shared/schemas/products';

/** What 'Log as given' needs of a gift, whatever it came from: a catalogue pick or a wishlist item (issue 11). */
export interface GivenGift {
  title: string;
  price: number | null;
  url: string | null;
  category?: string | null;
  /** The catalogue product's id, when the gift is one; anything that is not a product id is left out. */
  productId?: string | null;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A pick's product as a gift to log: its title, price, shop link, category and id. */
export function giftFromProduct(product: GiftProduct): GivenGift {
  return { title: product.title, price: product.price, url: product.amazonUrl, category: product.category, productId: product.id };
}

/** The POST /api/gift-history body for a gift given to `recipientId` ('' for no one) on `date` (YYYY-MM-DD). */
export function givenGiftInput(gift: GivenGift, recipientId: string, date: string): GiftHistoryInput {
  const url = gift.url?.trim() ?? '';
  return {
    recipient_id: recipientId || null,
    gift_date: date,
    product_title: gift.title,
    product_price: gift.price,
    product_url: /^https?:\/\//i.test(url) ? url : null,
    category: gift.category?.trim() || null,
    product_id: gift.productId && isUuid(gift.productId) ? gift.productId : null,
  };
}
