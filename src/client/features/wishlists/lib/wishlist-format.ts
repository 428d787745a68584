import type { WishlistPrivacy } from '#shared/constants/choice-lists';
import type { ListItem } from '#shared/schemas/wishlists/items';
import type { WishlistStats } from '#shared/schemas/wishlists/lists';
import { MOST_WANTED_LABEL, PRIORITY_MIN } from '#shared/wishlists/rules';

export const PRIVACY_LABELS: Record<WishlistPrivacy, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Anyone signed in can view it.' },
  friends: { label: 'Friends', hint: 'Your collaborators can view it.' },
  private: { label: 'Private', hint: 'Only you and the people you invite.' },
};

/** Priority 1 (the default, and the top) shows as 'Most wanted'. */
export const MOST_WANTED = MOST_WANTED_LABEL;

export function isMostWanted(item: Pick<ListItem, 'priority'>): boolean {
  return item.priority <= PRIORITY_MIN;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date 'YYYY-MM-DD' as people read it (the day itself, whatever the time zone). */
export function formatCalendarDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** The four stats as label and value; purchase figures are absent (null) for the owner before the reveal. */
export function statEntries(stats: WishlistStats): { label: string; value: string }[] {
  const entries = [
    { label: 'Items', value: String(stats.itemCount) },
    { label: 'Total value', value: formatMoney(stats.totalValue) },
  ];
  if (stats.purchasedCount !== null) entries.push({ label: 'Purchased', value: String(stats.purchasedCount) });
  if (stats.purchasedValue !== null) entries.push({ label: 'Purchased value', value: formatMoney(stats.purchasedValue) });
  return entries;
}

/** How many units of an item are still free to claim (null when the viewer does not see claims). */
export function unitsLeft(item: Pick<ListItem, 'quantity' | 'claimedQuantity'>): number | null {
  return item.claimedQuantity === null ? null : Math.max(0, item.quantity - item.claimedQuantity);
}

/** Field path -> first message, from a zod error's issues (for showing the shared schema's messages). */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in found)) found[key] = issue.message;
  }
  return found;
}
