import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MIGRATION_ITEM_STATUSES, type MigrationItemStatus } from '#shared/constants/choice-lists.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';

/**
 * What signed-in people do (sign in, search, save a recipient, add to a wishlist...). Written by the
 * server as a side effect of those actions; read only by admins for engagement figures.
 */
export const userActivityLog = pgTable(
  'user_activity_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('user_activity_log_user_created_idx').on(t.userId, t.createdAt),
    index('user_activity_log_created_idx').on(t.createdAt),
    index('user_activity_log_action_created_idx').on(t.action, t.createdAt),
  ],
);

/** Achievements earned, once each per user; the owner reads theirs, admins count them. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementKey: text().notNull(),
    title: text().notNull(),
    description: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    earnedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_achievements_key_idx').on(t.userId, t.achievementKey)],
);

/**
 * Core Web Vitals reported by real browsers (FCP, LCP, CLS, FID, INP, TTFB, TTI). Anyone's browser may
 * write one (rate limited); admins read the Performance tab from them. value is ms, or unitless for CLS.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    value: doublePrecision().notNull(),
    /** good | warning | critical, by the spec's thresholds, decided on the server. */
    rating: text().notNull(),
    path: text().notNull(),
    deviceClass: text(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('web_vitals_name_created_idx').on(t.name, t.createdAt),
    index('web_vitals_created_idx').on(t.createdAt),
    check('web_vitals_name_check', oneOf('name', ['FCP', 'LCP', 'CLS', 'FID', 'INP', 'TTFB', 'TTI'])),
    check('web_vitals_rating_check', oneOf('rating', ['good', 'warning', 'critical'])),
    check('web_vitals_value_check', sql`"value" >= 0`),
  ],
);

/**
 * The Migration tab's history: one row per run of one item (legacy browser data, seed defaults...),
 * with what it moved and the errors it met. Admins only.
 */
export const migrationRuns = pgTable(
  'migration_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    item: text().notNull(),
    status: text().$type<MigrationItemStatus>().notNull().default('pending'),
    migratedCount: integer().notNull().default(0),
    errors: jsonb().$type<string[]>().notNull().default([]),
    startedBy: text().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp(tz).notNull().defaultNow(),
    finishedAt: timestamp(tz),
  },
  (t) => [
    index('migration_runs_item_started_idx').on(t.item, t.startedAt.desc()),
    check('migration_runs_status_check', oneOf('status', MIGRATION_ITEM_STATUSES)),
  ],
);
