import type { ErrorLogItem, ErrorStats, ErrorTrendRow, ErrorTrendsResponse } from '#shared/schemas/errors.js';
import type { ErrorAggregationRow, ErrorLogRow, ErrorStatsData } from '#server/services/errors/error-admin.service.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentErrorLog(row: ErrorLogRow): ErrorLogItem {
  return {
    id: row.id,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    service: row.service,
    stackTrace: row.stackTrace,
    originalError: row.originalError,
    context: row.context,
    userId: row.userId,
    sessionId: row.sessionId,
    userAgent: row.userAgent,
    url: row.url,
    severity: row.severity as ErrorLogItem['severity'],
    source: row.source as ErrorLogItem['source'],
    createdAt: row.createdAt.toISOString(),
    isResolved: row.isResolved,
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: row.resolvedBy,
  };
}

export function presentErrorStats(days: number, stats: ErrorStatsData): ErrorStats {
  return { days, ...stats, recent: stats.recent.map(presentErrorLog) };
}

export function presentErrorTrends(days: number, rows: ErrorAggregationRow[]): ErrorTrendsResponse {
  const trendRows: ErrorTrendRow[] = rows.map((r) => ({
    date: String(r.dateBucket),
    errorCode: r.errorCode,
    severity: r.severity,
    count: r.count,
    affectedUsers: r.affectedUsers,
    resolvedCount: r.resolvedCount,
  }));
  const perDay = new Map<string, number>();
  for (const r of trendRows) perDay.set(r.date, (perDay.get(r.date) ?? 0) + r.count);
  return { days, rows: trendRows, daily: [...perDay].map(([date, count]) => ({ date, count })) };
}
