import type { BestsellerCategory, ProductSource } from '#shared/constants/choice-lists.js';

/**
 * One product as a retail source delivers it, already mapped to our fields. suits lists the wizard
 * choices it fits (interests, traits, occasions, age ranges, relationships): the sample catalog ships
 * them; the Amazon adapter derives them from the product's category and keywords.
 */
export interface RetailProduct {
  externalId: string;
  title: string;
  description: string | null;
  brand: string | null;
  price: number | null;
  originalPrice: number | null;
  currency: string;
  imageUrl: string | null;
  category: BestsellerCategory;
  /** Keywords for search (at most 16). */
  tags: string[];
  rating: number | null;
  reviewCount: number;
  isPrime: boolean;
  salesRank: number | null;
  /** The product page at the retailer, without our affiliate tag (presenters add it). */
  url: string;
  suits: {
    interests: string[];
    traits: string[];
    occasions: string[];
    ageRanges: string[];
    relationships: string[];
  };
  /** When the product was added to the catalog (ISO date); drives the 'newest' sort. */
  addedAt?: string;
}

export type RetailSort = 'relevance' | 'bestsellers' | 'price-asc' | 'price-desc' | 'rating' | 'newest';

export interface RetailSearchParams {
  keywords?: string;
  category?: BestsellerCategory;
  minPrice?: number;
  maxPrice?: number;
  sort?: RetailSort;
  /** 1-based. */
  page?: number;
  /** At most 10 per page at Amazon. */
  itemCount?: number;
}

/** A retail source: the sample catalog (default) or Amazon's Creators API. */
export interface RetailSource {
  readonly name: ProductSource;
  /** The best sellers of one category, best sales rank first. */
  bestsellers(category: BestsellerCategory, limit: number): Promise<RetailProduct[]>;
  search(params: RetailSearchParams): Promise<RetailProduct[]>;
  getItems(externalIds: string[]): Promise<RetailProduct[]>;
}

/** The source could not answer (network, auth, throttling, a reply we cannot read). */
export class RetailSourceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RetailSourceError';
  }
}
