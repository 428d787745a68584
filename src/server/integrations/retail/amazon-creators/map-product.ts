import type { BestsellerCategory } from '#shared/constants/choice-lists.js';
import { deriveSuits, guessCategory } from '../derive-suits.js';
import type { RetailProduct } from '../types.js';
import { normaliseMarketplace } from './endpoints.js';
import { type WireListing, WireItem } from './wire.js';

/** One Creators API item as our RetailProduct: the fields read, how Prime, sales rank, tags and suits are derived. */

/** Everything mapRetailProduct reads, and nothing more. */
export const RESOURCES = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  'itemInfo.features',
  'itemInfo.classifications',
  'itemInfo.productInfo',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.merchantInfo',
  'offersV2.listings.dealDetails',
  'customerReviews.count',
  'customerReviews.starRating',
  'browseNodeInfo.browseNodes',
  'browseNodeInfo.browseNodes.salesRank',
  'browseNodeInfo.websiteSalesRank',
] as const;

const money = (v: number): number => Math.round(v * 100) / 100;

const STOP_WORDS = new Set(
  'a an and the for with of to in on by from at or your our you is are this that as new set pack pcs inch inches gift gifts ideas idea men women mens womens'.split(
    ' ',
  ),
);

/** Search keywords of a product: its browse nodes, product group, brand and telling title words (at most 16). */
function tagsOf(title: string, brand: string | null, nodes: string[], productGroup: string | null): string[] {
  const tags = new Set<string>();
  const add = (t: string) => {
    const v = t.toLowerCase().trim();
    if (v.length >= 3 && v.length <= 40) tags.add(v);
  };
  for (const n of nodes) add(n);
  if (productGroup) add(productGroup);
  if (brand) add(brand);
  for (const word of title.toLowerCase().split(/[^a-z0-9&'-]+/)) {
    const w = word.replace(/^['-]+|['-]+$/g, '');
    if (w.length >= 4 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)) add(w);
  }
  return [...tags].slice(0, 16);
}

function pickListing(item: WireItem): WireListing | null {
  const listings = item.offersV2?.listings ?? [];
  return listings.find((l) => l.isBuyBoxWinner === true) ?? listings[0] ?? null;
}

/**
 * OffersV2 has no Prime flag. An offer Amazon sells itself ships with Prime, and a Prime deal says so
 * in its access type: both count as Prime (an assumption, see the header).
 */
function looksPrime(listing: WireListing | null): boolean {
  if (!listing) return false;
  const merchant = listing.merchantInfo?.name ?? '';
  const access = listing.dealDetails?.accessType ?? '';
  return /^amazon(\.|\b)/i.test(merchant) || /prime/i.test(access);
}

function salesRankOf(item: WireItem): number | null {
  const site = item.browseNodeInfo?.websiteSalesRank?.salesRank;
  if (site !== undefined && site > 0) return Math.trunc(site);
  const nodeRanks = (item.browseNodeInfo?.browseNodes ?? [])
    .map((n) => n.salesRank)
    .filter((r): r is number => r !== undefined && r > 0);
  return nodeRanks.length > 0 ? Math.trunc(Math.min(...nodeRanks)) : null;
}

function isoDate(v: string | undefined): string | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export interface MapContext {
  marketplace: string;
  partnerTag: string;
  /** The category searched (a category's best sellers), else one is guessed from the item. */
  category?: BestsellerCategory;
}

/** One Creators API item as our RetailProduct; null when it is not an item or lacks an ASIN or a title. */
export function mapRetailProduct(raw: unknown, ctx: MapContext): RetailProduct | null {
  const parsed = WireItem.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data;
  const asin = item.asin;
  const title = item.itemInfo?.title?.displayValue;
  if (!asin || !title) return null;

  const info = item.itemInfo ?? {};
  const brand = info.byLineInfo?.brand?.displayValue ?? info.byLineInfo?.manufacturer?.displayValue ?? null;
  const features = info.features?.displayValues ?? [];
  const description = features.length > 0 ? features.slice(0, 3).join(' ').slice(0, 1000) : null;
  const productGroup = info.classifications?.productGroup?.displayValue ?? null;
  const nodes = (item.browseNodeInfo?.browseNodes ?? [])
    .map((n) => n.displayName ?? n.contextFreeName)
    .filter((n): n is string => n !== undefined);

  const listing = pickListing(item);
  const amount = listing?.price?.money?.amount;
  const price = amount !== undefined && amount >= 0 ? money(amount) : null;
  const basis = listing?.price?.savingBasis?.money?.amount;
  const originalPrice = basis !== undefined && price !== null && basis > price ? money(basis) : null;
  const currency = listing?.price?.money?.currency ?? 'USD';

  const images = item.images?.primary;
  const imageUrl = images?.large?.url ?? images?.medium?.url ?? images?.small?.url ?? null;

  const ratingValue = item.customerReviews?.starRating?.value;
  const rating = ratingValue === undefined ? null : Math.min(5, Math.max(0, ratingValue));
  const reviewCount = Math.max(0, Math.trunc(item.customerReviews?.count ?? 0));

  const text = [title, brand ?? '', productGroup ?? '', ...nodes, ...features.slice(0, 3)].join(' . ');
  const category = ctx.category ?? guessCategory([productGroup ?? '', ...nodes].join(' . ')) ?? guessCategory(title) ?? 'Home & Garden';

  const url =
    item.detailPageURL ??
    `https://${normaliseMarketplace(ctx.marketplace)}/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(ctx.partnerTag)}`;

  return {
    externalId: asin,
    title,
    description,
    brand,
    price,
    originalPrice,
    currency,
    imageUrl,
    category,
    tags: tagsOf(title, brand, nodes, productGroup),
    rating,
    reviewCount,
    isPrime: looksPrime(listing),
    salesRank: salesRankOf(item),
    url,
    suits: deriveSuits({ category, text, price }),
    addedAt: isoDate(info.productInfo?.releaseDate?.displayValue),
  };
}
