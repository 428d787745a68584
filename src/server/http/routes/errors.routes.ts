import type { FastifyPluginAsync } from 'fastify';
import { errorsApi } from '#shared/api/admin.js';
import type { AppContext } from '#server/app-context.js';
import { presentErrorLog, presentErrorStats, presentErrorTrends } from '#server/presenters/error-log.presenter.js';
import { errorStats, errorTrends, listErrors, resolveErrors } from '#server/services/errors/error-admin.service.js';
import { authorize, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

/** Browser error reports and the admin's error log (src/shared/api/admin.ts; platform.md sections 3, 4 and 7). */
export function errorsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, errorsApi.report, async ({ body: report }, request) => {
      const actor = authorize(request, 'errors:report');
      const outcome = await ctx.errorLog.recordClientReport(report, {
        actor,
        userAgent: request.headers['user-agent'],
      });
      // Outside production nothing is stored (the spec logs only in production); the console still hears of it.
      if (outcome === 'skipped') request.log.warn({ report: { code: report.errorCode, message: report.errorMessage } }, 'client error');
      return { accepted: true as const, stored: outcome === 'stored' };
    });

    route(app, errorsApi.list, async ({ query }, request) => {
      authorize(request, 'errors:list');
      const now = ctx.now();
      const [rows, stats] = await Promise.all([
        listErrors(ctx.db, { days: query.days, limit: query.limit, now }),
        errorStats(ctx.db, { days: query.days, now }),
      ]);
      return { errors: rows.map(presentErrorLog), stats: presentErrorStats(query.days, stats) };
    });

    route(app, errorsApi.resolve, async ({ body }, request) => {
      const actor = requireActor(request, 'errors:resolve');
      const resolved = await resolveErrors(ctx.db, body.ids, actor.userId, ctx.now());
      return { resolved: resolved.length, ids: resolved };
    });

    route(app, errorsApi.trends, async ({ query }, request) => {
      authorize(request, 'errors:list');
      return presentErrorTrends(query.days, await errorTrends(ctx.db, { days: query.days, now: ctx.now() }));
    });
  };
}
