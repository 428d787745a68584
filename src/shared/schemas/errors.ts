import { z } from 'zod';
import { ERROR_CODES, SEVERITIES } from '#shared/errors/catalogue.js';

/** Limits on a browser error report: generous for a stack trace, small enough that nobody fills the table. */
export const ERROR_REPORT_LIMITS = {
  message: 2_000,
  service: 100,
  stackTrace: 20_000,
  originalError: 5_000,
  url: 2_000,
  contextJson: 8_000,
} as const;

const ERROR_LIST_DEFAULT_DAYS = 7;
const ERROR_LIST_MAX_ROWS = 1000;
export const ERROR_STATS_RECENT = 20;
const ERROR_TRENDS_DEFAULT_DAYS = 30;

/** POST /api/errors: one failure seen in the browser. Severity is decided by the server from the code. */
export const ErrorReportInput = z.object({
  errorCode: z.enum(ERROR_CODES).default('UNKNOWN_ERROR'),
  errorMessage: z.string().trim().min(1, 'Required').max(ERROR_REPORT_LIMITS.message),
  service: z.string().trim().max(ERROR_REPORT_LIMITS.service).optional(),
  stackTrace: z.string().max(ERROR_REPORT_LIMITS.stackTrace).optional(),
  originalError: z.string().max(ERROR_REPORT_LIMITS.originalError).optional(),
  url: z.string().max(ERROR_REPORT_LIMITS.url).optional(),
  context: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= ERROR_REPORT_LIMITS.contextJson, {
      message: `Must be at most ${ERROR_REPORT_LIMITS.contextJson} characters as JSON`,
    })
    .optional(),
});
export type ErrorReportInput = z.infer<typeof ErrorReportInput>;

/** GET /api/admin/errors */
export const ErrorListQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(ERROR_LIST_DEFAULT_DAYS),
  limit: z.coerce.number().int().min(1).max(ERROR_LIST_MAX_ROWS).default(ERROR_LIST_MAX_ROWS),
});
export type ErrorListQuery = z.infer<typeof ErrorListQuery>;

/** POST /api/admin/errors/resolve */
export const ResolveErrorsInput = z.object({
  ids: z.array(z.uuid()).min(1).max(ERROR_LIST_MAX_ROWS),
});
export type ResolveErrorsInput = z.infer<typeof ResolveErrorsInput>;

/** GET /api/admin/errors/trends */
export const ErrorTrendsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(ERROR_TRENDS_DEFAULT_DAYS),
});
export type ErrorTrendsQuery = z.infer<typeof ErrorTrendsQuery>;

const ErrorSeverity = z.enum(SEVERITIES);

export const ErrorLogItem = z.object({
  id: z.string(),
  errorCode: z.string(),
  errorMessage: z.string(),
  service: z.string().nullable(),
  stackTrace: z.string().nullable(),
  originalError: z.string().nullable(),
  context: z.unknown(),
  userId: z.string().nullable(),
  sessionId: z.string().nullable(),
  userAgent: z.string().nullable(),
  url: z.string().nullable(),
  severity: ErrorSeverity,
  source: z.enum(['server', 'client']),
  createdAt: z.string(),
  isResolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type ErrorLogItem = z.infer<typeof ErrorLogItem>;

export const ErrorStats = z.object({
  days: z.number(),
  total: z.number(),
  unresolved: z.number(),
  bySeverity: z.record(ErrorSeverity, z.number()),
  byCode: z.record(z.string(), z.number()),
  /** The 20 newest entries. */
  recent: z.array(ErrorLogItem),
});
export type ErrorStats = z.infer<typeof ErrorStats>;

/** GET /api/admin/errors */
export const ErrorListResponse = z.object({ errors: z.array(ErrorLogItem), stats: ErrorStats });
export type ErrorListResponse = z.infer<typeof ErrorListResponse>;

export const ErrorTrendRow = z.object({
  date: z.string(),
  errorCode: z.string(),
  severity: z.string(),
  count: z.number(),
  affectedUsers: z.number(),
  resolvedCount: z.number(),
});
export type ErrorTrendRow = z.infer<typeof ErrorTrendRow>;

/** GET /api/admin/errors/trends */
export const ErrorTrendsResponse = z.object({
  days: z.number(),
  rows: z.array(ErrorTrendRow),
  /** Per day, every code together, oldest first. */
  daily: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type ErrorTrendsResponse = z.infer<typeof ErrorTrendsResponse>;

/** POST /api/errors: 202, and whether it was kept (outside production nothing is stored). */
export const ErrorReportResponse = z.object({ accepted: z.literal(true), stored: z.boolean() });
export type ErrorReportResponse = z.infer<typeof ErrorReportResponse>;

/** POST /api/admin/errors/resolve */
export const ResolveErrorsResponse = z.object({ resolved: z.number().int().nonnegative(), ids: z.array(z.string()) });
export type ResolveErrorsResponse = z.infer<typeof ResolveErrorsResponse>;
