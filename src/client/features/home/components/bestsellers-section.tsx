import { ArrowRight, BadgePercent, MessageSquareQuote, Store, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { BESTSELLER_CATEGORIES } from '../../../../shared/constants/choice-lists';

/** The retail marketplace whose best sellers fill this section (core-app.md: Amazon's). */
const MARKETPLACE_TITLE = 'Amazon Best Sellers';

const CARD_PARTS = [
  {
    icon: Trophy,
    title: 'A gift score on every product',
    text: 'From 60 to 100: green at 90 and above, blue at 80, yellow at 70. Rating, reviews, Prime delivery and a sale all count.',
  },
  {
    icon: MessageSquareQuote,
    title: 'The reasons it makes a good gift',
    text: '“Excellent reviews”, “Thousands of reviews”, “On sale now” and, signed in, “Matches your interests”.',
  },
  {
    icon: BadgePercent,
    title: 'Prices you can trust',
    text: 'The retailer’s price, the original price and the saving in percent; one tap opens the product at the retailer.',
  },
] as const;

/**
 * The best-sellers section's place on the home page. Its products come with the catalogue; until then
 * the section explains what will be shown here, with the real categories, and shows no invented products.
 */
export function BestsellersSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="bestsellers-title" className="mx-auto w-full max-w-6xl px-4 py-12">
      <div className="mb-5 flex flex-col gap-2">
        <h2 id="bestsellers-title" className="text-title font-semibold">
          {signedIn ? 'Trending Gifts for You' : MARKETPLACE_TITLE}
        </h2>
        <p className="text-muted-foreground">
          {signedIn
            ? 'Popular products ordered by how well they suit the interests in your profile.'
            : 'Popular products across six categories, each scored for how well it works as a gift.'}
        </p>
      </div>

      <ul aria-label="Categories" className="mb-6 flex flex-wrap gap-2">
        {['All Categories', ...BESTSELLER_CATEGORIES].map((category, index) => (
          <li
            key={category}
            className={
              index === 0
                ? 'rounded-full bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary-soft-foreground'
                : 'rounded-full border border-border bg-card px-3 py-1.5 text-sm text-muted-foreground'
            }
          >
            {category}
          </li>
        ))}
      </ul>

      <div className="overflow-hidden rounded-card border border-dashed border-input/60 bg-card">
        <div className="flex flex-col gap-3 border-b border-border p-6 sm:flex-row sm:items-center sm:gap-5">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary-soft text-secondary">
            <Store aria-hidden="true" className="size-6" />
          </span>
          <div className="flex flex-col gap-1">
            <p className="font-semibold">The product catalogue fills this space</p>
            <p className="text-sm text-muted-foreground">
              The day’s best sellers appear here once the site’s retail catalogue is connected, refreshed daily. Every product
              shows:
            </p>
          </div>
        </div>
        <ul className="grid gap-px bg-border sm:grid-cols-3">
          {CARD_PARTS.map((part) => (
            <li key={part.title} className="flex flex-col gap-2 bg-card p-6">
              <part.icon aria-hidden="true" className="size-5 text-primary" />
              <p className="font-medium">{part.title}</p>
              <p className="text-sm text-muted-foreground">{part.text}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-x-6 border-t border-border px-6 py-3">
          <Link to="/how-it-works#gift-score" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary hover:underline">
            How the gift score works
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/examples" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary hover:underline">
            See gift finder examples
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
