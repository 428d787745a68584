import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfigResponse } from '#shared/schemas/site-config.js';
import type { AppContext } from '#server/app-context.js';
import { presentSiteConfig } from '#server/presenters/site-config.presenter.js';

/** Public: the site settings the client acts on (presentSiteConfig). */
export function siteConfigRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/site-config', async (): Promise<SiteConfigResponse> => {
      return presentSiteConfig(await ctx.siteSettings.get());
    });
  };
}
