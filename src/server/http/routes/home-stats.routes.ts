import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '#shared/api/site.js';
import type { AppContext } from '#server/app-context.js';
import { readHomeStats } from '#server/services/site-content/home-stats.service.js';
import { route } from '#server/http/contract-route.js';

/** Public: the home page's three stat tiles (site content, the spec's claims by default). */
export function homeStatsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, siteApi.homeStats, async () => readHomeStats(ctx.db));
  };
}
