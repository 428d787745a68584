import type { ErrorCode } from '#shared/errors/catalogue';
import type { ErrorReportInput } from '#shared/schemas/errors';
import { api } from './api-client';

export interface ErrorReport {
  code: ErrorCode;
  message: string;
  stackTrace?: string;
  /** Anything that helps to find the cause (pathname, search, referrer, component stack...). */
  context?: Record<string, unknown>;
}

/**
 * The contract's path (errorsApi.report, src/shared/api/admin.ts). Reporting runs on any page, the first load
 * included, so it keeps the raw helper and zod stays off that load (decision 180); report-error.test.ts checks it.
 */
export const ERROR_REPORT_PATH = '/api/errors';

/** The body of POST /api/errors. The server decides the severity from the code (PAGE_NOT_FOUND is low). */
function errorReportBody(report: ErrorReport, url?: string): ErrorReportInput {
  return {
    errorCode: report.code,
    errorMessage: report.message.slice(0, 2000),
    ...(report.stackTrace ? { stackTrace: report.stackTrace.slice(0, 20_000) } : {}),
    ...(url ? { url: url.slice(0, 2000) } : {}),
    ...(report.context ? { context: report.context } : {}),
  };
}

/**
 * Sends one event to the server's error log. Reporting must never break the page that is reporting, so a
 * failure here is only written to the console.
 */
export async function reportError(report: ErrorReport): Promise<void> {
  try {
    await api.post(ERROR_REPORT_PATH, errorReportBody(report, window.location.href));
  } catch (error) {
    console.warn('Could not report an error to the server', error);
  }
}
