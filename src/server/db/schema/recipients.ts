import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AGE_RANGES,
  type AgeRange,
  GENDERS,
  type Gender,
  OCCASION_TYPES,
  type OccasionType,
  RELATIONSHIPS,
  type Relationship,
} from '#shared/constants/choice-lists.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';
import { emailOutbox } from './platform.js';
import { products } from './products.js';

/**
 * The people a user shops for. Private to their user: every read, update and delete filters on both id
 * and user_id. age is the spec's age range ('26-35'), never a number.
 */
export const recipients = pgTable(
  'recipients',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    age: text().$type<AgeRange>(),
    gender: text().$type<Gender>(),
    relationship: text().$type<Relationship>(),
    interests: text().array().notNull().default([]),
    personalityTraits: text().array().notNull().default([]),
    additionalInfo: text(),
    birthday: date(),
    email: text(),
    emailReminders: boolean().notNull().default(true),
    pushReminders: boolean().notNull().default(false),
    // Beyond the spec (issue 11): what gift apps keep about a person.
    clothingSize: text(),
    shoeSize: text(),
    ringSize: text(),
    favoriteBrands: text().array().notNull().default([]),
    favoriteStores: text().array().notNull().default([]),
    dislikes: text(),
    allergies: text(),
    alreadyHas: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('recipients_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('recipients_age_check', oneOf('age', AGE_RANGES)),
    check('recipients_gender_check', oneOf('gender', GENDERS)),
    check('recipients_relationship_check', oneOf('relationship', RELATIONSHIPS)),
  ],
);

/**
 * Calendar events, owned by owner_id. Deletion is soft (is_active false). recipient_id is optional so
 * that a user can also keep events of their own.
 */
export const occasions = pgTable(
  'occasions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid().references(() => recipients.id, { onDelete: 'cascade' }),
    /** The event name the user typed ("Mum's 60th"). */
    title: text().notNull(),
    /** A short label shown on chips; defaults to the title in the service. */
    name: text(),
    type: text().$type<OccasionType>().notNull().default('other'),
    date: date().notNull(),
    recurringAnnually: boolean().notNull().default(false),
    /** The recipient's birthday as an occasion, kept in step with recipients.birthday by the recipient service. */
    isBirthday: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('occasions_owner_date_idx').on(t.ownerId, t.date).where(sql`"is_active"`),
    index('occasions_recipient_idx').on(t.recipientId),
    uniqueIndex('occasions_one_birthday_idx').on(t.recipientId).where(sql`"is_birthday"`),
    check('occasions_type_check', oneOf('type', OCCASION_TYPES)),
  ],
);

/**
 * Email reminders, kept in the database (the spec's browser-only list made real). The worker sends the
 * due ones (active, not sent, reminder_date today or earlier, occasion still ahead) through the email
 * outbox and records email_outbox_id and sent_at. Owned by user_id.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid().references(() => recipients.id, { onDelete: 'cascade' }),
    occasionId: uuid().references(() => occasions.id, { onDelete: 'cascade' }),
    recipientName: text().notNull(),
    recipientEmail: text(),
    occasion: text().notNull(),
    occasionDate: date().notNull(),
    /** occasion_date minus reminder_days. */
    reminderDate: date().notNull(),
    reminderDays: integer().notNull().default(7),
    isActive: boolean().notNull().default(true),
    emailSent: boolean().notNull().default(false),
    sentAt: timestamp(tz),
    emailOutboxId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('reminders_due_idx').on(t.isActive, t.emailSent, t.reminderDate),
    index('reminders_user_occasion_date_idx').on(t.userId, t.occasionDate),
    index('reminders_occasion_idx').on(t.occasionId),
    uniqueIndex('reminders_occasion_days_idx').on(t.occasionId, t.reminderDays).where(sql`"is_active"`),
    check('reminders_days_check', sql`"reminder_days" between 0 and 365`),
    check('reminders_date_order_check', sql`"reminder_date" <= "occasion_date"`),
  ],
);

/**
 * Gifts a user has given. Private to the giver. recipient_id is set null when the recipient is deleted,
 * so spending totals stay true. Feeds get_gift_stats and the admin's Total Gifts.
 */
export const giftHistory = pgTable(
  'gift_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    giverId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid().references(() => recipients.id, { onDelete: 'set null' }),
    giftDate: date().notNull(),
    productTitle: text().notNull(),
    productPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    productUrl: text(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    category: text(),
    occasionType: text(),
    satisfactionRating: integer(),
    notes: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('gift_history_giver_date_idx').on(t.giverId, t.giftDate.desc()),
    index('gift_history_giver_recipient_idx').on(t.giverId, t.recipientId),
    check('gift_history_rating_check', sql`"satisfaction_rating" between 1 and 5`),
    check('gift_history_price_check', sql`"product_price" is null or "product_price" >= 0`),
  ],
);

/**
 * A recipient's private gift ideas: products or picks the user saved "for" them (Discover, recommendations,
 * gift cards). Only the user reads them; they go with the recipient.
 */
export const recipientGiftIdeas = pgTable(
  'recipient_gift_ideas',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid()
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    url: text(),
    imageUrl: text(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }),
    currency: text().notNull().default('USD'),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    source: text().notNull().default('manual'),
    notes: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('recipient_gift_ideas_recipient_idx').on(t.recipientId, t.createdAt.desc()),
    check('recipient_gift_ideas_price_check', sql`"price" is null or "price" >= 0`),
  ],
);

/** Gifts a user received, with the thank-you list (thanked, thanked_at). Private to the receiver. */
export const receivedGifts = pgTable(
  'received_gifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    giverName: text().notNull(),
    giverRecipientId: uuid().references(() => recipients.id, { onDelete: 'set null' }),
    occasionType: text(),
    receivedDate: date().notNull(),
    notes: text(),
    thanked: boolean().notNull().default(false),
    thankedAt: timestamp(tz),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [index('received_gifts_user_date_idx').on(t.userId, t.receivedDate.desc())],
);

/**
 * The private iCalendar feed: one per user. The URL's secret is looked up by its SHA-256 (token_hash) and kept
 * sealed (AES-256-GCM under SECRETS_KEY) so the owner can see the URL again. Revoking deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  tokenSealed: text().notNull(),
  createdAt: timestamp(tz).notNull().defaultNow(),
  lastFetchedAt: timestamp(tz),
});
