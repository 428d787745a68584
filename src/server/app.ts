import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerRoutes } from './http/routes/index.js';

export interface CreateAppOptions {
  /** Log requests (off in tests). */
  logger?: boolean;
}

/** The Fastify app, importable by tests without listening. */
export async function createApp(ctx: AppContext, options: CreateAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: 'info',
          // Never log credentials or session cookies.
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        }
      : false,
    trustProxy: ctx.settings.trustProxy,
    bodyLimit: 6 * 1024 * 1024,
  });
  installErrorHandler(app);
  await registerRoutes(app, ctx);
  return app;
}
