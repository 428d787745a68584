import { Check, ExternalLink, Heart, Share2, Star } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { discountPercent, type GiftScoreColour, giftScoreColour } from '#shared/products/gift-score';
import { visibleTags } from '#shared/products/tags-and-reasons';
import type { GiftProduct } from '#shared/schemas/products';
import { buttonVariants } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { shareProductLink } from '#client/kits/products/hooks/copy-link';
import { type HeartControl, useProductHeart } from '#client/kits/products/hooks/use-product-heart';
import { formatCount, formatPrice, tagLabel } from '#client/kits/products/lib/format';
import { ProductImage } from './product-image';
import type { GiftView } from './view-toggle';

/** core-app.md 9: 90+ green, 80+ blue, 70+ yellow, lower grey; each pair meets AA in light and dark. */
const SCORE_CLASSES: Record<GiftScoreColour, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  grey: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
};

/** Retailer links: a new tab, marked as paid (rel sponsored) and without a window.opener. */
export const RETAILER_LINK_PROPS = { target: '_blank', rel: 'sponsored noopener' } as const;

/** Grid cards show a few reasons; list rows have the room for all. */
const GRID_REASONS = 3;

export function GiftScoreBadge({ score, className }: { score: number; className?: string }) {
  const colour = giftScoreColour(score);
  return (
    <span
      data-score-colour={colour}
      className={cn('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-caption font-semibold whitespace-nowrap', SCORE_CLASSES[colour], className)}
    >
      Gift score <span className="tabular ml-1">{score}</span>
    </span>
  );
}

function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  if (rating === null) {
    return <p className="text-sm text-muted-foreground">{reviews > 0 ? `${formatCount(reviews)} reviews` : 'No ratings yet'}</p>;
  }
  const filled = Math.round(rating);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
      <span className="sr-only">
        Rated {rating.toFixed(1)} out of 5 from {formatCount(reviews)} {reviews === 1 ? 'review' : 'reviews'}
      </span>
      <span aria-hidden="true" className="flex text-amber-600 dark:text-amber-400">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} strokeWidth={1.75} className={cn('size-4', index < filled ? 'fill-current' : 'opacity-40')} />
        ))}
      </span>
      <span aria-hidden="true" className="tabular font-medium">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden="true" className="tabular text-muted-foreground">
        ({formatCount(reviews)})
      </span>
    </p>
  );
}

function Price({ product }: { product: GiftProduct }) {
  if (product.price === null) return <p className="text-sm text-muted-foreground">See the price at {product.retailer}</p>;
  const discount = discountPercent(product);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 md:group-data-[view=list]:justify-end">
      <span className="tabular text-lg font-semibold">{formatPrice(product.price, product.currency)}</span>
      {discount !== null && product.originalPrice !== null ? (
        <>
          <s className="tabular text-sm text-muted-foreground">
            <span className="sr-only">was </span>
            {formatPrice(product.originalPrice, product.currency)}
          </s>
          <span className="self-center rounded-full bg-primary-soft px-2 py-0.5 text-caption font-semibold text-primary-soft-foreground">
            {discount}% off
          </span>
        </>
      ) : null}
    </p>
  );
}

function Tags({ tags, view }: { tags: string[]; view: GiftView }) {
  const { shown, more } = visibleTags(tags, view);
  if (!shown.length) return null;
  const rest = tags.slice(shown.length).map(tagLabel);
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full border border-border bg-muted px-2 py-0.5 text-caption text-muted-foreground">
          {tagLabel(tag)}
        </li>
      ))}
      {more > 0 ? (
        <li title={rest.join(', ')} className="rounded-full border border-border px-2 py-0.5 text-caption text-muted-foreground">
          +{more}
          <span className="sr-only"> more: {rest.join(', ')}</span>
        </li>
      ) : null}
    </ul>
  );
}

function Reasons({ reasons, view }: { reasons: string[]; view: GiftView }) {
  const shown = view === 'grid' ? reasons.slice(0, GRID_REASONS) : reasons;
  if (!shown.length) return null;
  return (
    <ul aria-label="Why it makes a good gift" className={cn('flex text-sm', view === 'list' ? 'flex-row flex-wrap gap-x-4 gap-y-1' : 'flex-col gap-1')}>
      {shown.map((reason) => (
        <li key={reason} className="flex items-start gap-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary" />
          <span>{reason}</span>
        </li>
      ))}
    </ul>
  );
}

export interface GiftCardProps {
  product: GiftProduct;
  view?: GiftView;
  /** Replaces the default heart (the default wishlist by product id), e.g. for a recommendation's own save. */
  heart?: HeartControl;
  /** Extra controls under the card's actions (a recommendation's 'more like this', say). */
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * A gift card (core-app.md 2 "Gift card"): image, title, price with the original price and the discount,
 * the gift score badge, rating and reviews, tags and reasons; the heart, share and View. The title is the
 * card's link: its hit area covers the whole card, so a click anywhere (but on a button) opens the
 * retailer in a new tab.
 */
export function GiftCard(props: GiftCardProps) {
  return props.heart ? <GiftCardView {...props} heart={props.heart} /> : <GiftCardWithOwnHeart {...props} />;
}

function GiftCardWithOwnHeart(props: GiftCardProps) {
  const heart = useProductHeart(props.product);
  return <GiftCardView {...props} heart={heart} />;
}

function GiftCardView({ product, view = 'grid', heart, children, headingLevel: Heading = 'h3', className }: GiftCardProps & { heart: HeartControl }) {
  const titleId = useId();
  const isList = view === 'list';
  const link = product.amazonUrl;

  const actions = (
    <div className={cn('relative z-10 flex items-center gap-2', isList ? 'md:justify-end' : 'mt-auto pt-1')}>
      <a
        href={link}
        {...RETAILER_LINK_PROPS}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-11 flex-1 sm:h-10', isList && 'sm:flex-none')}
      >
        View
        <span className="sr-only"> {product.title} on {product.retailer}, opens in a new tab</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <button
        type="button"
        aria-pressed={heart.pressed}
        aria-label={heart.pressed ? 'Remove from wishlist' : 'Add to wishlist'}
        aria-busy={heart.busy || undefined}
        onClick={heart.onToggle}
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-control border transition-colors duration-150 sm:size-10',
          heart.pressed ? 'border-primary bg-primary-soft text-primary' : 'border-input bg-card text-muted-foreground hover:bg-muted hover:text-foreground',
        )}
      >
        <Heart aria-hidden="true" className={cn('size-5', heart.pressed && 'fill-current')} />
      </button>
      <button
        type="button"
        aria-label="Share"
        onClick={() => void shareProductLink(link)}
        className="flex size-11 shrink-0 items-center justify-center rounded-control border border-input bg-card text-muted-foreground transition-colors duration-150 hover:bg-muted hover:text-foreground sm:size-10"
      >
        <Share2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  );

  const title = (
    <Heading id={titleId} className={cn('line-clamp-2 leading-snug font-semibold', isList && 'sm:text-lg')}>
      <a
        href={link}
        {...RETAILER_LINK_PROPS}
        className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] hover:underline hover:underline-offset-4 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
      >
        {product.title}
        <span className="sr-only"> (opens {product.retailer} in a new tab)</span>
      </a>
    </Heading>
  );

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-caption font-medium text-muted-foreground">{product.category}</p>
      <GiftScoreBadge score={product.giftScore} />
    </div>
  );

  return (
    <article
      aria-labelledby={titleId}
      data-testid="gift-card"
      data-product-id={product.id}
      data-category={product.category}
      data-price={product.price ?? undefined}
      data-view={view}
      className={cn(
        'group relative flex overflow-hidden rounded-card border border-border bg-card text-card-foreground transition-colors duration-150 hover:border-input',
        isList ? 'flex-row' : 'flex-col',
        className,
      )}
    >
      <ProductImage
        key={product.image ?? 'none'}
        src={product.image}
        className={cn(isList ? 'w-28 shrink-0 self-stretch sm:w-44' : 'aspect-[16/10] w-full border-b border-border sm:aspect-[4/3]')}
      />
      {isList ? (
        <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-3 sm:p-4">
          {header}
          <div className="flex flex-col gap-2.5 md:flex-row md:gap-6">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {title}
              {product.description ? <p className="line-clamp-2 text-sm text-muted-foreground max-sm:hidden">{product.description}</p> : null}
              <Rating rating={product.rating} reviews={product.reviews} />
              <Tags tags={product.tags} view={view} />
              <Reasons reasons={product.reasonsForRecommendation} view={view} />
            </div>
            <div className="flex flex-col gap-3 md:w-56 md:shrink-0 md:items-end md:justify-between">
              <Price product={product} />
              {actions}
            </div>
          </div>
          {children ? <div className="relative z-10">{children}</div> : null}
        </div>
      ) : (
        <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-4">
          {header}
          {title}
          <Rating rating={product.rating} reviews={product.reviews} />
          <Price product={product} />
          <Tags tags={product.tags} view={view} />
          <Reasons reasons={product.reasonsForRecommendation} view={view} />
          {actions}
          {children ? <div className="relative z-10">{children}</div> : null}
        </div>
      )}
    </article>
  );
}
