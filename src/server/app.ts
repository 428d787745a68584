import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import type { AppContext } from './app-context.js';
import { installErrorHandler, toErrorBody, unreadableRequestError } from './http/error-handler.js';
import { rateLimitPlugin } from './http/plugins/rate-limit.js';
import { inputTextPlugin } from './http/plugins/input-text.js';
import { securityPlugin } from './http/plugins/security.js';
import { type ClientPluginOptions, clientPlugin } from './http/plugins/client.js';
import { pageStateLoader } from './http/page-state.js';
import { shutdownPlugin } from './http/plugins/shutdown.js';
import { installAuthContext } from './http/plugins/auth-context.js';
import { registerRoutes } from './http/routes/index.js';
import { redactUrl } from './lib/redact-url.js';
import { wishlistPageSeo } from './services/wishlists/wishlist-page-head.js';

export interface CreateAppOptions {
  /** Log requests (off in tests). */
  logger?: boolean;
  /** Where the request log goes (default stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** How the React client is served: the build (default) or Vite with hot reload (npm run dev). */
  client?: ClientPluginOptions;
  /** Told of every route as it is registered (the request-log redaction test lists the token routes so). */
  onRoute?: (route: RouteOptions) => void;
}

/** What the request log keeps of a request: Fastify's default fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url) ?? undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The Fastify app, importable by tests without listening. */
export async function createApp(ctx: AppContext, options: CreateAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: 'info',
          // Never log credentials or session cookies.
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          // Reset and verification tokens in URLs are redacted by the one function error_logs uses too (issue 8).
          serializers: { req: serializeRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    trustProxy: ctx.settings.trustProxy,
    bodyLimit: 6 * 1024 * 1024,
    // A malformed percent-encoding in the path (FST_ERR_BAD_URL) is answered before any route or error handler:
    // give it the catalogue's shape too (issue 8, item 12).
    frameworkErrors: (error, _request, reply) => {
      const appError = unreadableRequestError(error.statusCode ?? 400);
      void (reply as FastifyReply).code(appError.status).type('application/json; charset=utf-8').send(JSON.stringify(toErrorBody(appError)));
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
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
  // Pages and JSON of 1 KB or more leave compressed (br, else gzip) with Vary: Accept-Encoding. Built files come
  // compressed already (their .br/.gz copies) and keep their Content-Encoding (issue 9, item 1).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // NUL characters and lone surrogates in any API input: a 400 naming the field, before any route runs.
  await app.register(inputTextPlugin);
  // request.actor is known before any route (and before Better Auth's own endpoints) runs.
  installAuthContext(app, ctx);
  await registerRoutes(app, ctx);
  // After the API: page paths get index.html (200 if the route registry knows them, else 404).
  await app.register(
    clientPlugin({
      ...options.client,
      site: { baseUrl: ctx.settings.baseUrl, supportEmail: ctx.settings.supportEmail },
      pageSeo: (pathname) => wishlistPageSeo(ctx.db, pathname, ctx.now()),
      pageState: pageStateLoader(ctx),
    }),
  );
  return app;
}
