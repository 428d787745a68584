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

export const ErrorSeverity = z.enum(SEVERITIES);

export interface ErrorLogItem {
  id: string;
  errorCode: string;
  errorMessage: string;
  service: string | null;
  stackTrace: string | null;
  originalError: string | null;
  context: unknown;
  userId: string | null;
  sessionId: string | null;
  userAgent: string | null;
  url: string | null;
  severity: z.infer<typeof ErrorSeverity>;
  source: 'server' | 'client';
  createdAt: string;
  isResolved: boolean;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

export interface ErrorStats {
  days: number;
  total: number;
  unresolved: number;
  bySeverity: Record<z.infer<typeof ErrorSeverity>, number>;
  byCode: Record<string, number>;
  /** The 20 newest entries. */
  recent: ErrorLogItem[];
}

export interface ErrorListResponse {
  errors: ErrorLogItem[];
  stats: ErrorStats;
}

export interface ErrorTrendRow {
  date: string;
  errorCode: string;
  severity: string;
  count: number;
  affectedUsers: number;
  resolvedCount: number;
}

export interface ErrorTrendsResponse {
  days: number;
  rows: ErrorTrendRow[];
  /** Per day, every code together, oldest first. */
  daily: { date: string; count: number }[];
}
