import type { FastifyPluginAsync } from 'fastify';
import { platformApi } from '#shared/api/platform.js';
import type { AppContext } from '#server/app-context.js';
import { validateSettings, type ValidationReport } from '#server/config/validate.js';
import { databaseAnswers } from '#server/services/health/database-health.service.js';
import { route } from '#server/http/contract-route.js';

/** What /api/health says about the settings: names and messages, never values. */
export function validationSummary(report: ValidationReport) {
  return {
    score: report.score,
    ready: report.ready,
    issues: report.issues.map((i) => ({ name: i.name, message: i.message, severity: i.severity })),
  };
}

/** Which real or local integration each area runs on. */
export function integrationModes(ctx: Pick<AppContext, 'settings' | 'rateLimitStore'> & { mailTransport?: { kind: string } }) {
  const email = ctx.mailTransport?.kind ?? (ctx.settings.smtpUrl ? 'smtp' : ctx.settings.resendApiKey ? 'resend' : 'local');
  const rateLimits = ctx.rateLimitStore.kind ?? (ctx.settings.redisUrl ? 'redis' : 'database');
  return { email, rateLimits };
}

export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  // Settings are read once at start, so their report does not change while the process runs.
  const validation = validationSummary(validateSettings(ctx.settings));
  return async (app) => {
    route(app, platformApi.health, async (_input, _request, reply) => {
      const database = (await databaseAnswers(ctx.db)) ? ('ok' as const) : ('error' as const);
      reply.status(database === 'ok' ? 200 : 503);
      return {
        status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
        database: { kind: ctx.dbKind, status: database },
        validation,
        integrations: integrationModes(ctx),
      };
    });
  };
}
