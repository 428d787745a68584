/** Prices and counts as gift cards show them (tabular figures come from the `tabular` class). */

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(currency: string): Intl.NumberFormat {
  let format = priceFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      // An unknown currency code: show the amount in dollars rather than nothing.
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    priceFormats.set(currency, format);
  }
  return format;
}

export function formatPrice(amount: number, currency = 'USD'): string {
  return priceFormat(currency).format(amount);
}

const countFormat = new Intl.NumberFormat('en-US');

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** Tags as people read them: the rule tags are slugs ('highly-rated'); brands and categories stay as they are. */
const TAG_LABELS: Record<string, string> = {
  prime: 'Prime',
  'highly-rated': 'Highly rated',
  popular: 'Popular',
  'on-sale': 'On sale',
};

export function tagLabel(tag: string): string {
  return TAG_LABELS[tag] ?? tag;
}
