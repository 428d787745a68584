import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '#shared/api/site.js';
import type { AppContext } from '#server/app-context.js';
import { readContactDetails } from '#server/services/site-content/contact-details.service.js';
import { route } from '#server/http/contract-route.js';

/** Public: the footer's contact email, phone and social links (site content, SUPPORT_EMAIL by default). */
export function contactDetailsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, siteApi.contactDetails, async () => readContactDetails(ctx.db, { supportEmail: ctx.settings.supportEmail }));
  };
}
