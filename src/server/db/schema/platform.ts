import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const tz = { withTimezone: true } as const;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Site settings (admin Settings tab): read per request through a short cache, effective on every instance. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/** Editable site content (home stat tiles, featured content, contact details, gift categories). */
export const siteContent = pgTable('site_content', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/**
 * Background jobs, claimed with a lease in PostgreSQL so that two instances never run one twice.
 * unique_key makes scheduled jobs (one per day, say) idempotent across instances.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    payload: jsonb().notNull().default({}),
    uniqueKey: text(),
    status: text().notNull().default('pending'), // pending | running | done | failed
    runAt: timestamp(tz).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedBy: text(),
    lockedUntil: timestamp(tz),
    lastError: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    finishedAt: timestamp(tz),
  },
  (t) => [
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey),
    index('jobs_claim_idx').on(t.status, t.runAt),
  ],
);

/**
 * One row per running worker, touched every few seconds (docs/decisions/179). A lease whose worker has been
 * silent for 30 s is taken over at once; a live worker's lease never is (src/server/db/leases.ts).
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text().primaryKey(),
  seenAt: timestamp(tz).notNull(),
});

/**
 * Every email goes through this outbox. message_id is fixed when the row is written, so a retry after a
 * crash carries the same Message-ID (and Resend Idempotency-Key).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: text().notNull().unique(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** transactional | marketing | reminders: decides unsubscribe links and preference checks. */
    category: text().notNull().default('transactional'),
    tags: jsonb().$type<string[]>().notNull().default([]),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    campaignId: uuid(),
    status: text().notNull().default('pending'), // pending | sending | sent | failed | skipped
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    nextAttemptAt: timestamp(tz).notNull().defaultNow(),
    lockedBy: text(),
    lockedUntil: timestamp(tz),
    lastError: text(),
    providerMessageId: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    sentAt: timestamp(tz),
  },
  (t) => [
    index('email_outbox_claim_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt),
    index('email_outbox_campaign_idx').on(t.campaignId),
  ],
);

/** Unsubscribes by address (also covers people without an account). */
export const emailUnsubscribes = pgTable('email_unsubscribes', {
  email: text().primaryKey(),
  all: boolean().notNull().default(false),
  marketing: boolean().notNull().default(false),
  reminders: boolean().notNull().default(false),
  unsubscribedAt: timestamp(tz).notNull().defaultNow(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/** The admin document's user email preferences. Missing row = the defaults. */
export const emailPreferences = pgTable('email_preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: jsonb().notNull(),
  pushNotifications: jsonb().notNull(),
  reminderTiming: jsonb().notNull(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

export const errorLogs = pgTable(
  'error_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    errorCode: text().notNull(),
    errorMessage: text().notNull(),
    service: text(),
    stackTrace: text(),
    originalError: text(),
    context: jsonb(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    sessionId: text(),
    userAgent: text(),
    url: text(),
    severity: text().notNull(), // low | medium | high | critical
    source: text().notNull().default('server'), // server | client
    createdAt: timestamp(tz).notNull().defaultNow(),
    isResolved: boolean().notNull().default(false),
    resolvedAt: timestamp(tz),
    resolvedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('error_logs_created_at_idx').on(t.createdAt),
    index('error_logs_unresolved_idx').on(t.isResolved, t.createdAt),
  ],
);

export const errorAggregations = pgTable(
  'error_aggregations',
  {
    dateBucket: date().notNull(),
    errorCode: text().notNull(),
    severity: text().notNull(),
    count: integer().notNull(),
    affectedUsers: integer().notNull().default(0),
    resolvedCount: integer().notNull().default(0),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dateBucket, t.errorCode, t.severity] })],
);

/** Rate-limit counters when no REDIS_URL is set: fixed windows keyed by route class and client. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    windowStartedAt: timestamp(tz).notNull(),
    expiresAt: timestamp(tz).notNull(),
  },
  (t) => [index('rate_limit_expires_idx').on(t.expiresAt)],
);

/** Uploaded images, bytes in the database so that any instance can serve them. */
export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    purpose: text().notNull(), // avatar | blog | wishlist-cover | product | wishlist-item
    contentType: text().notNull(),
    width: integer(),
    height: integer(),
    byteSize: integer().notNull(),
    sha256: text().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [index('media_owner_idx').on(t.ownerId)],
);

/** Append-only audit of security-relevant events (sign-in failures, role changes, suspensions). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: text(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    data: jsonb(),
    createdAt: timestamp(tz).notNull().default(sql`now()`),
  },
  (t) => [index('audit_events_created_idx').on(t.createdAt)],
);

export { bytea };
