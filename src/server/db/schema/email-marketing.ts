import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CAMPAIGN_STATUSES, type CampaignStatus, type EmailTemplateKey } from '#shared/constants/choice-lists.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';
import { emailOutbox } from './platform.js';

/**
 * Email templates. The five defaults carry a key (welcome, occasion_reminder, price_drop,
 * gift_recommendations, newsletter) by which the product's own emails find them; admin-made templates
 * have none. Admins write; the server reads when sending.
 */
export const emailTemplates = pgTable('email_templates', {
  id: uuid().primaryKey().defaultRandom(),
  key: text().$type<EmailTemplateKey>().unique(),
  name: text().notNull(),
  subject: text().notNull(),
  htmlContent: text().notNull(),
  textContent: text().notNull(),
  variables: text().array().notNull().default([]),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp(tz).notNull().defaultNow(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/**
 * Campaigns: admins create and send; the worker moves them scheduled -> sending -> sent (or failed),
 * writing one outbox email per recipient. The *_count columns are kept by the worker and the tracking
 * endpoints; rates are computed from them (open and click by delivered, bounce by sent).
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Set null when the template is deleted; sending then fails with 'Template not found'. */
    templateId: uuid().references(() => emailTemplates.id, { onDelete: 'set null' }),
    status: text().$type<CampaignStatus>().notNull().default('draft'),
    scheduledFor: timestamp(tz),
    sentAt: timestamp(tz),
    /** Audience segment (all, active, premium, free, new, inactive); null = the listed recipients only. */
    segment: text(),
    lastError: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    sentCount: integer().notNull().default(0),
    deliveredCount: integer().notNull().default(0),
    openedCount: integer().notNull().default(0),
    clickedCount: integer().notNull().default(0),
    bouncedCount: integer().notNull().default(0),
    unsubscribedCount: integer().notNull().default(0),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('email_campaigns_due_idx').on(t.status, t.scheduledFor),
    index('email_campaigns_created_idx').on(t.createdAt.desc()),
    check('email_campaigns_status_check', oneOf('status', CAMPAIGN_STATUSES)),
  ],
);

/**
 * Who a campaign goes to, one row per address, with per-recipient template variables and what happened
 * to their copy. tracking_token is the unguessable id in open-pixel and click URLs.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    variables: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** pending | queued | sent | delivered | failed | bounced | skipped (unsubscribed) */
    status: text().notNull().default('pending'),
    outboxId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    trackingToken: text().notNull().unique(),
    error: text(),
    openedAt: timestamp(tz),
    clickedAt: timestamp(tz),
    bouncedAt: timestamp(tz),
    unsubscribedAt: timestamp(tz),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_campaign_recipients_address_idx').on(t.campaignId, t.email),
    index('email_campaign_recipients_status_idx').on(t.campaignId, t.status),
    check(
      'email_campaign_recipients_status_check',
      oneOf('status', ['pending', 'queued', 'sent', 'delivered', 'failed', 'bounced', 'skipped']),
    ),
  ],
);

/** Raw tracking events (open pixel, click redirect, bounce, unsubscribe); written by the server only. */
export const emailEvents = pgTable(
  'email_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid().references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    campaignRecipientId: uuid().references(() => emailCampaignRecipients.id, { onDelete: 'cascade' }),
    outboxId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    type: text().$type<'delivered' | 'open' | 'click' | 'bounce' | 'unsubscribe'>().notNull(),
    url: text(),
    userAgent: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('email_events_campaign_idx').on(t.campaignId, t.type),
    index('email_events_created_idx').on(t.createdAt),
    check('email_events_type_check', oneOf('type', ['delivered', 'open', 'click', 'bounce', 'unsubscribe'])),
    check('email_events_click_url_check', sql`"type" <> 'click' or "url" is not null`),
  ],
);
