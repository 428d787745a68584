import { describe, expect, it } from 'vitest';
import { mapRetailProduct } from './amazon-creators/map-product.js';

const ctx = { marketplace: 'www.amazon.com', partnerTag: 'giftwise-20', category: 'Home & Garden' as const };

describe('mapRetailProduct: replies are parsed with zod, field by field', () => {
  it('reads numbers sent as strings and leaves out list entries of the wrong shape', () => {
    const product = mapRetailProduct(
      {
        asin: 'B0TEST0001',
        itemInfo: { title: { displayValue: '  Ceramic Pour-Over Set ' }, features: { displayValues: ['Hand glazed', 42, null, 'Dishwasher safe'] } },
        offersV2: { listings: ['not a listing', { isBuyBoxWinner: true, price: { money: { amount: '24.99', currency: 'USD' } } }] },
        customerReviews: { count: '1200', starRating: { value: '4.6' } },
        browseNodeInfo: { browseNodes: [7, { displayName: 'Coffee', salesRank: '15' }] },
      },
      ctx,
    );
    expect(product).toMatchObject({
      externalId: 'B0TEST0001',
      title: 'Ceramic Pour-Over Set',
      description: 'Hand glazed Dishwasher safe',
      price: 24.99,
      rating: 4.6,
      reviewCount: 1200,
      salesRank: 15,
      url: 'https://www.amazon.com/dp/B0TEST0001?tag=giftwise-20',
    });
  });

  it('reads a field of the wrong type as absent and keeps the item', () => {
    const product = mapRetailProduct(
      {
        asin: 'B0TEST0002',
        itemInfo: { title: { displayValue: 'Travel Journal' }, byLineInfo: 'Acme' },
        offersV2: { listings: { price: 10 } },
        customerReviews: { count: 'many', starRating: { value: Number.NaN } },
        images: { primary: { large: { url: 5 }, small: { url: 'https://m.media-amazon.com/images/I/small.jpg' } } },
      },
      ctx,
    );
    expect(product).toMatchObject({
      brand: null,
      price: null,
      rating: null,
      reviewCount: 0,
      imageUrl: 'https://m.media-amazon.com/images/I/small.jpg',
    });
  });

  it('answers null for what is not an item, or an item without an ASIN or a title', () => {
    expect(mapRetailProduct('B0TEST0003', ctx)).toBeNull();
    expect(mapRetailProduct(null, ctx)).toBeNull();
    expect(mapRetailProduct({ asin: 123, itemInfo: { title: { displayValue: 'Mug' } } }, ctx)).toBeNull();
    expect(mapRetailProduct({ asin: 'B0TEST0004', itemInfo: { title: { displayValue: '   ' } } }, ctx)).toBeNull();
  });
});
