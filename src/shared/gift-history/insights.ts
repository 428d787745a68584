import { type CalendarDate, daysBetween } from '#shared/calendar/dates.js';

/**
 * Gift insights (core-app.md 9): the rules and thresholds in one place, used by the server's
 * GET /api/gift-history/insights and testable alone.
 */

/** Insights look at the last 100 gifts and at occasions in the next 60 days. */
export const INSIGHT_GIFT_LIMIT = 100;
export const INSIGHT_WINDOW_DAYS = 60;
const PRAISE_ABOVE_RATING = 4;
const SUGGEST_BELOW_RATING = 3;
const GENEROUS_ABOVE_PRICE = 100;
const EXPLORE_BELOW_OCCASION_TYPES = 3;
const PLANNING_WITHIN_DAYS = 7;
const COMING_UP_WITHIN_DAYS = 30;
/** Recipient stats: average gifts per recipient counts at most this many history entries. */
export const STATS_HISTORY_LIMIT = 1000;
/** The history list's page size (core-app.md 7 "limit default 50"). */
export const HISTORY_PAGE_SIZE = 50;

export const INSIGHT_KINDS = ['praise', 'suggestion', 'generosity', 'exploration', 'planning', 'coming_up'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export interface Insight {
  kind: InsightKind;
  title: string;
  message: string;
  /** The recipient an occasion insight is about (its 'Get Gift Ideas' link). */
  recipientId?: string | null;
}

export interface InsightGift {
  productPrice: number | null;
  occasionType: string | null;
  satisfactionRating: number | null;
}

export interface InsightOccasion {
  recipientId: string | null;
  recipientName: string;
  title: string;
  date: CalendarDate;
}

/** Rounded to n decimals (2 for ratings and money, 1 for gifts per recipient). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
}

function average(values: number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

/** The insights for the last gifts (newest first, at most 100 used) and the occasions of the next 60 days. */
export function giftInsights(gifts: readonly InsightGift[], occasions: readonly InsightOccasion[], today: CalendarDate): Insight[] {
  const recent = gifts.slice(0, INSIGHT_GIFT_LIMIT);
  const out: Insight[] = [];
  const rating = average(recent.map((g) => g.satisfactionRating).filter((r): r is number => r !== null));
  if (rating !== null && rating > PRAISE_ABOVE_RATING) {
    out.push({ kind: 'praise', title: 'Great gift choices!', message: `Your gifts are rated ${roundTo(rating, 2)} out of 5 on average. Keep it up!` });
  } else if (rating !== null && rating < SUGGEST_BELOW_RATING) {
    out.push({
      kind: 'suggestion',
      title: 'Room to improve',
      message: `Your gifts are rated ${roundTo(rating, 2)} out of 5 on average. Try the AI Gift Finder for more personal picks.`,
    });
  }
  const price = average(recent.map((g) => g.productPrice).filter((p): p is number => p !== null));
  if (price !== null && price > GENEROUS_ABOVE_PRICE) {
    out.push({
      kind: 'generosity',
      title: 'Generous giver',
      message: `You spend $${roundTo(price, 2).toFixed(2)} per gift on average. Thoughtful gifts under $50 can delight just as much.`,
    });
  }
  if (recent.length > 0) {
    const types = new Set(recent.map((g) => g.occasionType).filter((t): t is string => Boolean(t)));
    if (types.size < EXPLORE_BELOW_OCCASION_TYPES) {
      out.push({
        kind: 'exploration',
        title: 'Explore more occasions',
        message: 'Gifts are not only for birthdays: try a Thank You or Just Because gift.',
      });
    }
  }
  const ahead = occasions
    .map((o) => ({ ...o, days: daysBetween(today, o.date) }))
    .filter((o) => o.days >= 0 && o.days <= INSIGHT_WINDOW_DAYS)
    .sort((a, b) => a.days - b.days);
  for (const o of ahead) {
    const when = o.days === 0 ? 'today' : o.days === 1 ? 'in 1 day' : `in ${o.days} days`;
    if (o.days <= PLANNING_WITHIN_DAYS) {
      out.push({ kind: 'planning', title: `${o.recipientName}: ${o.title}`, message: `${o.title} is ${when}: time to start planning!`, recipientId: o.recipientId });
    } else if (o.days <= COMING_UP_WITHIN_DAYS) {
      out.push({ kind: 'coming_up', title: `${o.recipientName}: ${o.title}`, message: `${o.title} is coming up ${when}.`, recipientId: o.recipientId });
    }
  }
  return out;
}
