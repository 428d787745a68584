import type { FastifyPluginAsync } from 'fastify';
import {
  ErrorListQuery,
  type ErrorListResponse,
  ErrorReportInput,
  ErrorTrendsQuery,
  ResolveErrorsInput,
} from '#shared/schemas/errors.js';
import type { AppContext } from '#server/app-context.js';
import { presentErrorLog, presentErrorStats, presentErrorTrends } from '#server/presenters/error-log.presenter.js';
import { errorStats, errorTrends, listErrors, resolveErrors } from '#server/services/errors/error-admin.service.js';
import { authorize, requireActor } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';

/** Browser error reports and the admin's error log (platform.md sections 3, 4 and 7). */
export function errorsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/errors', { config: { rateLimit: 'errors-report' } }, async (request, reply) => {
      const actor = authorize(request, 'errors:report');
      const report = parse(ErrorReportInput, request.body);
      const outcome = await ctx.errorLog.recordClientReport(report, {
        actor,
        userAgent: request.headers['user-agent'],
      });
      // Outside production nothing is stored (the spec logs only in production); the console still hears of it.
      if (outcome === 'skipped') request.log.warn({ report: { code: report.errorCode, message: report.errorMessage } }, 'client error');
      reply.status(202);
      return { accepted: true, stored: outcome === 'stored' };
    });

    app.get('/admin/errors', async (request): Promise<ErrorListResponse> => {
      authorize(request, 'errors:list');
      const query = parse(ErrorListQuery, request.query);
      const now = ctx.now();
      const [rows, stats] = await Promise.all([
        listErrors(ctx.db, { days: query.days, limit: query.limit, now }),
        errorStats(ctx.db, { days: query.days, now }),
      ]);
      return { errors: rows.map(presentErrorLog), stats: presentErrorStats(query.days, stats) };
    });

    app.post('/admin/errors/resolve', async (request) => {
      const actor = requireActor(request, 'errors:resolve');
      const input = parse(ResolveErrorsInput, request.body);
      const resolved = await resolveErrors(ctx.db, input.ids, actor.userId, ctx.now());
      return { resolved: resolved.length, ids: resolved };
    });

    app.get('/admin/errors/trends', async (request) => {
      authorize(request, 'errors:list');
      const query = parse(ErrorTrendsQuery, request.query);
      return presentErrorTrends(query.days, await errorTrends(ctx.db, { days: query.days, now: ctx.now() }));
    });
  };
}
