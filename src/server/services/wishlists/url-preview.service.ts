import ogs from 'open-graph-scraper';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { type UrlPreview } from '#shared/schemas/wishlists/items.js';
import { AppError } from '#server/errors.js';
import { type PageFetcher, PageFetchError } from '#server/integrations/web/page-fetcher.js';

/**
 * A pasted product URL's preview (issue 12): the page is read by the guarded fetcher (src/server/integrations/
 * web/page-fetcher.ts), never by the parser; open-graph-scraper parses the HTML we fetched (Open Graph, its
 * fallbacks and JSON-LD). Title, image and price come from a JSON-LD Product first, then Open Graph. The person
 * corrects the result before saving.
 */

type JsonObject = Record<string, unknown>;

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every object in JSON-LD blocks, @graph included. */
function jsonLdNodes(blocks: unknown[]): JsonObject[] {
  const out: JsonObject[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 5) return;
    for (const node of asArray(v)) {
      if (!isObject(node)) continue;
      out.push(node);
      if (node['@graph']) visit(node['@graph'], depth + 1);
    }
  };
  visit(blocks, 0);
  return out;
}

const isType = (node: JsonObject, type: string) => asArray(node['@type']).some((t) => t === type);

function text(v: unknown, max = 500): string | null {
  if (typeof v !== 'string') return null;
  const clean = v.replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, max) : null;
}

function priceOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[^0-9.]/g, '')) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? Math.round(n * 100) / 100 : null;
}

const currencyOf = (v: unknown): string | null => (typeof v === 'string' && /^[A-Za-z]{3}$/.test(v.trim()) ? v.trim().toUpperCase() : null);

function imageOf(v: unknown): string | null {
  for (const image of asArray(v)) {
    if (typeof image === 'string') return image;
    if (isObject(image) && typeof image.url === 'string') return image.url;
  }
  return null;
}

/** An http(s) address resolved against the page, or null. */
function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Title, description, image, price and currency from a page's HTML (exported for its unit test). */
export async function previewFromHtml(html: string, pageUrl: string): Promise<UrlPreview> {
  const { result } = await ogs({ html });
  const product = jsonLdNodes(result.jsonLD ?? []).find((n) => isType(n, 'Product'));
  const offer = product ? (asArray(product.offers).find(isObject) as JsonObject | undefined) : undefined;
  const offerPrice = offer ? (offer.price ?? offer.lowPrice ?? (isObject(offer.priceSpecification) ? offer.priceSpecification.price : undefined)) : undefined;
  const offerCurrency = offer ? (offer.priceCurrency ?? (isObject(offer.priceSpecification) ? offer.priceSpecification.priceCurrency : undefined)) : undefined;
  const og = result as Record<string, unknown>;
  const price = priceOf(offerPrice) ?? priceOf(og.ogPriceAmount) ?? priceOf(og.productPriceAmount);
  const currency = currencyOf(offerCurrency) ?? currencyOf(og.ogPriceCurrency) ?? currencyOf(og.productPriceCurrency);
  return {
    url: pageUrl,
    title: text(product?.name, 300) ?? text(result.ogTitle, 300) ?? text(result.twitterTitle, 300) ?? text(result.dcTitle, 300),
    description: text(product?.description, 2000) ?? text(result.ogDescription, 2000) ?? text(result.twitterDescription, 2000),
    imageUrl: absoluteHttpUrl(imageOf(product?.image) ?? result.ogImage?.[0]?.url ?? null, pageUrl),
    price,
    currency: price === null ? null : (currency ?? 'USD'),
  };
}

/** Reads the page and answers its preview, or the clear message as a 400 on `url`. */
export async function previewUrl(fetcher: PageFetcher, url: string): Promise<UrlPreview> {
  let page;
  try {
    page = await fetcher.fetchPage(url);
  } catch (error) {
    const message = error instanceof PageFetchError && error.failure === 'not-allowed' ? WISHLIST_MESSAGES.urlNotAllowed : WISHLIST_MESSAGES.urlUnreadable;
    throw new AppError('VALIDATION_ERROR', message, { fields: { url: message } });
  }
  try {
    return await previewFromHtml(page.html, page.url);
  } catch {
    throw new AppError('VALIDATION_ERROR', WISHLIST_MESSAGES.urlUnreadable, { fields: { url: WISHLIST_MESSAGES.urlUnreadable } });
  }
}
