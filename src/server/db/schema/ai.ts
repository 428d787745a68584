import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AI_CONFIG_CHANGE_TYPES, type AiConfigChangeType } from '#shared/constants/choice-lists.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { SEALED_SECRET_PATTERN } from '#shared/secrets/sealed-secret-format.js';
import { users } from './auth.js';

export interface AiFunctionSettings {
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
  enabled: boolean;
}

/**
 * One site-wide configuration per AI function (the spec's per-user reading is not kept: the admin tab
 * configures the product). Admins read and write; the AI service reads it on every call.
 */
export const aiFunctionConfigs = pgTable('ai_function_configs', {
  id: uuid().primaryKey().defaultRandom(),
  functionId: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  model: text().notNull(),
  settings: jsonb().$type<AiFunctionSettings>().notNull(),
  enabled: boolean().notNull().default(true),
  usageStats: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp(tz).notNull().defaultNow(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/**
 * The model catalogue (about 12 built in, plus custom ones). Removing a custom model deletes its row;
 * removing a built-in removable one sets hidden, which 'Restore N Hidden' clears. Admins write.
 */
export const aiModels = pgTable(
  'ai_models',
  {
    id: uuid().primaryKey().defaultRandom(),
    modelId: text().notNull().unique(),
    name: text().notNull(),
    provider: text().notNull().default('Custom'),
    costPerMillionInput: numeric({ precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    costPerMillionOutput: numeric({ precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    contextWindow: integer().notNull().default(4096),
    capabilities: text().array().notNull().default([]),
    enabled: boolean().notNull().default(true),
    recommended: boolean().notNull().default(false),
    removable: boolean().notNull().default(true),
    isCustom: boolean().notNull().default(false),
    hidden: boolean().notNull().default(false),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  () => [
    check('ai_models_cost_check', sql`"cost_per_million_input" >= 0 and "cost_per_million_output" >= 0`),
    check('ai_models_context_check', sql`"context_window" > 0`),
  ],
);

/**
 * One row per AI call, written by the server (never the browser), success or failure. Admin analytics
 * read it: requests and cost today, per-function usage, the 5-minute window.
 */
export const aiUsageLogs = pgTable(
  'ai_usage_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    functionId: text().notNull(),
    model: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    promptTokens: integer().notNull().default(0),
    completionTokens: integer().notNull().default(0),
    totalTokens: integer().notNull().default(0),
    costUsd: numeric({ precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    responseTimeMs: integer().notNull().default(0),
    success: boolean().notNull(),
    errorMessage: text(),
    requestData: jsonb(),
    responseData: jsonb(),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('ai_usage_logs_created_idx').on(t.createdAt),
    index('ai_usage_logs_function_created_idx').on(t.functionId, t.createdAt),
    index('ai_usage_logs_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** One row per detected change of a function's model, settings or enabled flag (append-only). */
export const aiConfigHistory = pgTable(
  'ai_config_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    functionId: text().notNull(),
    changeType: text().$type<AiConfigChangeType>().notNull(),
    oldValue: jsonb(),
    newValue: jsonb(),
    changedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('ai_config_history_function_idx').on(t.functionId, t.createdAt.desc()),
    check('ai_config_history_change_type_check', oneOf('change_type', AI_CONFIG_CHANGE_TYPES)),
  ],
);

/**
 * Keys for outside services (openrouter, ...). api_key_encrypted holds AES-256-GCM ciphertext from
 * src/server/lib/secret-box.ts; the check refuses anything that is not exactly its sealed format, so a plain
 * or base64 key (with or without a 'v1:' in front) can never be stored. Deletion is soft; one active row per service. Admins only; the key
 * leaves the server masked.
 */
export const apiConfigurations = pgTable(
  'api_configurations',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Who saved it (the spec scoped rows to a user; here they are site-wide). */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    serviceName: text().notNull(),
    apiKeyEncrypted: text(),
    configuration: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_configurations_active_service_idx').on(t.serviceName).where(sql`"is_active"`),
    // The real format, not only its prefix: 'v1:' followed by a plain key is refused too (issue 8).
    check('api_configurations_key_sealed_check', sql.raw(`"api_key_encrypted" is null or "api_key_encrypted" ~ '${SEALED_SECRET_PATTERN}'`)),
  ],
);
