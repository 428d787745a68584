import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfigResponse } from '#shared/schemas/site-config.js';
import type { AppContext } from '#server/app-context.js';

/** Public: the site settings the client acts on (see SiteConfigResponse for why only these). */
export function siteConfigRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/site-config', async (): Promise<SiteConfigResponse> => {
      const settings = await ctx.siteSettings.get();
      return {
        blockContextMenu: settings.blockContextMenu,
        socialFeatures: settings.socialFeatures,
        userRegistration: settings.userRegistration,
        aiRecommendations: settings.aiRecommendations,
      };
    });
  };
}
