import type { FastifyPluginAsync } from 'fastify';
import type { HomeStatsResponse } from '#shared/schemas/home-stats.js';
import type { AppContext } from '#server/app-context.js';
import { readHomeStats } from '#server/services/site-content/home-stats.service.js';

/** Public: the home page's three stat tiles (site content, the spec's claims by default). */
export function homeStatsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/site-content/home-stats', async (_request, reply): Promise<HomeStatsResponse> => {
      // Shared caches may keep it briefly; an admin's change shows within a minute.
      reply.header('Cache-Control', 'public, max-age=60');
      return readHomeStats(ctx.db);
    });
  };
}
