import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '#shared/api/admin.js';
import type { AppContext } from '#server/app-context.js';
import { readAdminStats } from '#server/services/admin/admin-stats.service.js';
import { authorize } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

/** GET /api/admin/stats: the admin panel's stat cards (admins only; no-store, the contract's default). */
export function adminStatsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, adminApi.stats, async (_input, request) => {
      authorize(request, 'admin:access');
      return readAdminStats(ctx.db, ctx.now());
    });
  };
}
