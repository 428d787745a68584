import type { RecommendationItem, RecommendationRun, RecommendationRunSummary } from '#shared/schemas/gift-finder.js';
import type { ProductViewer } from '#server/services/products/product-query.service.js';
import type { RunSummaryRow, RunWithItems } from '#server/services/recommendations/run-store.js';
import type { z } from 'zod';
import { presentProduct, withAffiliateTag } from './product.presenter.js';

export interface RecommendationViewer {
  /** Product ids in the owner's default wishlist: each pick's heart. */
  wishlistProductIds: ReadonlySet<string>;
  /** Added to retailer links and search links, when one is set. */
  affiliateTag?: string;
  /** The time now and how long a batch may take (the AI timeout plus a margin): older unfinished runs were interrupted. */
  now?: Date;
  staleAfterMs?: number;
}

export const INTERRUPTED_RUN_MESSAGE = 'This gift search was interrupted. Please try Show more ideas.';

/**
 * A run still 'running' long after any batch could take was cut off by a crash or a restart: it is shown as
 * failed (so the page stops waiting), and 'Show more ideas' completes it.
 */
export function effectiveStatus(
  run: { status: string; createdAt: Date; error: string | null },
  viewer: Pick<RecommendationViewer, 'now' | 'staleAfterMs'>,
): { status: RecommendationRun['status']; error: string | null } {
  const unfinished = run.status === 'running' || run.status === 'pending';
  if (unfinished && viewer.now && viewer.staleAfterMs !== undefined && viewer.now.getTime() - run.createdAt.getTime() > viewer.staleAfterMs) {
    return { status: 'failed', error: INTERRUPTED_RUN_MESSAGE };
  }
  return { status: run.status as RecommendationRun['status'], error: run.error };
}

/**
 * A run as /recommendations shows it: every pick, newest batch first (position order within a batch), each
 * catalog product presented as a gift card (scored for the recipient's interests, inWishlist for the owner).
 */
export function presentRun({ run, items, products }: RunWithItems, viewer: RecommendationViewer): RecommendationRun {
  const { profile } = run;
  const productViewer: ProductViewer = {
    wishlistProductIds: viewer.wishlistProductIds,
    interests: profile.interests,
    affiliateTag: viewer.affiliateTag,
  };
  const ordered = [...items].sort((a, b) => b.batch - a.batch || a.position - b.position);
  return {
    id: run.id,
    profile,
    recipientId: run.recipientId,
    source: run.source,
    model: run.model,
    ...effectiveStatus(run, viewer),
    createdAt: run.createdAt.toISOString(),
    completedAt: run.completedAt?.toISOString() ?? null,
    fallbackReason: run.fallbackReason,
    items: ordered.map((item): RecommendationItem => {
      const product = item.productId ? products.get(item.productId) : undefined;
      return {
        id: item.id,
        batch: item.batch,
        position: item.position,
        title: item.title,
        description: item.description,
        reasons: item.reasons,
        price: item.price,
        giftScore: item.giftScore,
        searchUrl: item.searchUrl ? withAffiliateTag(item.searchUrl, viewer.affiliateTag) : null,
        feedback: item.feedback,
        product: product ? presentProduct(product, productViewer) : null,
      };
    }),
  };
}

/** One line of the person's recent runs: for whom (the name, else the relationship), the occasion, how many picks. */
export function presentRunSummary({ run, itemCount }: RunSummaryRow): z.infer<typeof RecommendationRunSummary> {
  const { profile } = run;
  return {
    id: run.id,
    recipientName: profile.name?.trim() || profile.relationship,
    occasion: profile.occasion,
    createdAt: run.createdAt.toISOString(),
    itemCount,
    source: run.source,
  };
}
