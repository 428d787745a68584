import { Check, ExternalLink, Heart, Lightbulb, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { Feedback, RecommendationItem } from '#shared/schemas/gift-finder';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { ADDED_TOAST, formatPrice, GiftScoreBadge, ProductImage, RETAILER_LINK_PROPS } from '#client/kits/products';
import { useFeedback, useSaveToWishlist } from '#client/kits/gift-runs';
import { giftFromProduct, LogGivenButton, SaveForButton } from '#client/kits/recipient-ideas';
import { SaveToButton } from '#client/kits/wishlists';

/** The product's photo (the shared frame with its placeholder); an idea without a product gets its own tile. */
function PickImage({ item, dimmed }: { item: RecommendationItem; dimmed: boolean }) {
  const frame = 'relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-muted';
  // Dimming fades the picture only: the card's text keeps its contrast.
  const fade = cn('transition-opacity duration-200 motion-reduce:transition-none', dimmed && 'opacity-40 grayscale');
  if (!item.product) {
    return (
      <div className={cn(frame, 'bg-secondary-soft text-secondary-soft-foreground')}>
        <span className="flex flex-col items-center gap-2 text-sm font-medium">
          <Lightbulb aria-hidden="true" className={cn('size-8', fade)} strokeWidth={1.75} />
          Gift idea
        </span>
      </div>
    );
  }
  return <ProductImage key={item.product.image} src={item.product.image} className={cn('aspect-[4/3]', fade)} />;
}

function FeedbackButton({
  kind,
  pressed,
  busy,
  onPress,
}: {
  kind: Feedback;
  pressed: boolean;
  busy: boolean;
  onPress(): void;
}) {
  const Icon = kind === 'more' ? ThumbsUp : ThumbsDown;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={busy}
      onClick={onPress}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control border px-3 text-sm font-medium transition-colors duration-150 select-none disabled:cursor-progress disabled:opacity-60 sm:min-h-9 motion-reduce:transition-none',
        pressed
          ? kind === 'more'
            ? 'border-secondary bg-secondary-soft text-secondary-soft-foreground'
            : 'border-foreground/60 bg-muted text-foreground'
          : 'border-input bg-card text-foreground hover:bg-muted',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {kind === 'more' ? 'More like this' : 'Not this'}
    </button>
  );
}

export interface PickCardProps {
  runId: string;
  item: RecommendationItem;
}

/**
 * One recommendation: the product's photo (or an idea tile), title, price, gift score, the reasons it fits,
 * 'More like this' / 'Not this' (kept for the run; a 'not' pick is dimmed), 'Save to wishlist' and View.
 */
export function PickCard({ runId, item }: PickCardProps) {
  const titleId = useId();
  const feedback = useFeedback(runId);
  const save = useSaveToWishlist(runId);
  const [savedHere, setSavedHere] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const product = item.product;
  const saved = savedHere || product?.inWishlist === true;
  const dimmed = item.feedback === 'not';
  const price = item.price ?? product?.price ?? null;
  const currency = product?.currency ?? 'USD';
  const score = item.giftScore ?? product?.giftScore ?? null;
  const link = product?.amazonUrl || product?.url || item.searchUrl;
  const reasons = item.reasons.length ? item.reasons : (product?.reasonsForRecommendation ?? []);

  const press = (kind: Feedback) => {
    feedback.mutate(
      { itemId: item.id, feedback: item.feedback === kind ? null : kind },
      { onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not save your feedback. Please try again.') },
    );
  };

  const onSave = () => {
    setSaveError(null);
    save.mutate(item.id, {
      onSuccess: () => {
        setSavedHere(true);
        toast.success(ADDED_TOAST);
      },
      onError: (error) => {
        const message = isApiError(error) ? error.message : 'Could not add the gift to your wishlist.';
        setSaveError(message);
        toast.error(message);
      },
    });
  };

  return (
    <article
      aria-labelledby={titleId}
      data-feedback={item.feedback ?? undefined}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-card border bg-card text-card-foreground shadow-soft transition-colors duration-200 motion-reduce:transition-none',
        dimmed ? 'border-dashed border-input bg-muted/50 shadow-none' : 'border-border',
      )}
    >
      <div className="relative">
        <PickImage item={item} dimmed={dimmed} />
        {score !== null ? <GiftScoreBadge score={score} className="absolute top-3 left-3" /> : null}
        {dimmed ? (
          <span className="absolute top-3 right-3 rounded-full bg-card px-2.5 py-1 text-xs font-medium text-muted-foreground shadow-soft">
            Not for them
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug">
            {item.title}
          </h3>
          {product?.brand || product?.retailer ? (
            <p className="text-caption text-muted-foreground">{[product.brand, product.retailer].filter(Boolean).join(' · ')}</p>
          ) : null}
        </div>
        <p className="text-lg font-semibold tabular-nums" data-price={price ?? undefined}>
          {price !== null ? (
            <>
              {product ? '' : 'About '}
              {formatPrice(price, currency)}
              {product?.originalPrice && product.price !== null && product.originalPrice > product.price ? (
                <span className="ml-2 text-sm font-normal text-muted-foreground line-through">
                  <span className="sr-only">was </span>
                  {formatPrice(product.originalPrice, currency)}
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-sm font-normal text-muted-foreground">Price at the retailer</span>
          )}
        </p>
        {item.description && !product ? <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p> : null}
        {reasons.length ? (
          <ul aria-label="Why it fits" className="flex flex-col gap-1.5 text-sm">
            {reasons.slice(0, 4).map((reason) => (
              <li key={reason} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary" />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <div role="group" aria-label={`Feedback on ${item.title}`} className="grid grid-cols-2 gap-2">
            <FeedbackButton kind="more" pressed={item.feedback === 'more'} busy={feedback.isPending} onPress={() => press('more')} />
            <FeedbackButton kind="not" pressed={item.feedback === 'not'} busy={feedback.isPending} onPress={() => press('not')} />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant={saved ? 'secondary' : 'primary'}
              className="h-11 px-3 text-sm sm:h-9"
              onClick={onSave}
              loading={save.isPending}
              loadingText="Saving…"
              disabled={saved}
            >
              {saved ? <Check aria-hidden="true" className="size-4" /> : <Heart aria-hidden="true" className="size-4" />}
              {saved ? 'Saved' : 'Save to wishlist'}
            </Button>
            {link ? (
              <Button asChild variant="outline" className="h-11 px-3 text-sm sm:h-9">
                <a href={link} {...RETAILER_LINK_PROPS}>
                  View
                  <span className="sr-only">
                    {' '}
                    {item.title} (opens in a new tab)
                  </span>
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              </Button>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-4">
            <SaveToButton source={{ recommendationItemId: item.id }} title={item.title} className="sm:h-9" />
            {item.product ? (
              <>
                <SaveForButton product={item.product} source="recommendations" />
                <LogGivenButton gift={giftFromProduct(item.product)} />
              </>
            ) : null}
          </div>
          {saveError ? (
            <p role="alert" className="text-caption font-medium text-destructive">
              {saveError}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
