import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';
import { products } from './products.js';
import { recipients } from './recipients.js';

/*
 * The gift finder's stored runs and their picks (docs/decisions/062). Their own file: runs point at
 * recipients and picks at products, while recipients' gift history points at products too, so keeping them
 * in products.ts made an import cycle.
 */

/**
 * One gift search from the wizard: the recipient profile, who answered (the AI function or the local
 * matcher over products) and how it went. Private to user_id.
 */
export const recommendationRuns = pgTable(
  'recommendation_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The saved recipient, when the wizard saved one. */
    recipientId: uuid().references(() => recipients.id, { onDelete: 'set null' }),
    // Validated with the shared WizardProfile schema whenever it is written (the contract, src/shared/api/recommendations.ts).
    profile: jsonb().$type<WizardProfile>().notNull(),
    source: text().$type<'ai' | 'local'>().notNull(),
    model: text(),
    /** pending | running | completed | failed */
    status: text().notNull().default('pending'),
    error: text(),
    /** Why the local engine answered when an AI model was configured (the AI call failed), else null. */
    fallbackReason: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    completedAt: timestamp(tz),
  },
  (t) => [
    index('recommendation_runs_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('recommendation_runs_created_idx').on(t.createdAt),
    check('recommendation_runs_source_check', oneOf('source', ['ai', 'local'])),
    check('recommendation_runs_status_check', oneOf('status', ['pending', 'running', 'completed', 'failed'])),
  ],
);

/**
 * The picks of a run. product_id is set when a pick matched the catalogue; an AI idea with no match keeps
 * its title and a retailer search_url instead. feedback 'more' / 'not' steers the next batch.
 */
export const recommendationItems = pgTable(
  'recommendation_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    runId: uuid()
      .notNull()
      .references(() => recommendationRuns.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    batch: integer().notNull().default(1),
    position: integer().notNull().default(0),
    title: text().notNull(),
    description: text(),
    reasons: text().array().notNull().default([]),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }),
    giftScore: integer(),
    searchUrl: text(),
    feedback: text().$type<'more' | 'not'>(),
    feedbackAt: timestamp(tz),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('recommendation_items_run_idx').on(t.runId, t.batch, t.position),
    check('recommendation_items_feedback_check', oneOf('feedback', ['more', 'not'])),
    check('recommendation_items_score_check', sql`"gift_score" between 0 and 100`),
    check('recommendation_items_target_check', sql`"product_id" is not null or "search_url" is not null`),
  ],
);
