import { z } from 'zod';
import { AGE_RANGES, GENDERS, INTERESTS, PERSONALITY_TRAITS, RELATIONSHIPS } from '#shared/constants/choice-lists.js';
import { ADDITIONAL_INFO_MAX_LENGTH, NAME_MAX_LENGTH } from './gift-finder.js';
import { calendarDateField, idField, shortText, shortTextList, webLinkField } from './calendar-fields.js';

/**
 * Recipients (core-app.md 3 "Recipient", "Saved recipient payload"; issue 11). The API speaks the spec's field
 * names. Besides the spec's fields a recipient keeps what gift apps keep: sizes, favourite brands and stores,
 * dislikes, allergies and things they already have. Routes: docs/api/recipients-and-calendar.md.
 */

export const RECIPIENT_MESSAGES = {
  name: 'Please enter a name',
  birthday: 'Please enter a valid birthday',
  birthdayFuture: 'Birthday cannot be in the future',
  email: 'Please enter a valid email address',
} as const;

const SIZE_MAX = 40;
const NOTE_MAX = 1000;

const recipientFields = {
  name: z.string({ error: RECIPIENT_MESSAGES.name }).trim().min(1, RECIPIENT_MESSAGES.name).max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  age: z.enum(AGE_RANGES, { error: 'Please select an age range' }).nullable(),
  gender: z.enum(GENDERS, { error: 'Please select a gender' }).nullable(),
  relationship: z.enum(RELATIONSHIPS, { error: 'Please select your relationship' }).nullable(),
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length),
  personality_traits: z.array(z.enum(PERSONALITY_TRAITS)).max(PERSONALITY_TRAITS.length),
  additional_info: z.string().trim().max(ADDITIONAL_INFO_MAX_LENGTH).nullable(),
  /** Date of birth or just this year's day; the server refuses a date after today (UTC+14). */
  birthday: calendarDateField(RECIPIENT_MESSAGES.birthday).nullable(),
  email: z.email({ error: RECIPIENT_MESSAGES.email }).trim().max(254, RECIPIENT_MESSAGES.email).nullable(),
  email_reminders: z.boolean(),
  push_reminders: z.boolean(),
  // Beyond the spec (issue 11).
  clothing_size: shortText(SIZE_MAX, 'Clothing size').nullable(),
  shoe_size: shortText(SIZE_MAX, 'Shoe size').nullable(),
  ring_size: shortText(SIZE_MAX, 'Ring size').nullable(),
  favorite_brands: shortTextList('Favourite brands'),
  favorite_stores: shortTextList('Favourite stores'),
  dislikes: shortText(NOTE_MAX, 'Dislikes').nullable(),
  allergies: shortText(NOTE_MAX, 'Allergies').nullable(),
  already_has: shortText(NOTE_MAX, 'Things they already have').nullable(),
};

/** POST /api/recipients (the wizard's saved-recipient payload works as is): name required, the rest optional. */
export const RecipientPayload = z.object({
  name: recipientFields.name,
  age: recipientFields.age.optional(),
  gender: recipientFields.gender.optional(),
  relationship: recipientFields.relationship.optional(),
  interests: recipientFields.interests.default([]),
  personality_traits: recipientFields.personality_traits.default([]),
  additional_info: recipientFields.additional_info.optional(),
  birthday: recipientFields.birthday.optional(),
  email: recipientFields.email.optional(),
  email_reminders: recipientFields.email_reminders.default(true),
  push_reminders: recipientFields.push_reminders.default(false),
  clothing_size: recipientFields.clothing_size.optional(),
  shoe_size: recipientFields.shoe_size.optional(),
  ring_size: recipientFields.ring_size.optional(),
  favorite_brands: recipientFields.favorite_brands.default([]),
  favorite_stores: recipientFields.favorite_stores.default([]),
  dislikes: recipientFields.dislikes.optional(),
  allergies: recipientFields.allergies.optional(),
  already_has: recipientFields.already_has.optional(),
});
export type RecipientPayload = z.input<typeof RecipientPayload>;

/** PATCH /api/recipients/:id: any subset; null clears a field. Unknown keys are refused. */
export const RecipientUpdate = z.strictObject(recipientFields).partial();
export type RecipientUpdate = z.input<typeof RecipientUpdate>;

export const RecipientIdParams = z.object({ id: idField('Must be a recipient id') });

/** GET /api/recipients: filters kept in the page's URL (relationship, age, q). */
export const RecipientListQuery = z.object({
  relationship: z.enum(RELATIONSHIPS, { error: 'Please select a relationship from the list' }).optional(),
  age: z.enum(AGE_RANGES, { error: 'Please select an age range from the list' }).optional(),
  /** Case-insensitive text search over name, interests and relationship. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type RecipientListQuery = z.infer<typeof RecipientListQuery>;

export const Recipient = z.object({
  id: z.string(),
  name: z.string(),
  age: z.enum(AGE_RANGES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  relationship: z.enum(RELATIONSHIPS).nullable(),
  interests: z.array(z.string()),
  personality_traits: z.array(z.string()),
  additional_info: z.string().nullable(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  email_reminders: z.boolean(),
  push_reminders: z.boolean(),
  clothing_size: z.string().nullable(),
  shoe_size: z.string().nullable(),
  ring_size: z.string().nullable(),
  favorite_brands: z.array(z.string()),
  favorite_stores: z.array(z.string()),
  dislikes: z.string().nullable(),
  allergies: z.string().nullable(),
  already_has: z.string().nullable(),
  /** The birthday's next occurrence in the person's time zone and the days until it (null without a birthday). */
  next_birthday: z.string().nullable(),
  days_until_birthday: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Recipient = z.infer<typeof Recipient>;

export const RecipientResponse = z.object({ recipient: Recipient });
export const RecipientListResponse = z.object({ recipients: z.array(Recipient) });
export type RecipientResponse = z.infer<typeof RecipientResponse>;
export type RecipientListResponse = z.infer<typeof RecipientListResponse>;

/** GET /api/recipients/:id/deletion: what goes with the recipient (the delete confirmation says it). */
export const RecipientDeletionImpact = z.object({
  /** Occasions (the birthday included) and their reminders are deleted with the recipient. */
  occasions: z.number().int(),
  reminders: z.number().int(),
  gift_ideas: z.number().int(),
  /** Gift history stays (spending totals stay true) but loses the recipient's name. */
  gift_history: z.number().int(),
});
export type RecipientDeletionImpact = z.infer<typeof RecipientDeletionImpact>;
export const RecipientDeleteResponse = z.object({ deleted: z.literal(true), removed: RecipientDeletionImpact });
export type RecipientDeleteResponse = z.infer<typeof RecipientDeleteResponse>;

/** GET /api/recipients/stats (core-app.md 3 "Recipient stats", 9). */
export const RecipientStats = z.object({
  totalRecipients: z.number().int(),
  /** Birthdays within the next 30 days (today included), in the person's time zone. */
  upcomingOccasions: z.number().int(),
  /** Relationship -> count; recipients without one are counted under 'Unspecified'. */
  relationshipBreakdown: z.record(z.string(), z.number().int()),
  /** Gift history entries (at most 1000) per recipient, rounded to 1 decimal; 0 without recipients. */
  averageGiftsPerRecipient: z.number(),
});
export type RecipientStats = z.infer<typeof RecipientStats>;
export const UNSPECIFIED_RELATIONSHIP = 'Unspecified';

/** A recipient's private gift ideas (products or picks saved 'for' them); the recipient never sees them. */
export const GIFT_IDEA_SOURCES = ['discover', 'recommendations', 'gift-card', 'manual'] as const;
export type GiftIdeaSource = (typeof GIFT_IDEA_SOURCES)[number];

export const GiftIdeaInput = z.object({
  title: z.string({ error: 'Please enter a title' }).trim().min(1, 'Please enter a title').max(300, 'Title must be at most 300 characters'),
  url: webLinkField.nullable().optional(),
  image_url: webLinkField.nullable().optional(),
  price: z.number({ error: 'Please enter a valid price' }).min(0, 'Price cannot be negative').max(1_000_000, 'Please enter a valid price').nullable().optional(),
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code').default('USD'),
  /** A catalogue product (GET /api/products) when saved from Discover or a pick. */
  product_id: z.uuid({ error: 'Must be a product id' }).nullable().optional(),
  source: z.enum(GIFT_IDEA_SOURCES, { error: 'Unknown source' }).default('manual'),
  notes: shortText(1000, 'Notes').nullable().optional(),
});
export type GiftIdeaInput = z.input<typeof GiftIdeaInput>;
export const GiftIdeaParams = z.object({ id: idField('Must be a recipient id'), ideaId: idField('Must be a gift idea id') });

export const GiftIdea = z.object({
  id: z.string(),
  recipient_id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  product_id: z.string().nullable(),
  source: z.enum(GIFT_IDEA_SOURCES),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type GiftIdea = z.infer<typeof GiftIdea>;
export const GiftIdeaResponse = z.object({ idea: GiftIdea });
export const GiftIdeaListResponse = z.object({ ideas: z.array(GiftIdea) });
export type GiftIdeaResponse = z.infer<typeof GiftIdeaResponse>;
export type GiftIdeaListResponse = z.infer<typeof GiftIdeaListResponse>;
