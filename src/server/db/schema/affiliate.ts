import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';
import { products } from './products.js';

/**
 * Affiliate settings by config_type ('affiliate_settings'). Secret fields inside config_data (the Amazon
 * secret key) are stored as secret-box ciphertext, never in clear. Admins only.
 */
export const affiliateConfigs = pgTable('affiliate_configs', {
  id: uuid().primaryKey().defaultRandom(),
  configType: text().notNull().unique(),
  configData: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp(tz).notNull().defaultNow(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/**
 * Tracked outbound links. short_code is 8 alphanumeric characters (/go/{code} style redirects).
 * Written by the server; anyone may follow one.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    originalUrl: text().notNull(),
    affiliateUrl: text().notNull(),
    shortCode: text().notNull().unique(),
    trackingId: text(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('affiliate_links_original_idx').on(t.originalUrl, t.trackingId),
    check('affiliate_links_short_code_check', sql`"short_code" ~ '^[A-Za-z0-9]{8}$'`),
  ],
);

/** One row per followed link (written by the redirect, read by admin reports). */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid().primaryKey().defaultRandom(),
    linkId: uuid()
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    clickedAt: timestamp(tz).notNull().defaultNow(),
    userAgent: text(),
    referrer: text(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('affiliate_clicks_link_idx').on(t.linkId, t.clickedAt),
    index('affiliate_clicks_clicked_idx').on(t.clickedAt),
  ],
);

/**
 * Orders reported back for a link. order_reference (the retailer's order id, when known) is unique per
 * link so that importing the same report twice counts an order once. Estimated earnings are 5% of
 * order_value.
 */
export const affiliateConversions = pgTable(
  'affiliate_conversions',
  {
    id: uuid().primaryKey().defaultRandom(),
    linkId: uuid()
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    orderReference: text(),
    orderValue: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text().notNull().default('USD'),
    convertedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('affiliate_conversions_link_idx').on(t.linkId, t.convertedAt),
    index('affiliate_conversions_converted_idx').on(t.convertedAt),
    uniqueIndex('affiliate_conversions_order_idx')
      .on(t.linkId, t.orderReference)
      .where(sql`"order_reference" is not null`),
    check('affiliate_conversions_value_check', sql`"order_value" >= 0`),
  ],
);
