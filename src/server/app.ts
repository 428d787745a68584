import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { installErrorHandler } from './http/error-handler.js';
import { rateLimitPlugin } from './http/plugins/rate-limit.js';
import { securityPlugin } from './http/plugins/security.js';
import { type ClientPluginOptions, clientPlugin } from './http/plugins/client.js';
import { shutdownPlugin } from './http/plugins/shutdown.js';
import { installAuthContext } from './http/plugins/auth-context.js';
import { registerRoutes } from './http/routes/index.js';

export interface CreateAppOptions {
  /** Log requests (off in tests). */
  logger?: boolean;
  /** How the React client is served: the build (default) or Vite with hot reload (npm run dev). */
  client?: ClientPluginOptions;
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
  installErrorHandler(app, (err, request) => {
    // Never let logging an error become a second error; the retry queue covers a failed write.
    ctx.errorLog
      .recordServerError(err, {
        actor: request.actor ?? null,
        method: request.method,
        url: request.url,
        userAgent: request.headers['user-agent'],
      })
      .catch((logError) => request.log.error({ err: logError }, 'error log write failed'));
  });
  // Order matters: refuse during shutdown first, then security headers and the Origin check, then rate limits.
  await app.register(shutdownPlugin);
  await app.register(securityPlugin, { settings: ctx.settings });
  await app.register(rateLimitPlugin, { ctx });
  // request.actor is known before any route (and before Better Auth's own endpoints) runs.
  installAuthContext(app, ctx);
  await registerRoutes(app, ctx);
  // After the API: page paths get index.html (200 if the route registry knows them, else 404).
  await app.register(
    clientPlugin({ ...options.client, site: { baseUrl: ctx.settings.baseUrl, supportEmail: ctx.settings.supportEmail } }),
  );
  return app;
}
