import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (_req, reply) => {
      let database: 'ok' | 'error' = 'ok';
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        database = 'error';
      }
      reply.status(database === 'ok' ? 200 : 503);
      return { status: database === 'ok' ? 'ok' : 'degraded', database: { kind: ctx.dbKind, status: database } };
    });
  };
}
