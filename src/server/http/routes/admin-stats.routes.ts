import type { FastifyPluginAsync } from 'fastify';
import type { AdminStatsResponse } from '#shared/schemas/admin-stats.js';
import type { AppContext } from '#server/app-context.js';
import { readAdminStats } from '#server/services/admin/admin-stats.service.js';
import { authorize } from '#server/http/actor.js';

/** GET /api/admin/stats: the admin panel's stat cards (admins only). */
export function adminStatsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/admin/stats', async (request, reply): Promise<AdminStatsResponse> => {
      authorize(request, 'admin:access');
      reply.header('Cache-Control', 'no-store');
      return readAdminStats(ctx.db, ctx.now());
    });
  };
}
