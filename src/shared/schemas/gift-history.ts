import { z } from 'zod';
import { GIFT_OCCASIONS } from '#shared/constants/choice-lists.js';
import { HISTORY_PAGE_SIZE, INSIGHT_KINDS } from '#shared/gift-history/insights.js';
import { calendarDateField, idField, queryBoolean, shortText, webLinkField } from './calendar-fields.js';

/**
 * Gift history (core-app.md 3 "Gift history", "Gift stats", 7, 9; issue 11) and received gifts with their
 * thank-you list. Private to the giver (or the receiver). Routes: docs/api/recipients-and-calendar.md.
 */

export const GIFT_HISTORY_MESSAGES = {
  title: 'Please enter what you gave',
  date: 'Please enter a valid date',
  dateFuture: 'The date cannot be in the future',
  price: 'Please enter a valid price',
  rating: 'Please rate from 1 to 5',
  recipient: 'Please choose a recipient',
} as const;

const giftFields = {
  recipient_id: idField(GIFT_HISTORY_MESSAGES.recipient).nullable(),
  gift_date: calendarDateField(GIFT_HISTORY_MESSAGES.date),
  product_title: z.string({ error: GIFT_HISTORY_MESSAGES.title }).trim().min(1, GIFT_HISTORY_MESSAGES.title).max(300, 'Title must be at most 300 characters'),
  product_price: z.number({ error: GIFT_HISTORY_MESSAGES.price }).min(0, 'Price cannot be negative').max(1_000_000, GIFT_HISTORY_MESSAGES.price).nullable(),
  product_url: webLinkField.nullable(),
  occasion_type: z.enum(GIFT_OCCASIONS, { error: 'Please choose an occasion from the list' }).nullable(),
  satisfaction_rating: z.number({ error: GIFT_HISTORY_MESSAGES.rating }).int(GIFT_HISTORY_MESSAGES.rating).min(1, GIFT_HISTORY_MESSAGES.rating).max(5, GIFT_HISTORY_MESSAGES.rating).nullable(),
  category: shortText(80, 'Category').nullable(),
  notes: shortText(2000, 'Notes').nullable(),
};

/**
 * POST /api/gift-history. Logging a pick or a wishlist item as given in one step: send its title, price, link and
 * category (and product_id when it is a catalogue product) with the recipient and date.
 */
export const GiftHistoryInput = z.object({
  recipient_id: giftFields.recipient_id.optional(),
  gift_date: giftFields.gift_date,
  product_title: giftFields.product_title,
  product_price: giftFields.product_price.optional(),
  product_url: giftFields.product_url.optional(),
  occasion_type: giftFields.occasion_type.optional(),
  satisfaction_rating: giftFields.satisfaction_rating.optional(),
  category: giftFields.category.optional(),
  notes: giftFields.notes.optional(),
  product_id: z.uuid({ error: 'Must be a product id' }).nullable().optional(),
});
export type GiftHistoryInput = z.input<typeof GiftHistoryInput>;

export const GiftHistoryUpdate = z.strictObject(giftFields).partial();
export type GiftHistoryUpdate = z.input<typeof GiftHistoryUpdate>;
export const GiftHistoryIdParams = z.object({ id: idField('Must be a gift history id') });

/** GET /api/gift-history: newest first, 50 at a time; `offset` pages on; `recipient_id` narrows to one person. */
export const GiftHistoryListQuery = z.object({
  recipient_id: idField('Must be a recipient id').optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').max(100_000, 'offset is too large').default(0),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, `limit must be 1 to ${HISTORY_PAGE_SIZE}`).max(HISTORY_PAGE_SIZE, `limit must be 1 to ${HISTORY_PAGE_SIZE}`).default(HISTORY_PAGE_SIZE),
});
export type GiftHistoryListQuery = z.infer<typeof GiftHistoryListQuery>;

export const GiftHistoryEntry = z.object({
  id: z.string(),
  recipient_id: z.string().nullable(),
  /** Joined in (core-app.md 3); null once the recipient is deleted. */
  recipient_name: z.string().nullable(),
  recipient_relationship: z.string().nullable(),
  gift_date: z.string(),
  product_title: z.string(),
  product_price: z.number().nullable(),
  product_url: z.string().nullable(),
  product_id: z.string().nullable(),
  occasion_type: z.string().nullable(),
  satisfaction_rating: z.number().int().nullable(),
  category: z.string().nullable(),
  notes: z.string().nullable(),
  updated_at: z.string(),
});
export type GiftHistoryEntry = z.infer<typeof GiftHistoryEntry>;
export const GiftHistoryResponse = z.object({ entry: GiftHistoryEntry });
export type GiftHistoryResponse = z.infer<typeof GiftHistoryResponse>;
export const GiftHistoryListResponse = z.object({
  entries: z.array(GiftHistoryEntry),
  total: z.number().int(),
  /** The offset of the next page, or null on the last one. */
  next_offset: z.number().int().nullable(),
});
export type GiftHistoryListResponse = z.infer<typeof GiftHistoryListResponse>;

/** GET /api/gift-history/stats (the spec's get_gift_stats, made a query). */
export const GiftStats = z.object({
  total_gifts: z.number().int(),
  total_spent: z.number(),
  /** Rounded to 2 decimals; null with no rated gift. */
  average_rating: z.number().nullable(),
  last_gift_date: z.string().nullable(),
  /** Most given first (at most 5). */
  favorite_categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
  /** The last 12 months, oldest first, months without gifts included ('YYYY-MM'). */
  gifts_by_month: z.array(z.object({ month: z.string(), count: z.number().int(), spent: z.number() })),
  /** Most gifts first (at most 5). */
  top_recipients: z.array(z.object({ recipient_id: z.string(), name: z.string(), count: z.number().int(), spent: z.number() })),
});
export type GiftStats = z.infer<typeof GiftStats>;

/** GET /api/gift-history/insights (core-app.md 9 rules). */
export const GiftInsightsResponse = z.object({
  insights: z.array(
    z.object({
      kind: z.enum(INSIGHT_KINDS),
      title: z.string(),
      message: z.string(),
      recipientId: z.string().nullable().optional(),
    }),
  ),
});
export type GiftInsightsResponse = z.infer<typeof GiftInsightsResponse>;

/** Received gifts with a thank-you list to tick off. */
export const ReceivedGiftInput = z.object({
  description: z.string({ error: 'Please enter what you received' }).trim().min(1, 'Please enter what you received').max(300, 'Description must be at most 300 characters'),
  giver_name: z.string({ error: 'Please enter who gave it' }).trim().min(1, 'Please enter who gave it').max(100, 'Name must be at most 100 characters'),
  /** When the giver is one of the person's recipients. */
  giver_recipient_id: idField('Must be a recipient id').nullable().optional(),
  occasion_type: z.enum(GIFT_OCCASIONS, { error: 'Please choose an occasion from the list' }).nullable().optional(),
  received_date: calendarDateField(GIFT_HISTORY_MESSAGES.date),
  notes: shortText(2000, 'Notes').nullable().optional(),
  thanked: z.boolean().default(false),
});
export type ReceivedGiftInput = z.input<typeof ReceivedGiftInput>;
export const ReceivedGiftUpdate = z
  .strictObject({
    description: ReceivedGiftInput.shape.description,
    giver_name: ReceivedGiftInput.shape.giver_name,
    giver_recipient_id: idField('Must be a recipient id').nullable(),
    occasion_type: z.enum(GIFT_OCCASIONS, { error: 'Please choose an occasion from the list' }).nullable(),
    received_date: calendarDateField(GIFT_HISTORY_MESSAGES.date),
    notes: shortText(2000, 'Notes').nullable(),
    thanked: z.boolean({ error: 'thanked must be true or false' }),
  })
  .partial();
export type ReceivedGiftUpdate = z.input<typeof ReceivedGiftUpdate>;
export const ReceivedGiftIdParams = z.object({ id: idField('Must be a received gift id') });
export const ReceivedGiftListQuery = z.object({ thanked: queryBoolean.optional() });

export const ReceivedGift = z.object({
  id: z.string(),
  description: z.string(),
  giver_name: z.string(),
  giver_recipient_id: z.string().nullable(),
  occasion_type: z.string().nullable(),
  received_date: z.string(),
  notes: z.string().nullable(),
  thanked: z.boolean(),
  thanked_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReceivedGift = z.infer<typeof ReceivedGift>;
export const ReceivedGiftResponse = z.object({ gift: ReceivedGift });
export const ReceivedGiftListResponse = z.object({ gifts: z.array(ReceivedGift), toThank: z.number().int() });
export type ReceivedGiftResponse = z.infer<typeof ReceivedGiftResponse>;
export type ReceivedGiftListResponse = z.infer<typeof ReceivedGiftListResponse>;
