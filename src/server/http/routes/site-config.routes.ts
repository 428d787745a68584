import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '#shared/api/site.js';
import type { AppContext } from '#server/app-context.js';
import { presentSiteConfig } from '#server/presenters/site-config.presenter.js';
import { route } from '#server/http/contract-route.js';

/** Public: the site settings the client acts on (presentSiteConfig). */
export function siteConfigRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, siteApi.siteConfig, async () => presentSiteConfig(await ctx.siteSettings.get()));
  };
}
