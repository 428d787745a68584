import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { healthRoutes } from './health.routes.js';

/** Every API route plugin, registered under /api unless it says otherwise. One line per resource. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes(ctx), { prefix: '/api' });
}
