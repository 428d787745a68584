import type { FastifyPluginAsync } from 'fastify';
import { robotsDisallowedPaths } from '#shared/routes.js';
import type { AppContext } from '#server/app-context.js';
import { renderRobots, renderSitemap } from '#server/services/seo/sitemap.js';

/** Crawlers may keep these for an hour: they change only with a deploy. */
const CRAWLER_CACHE = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt at the site root, both from the route registry and BASE_URL. */
export function seoRoutes(ctx: AppContext): FastifyPluginAsync {
  const sitemap = renderSitemap(ctx.settings.baseUrl);
  const robots = renderRobots(ctx.settings.baseUrl, robotsDisallowedPaths());
  return async (app) => {
    app.get('/sitemap.xml', async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(sitemap),
    );
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(robots),
    );
  };
}
