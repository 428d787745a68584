import type { FastifyPluginAsync } from 'fastify';
import type { ContactDetailsResponse } from '#shared/schemas/contact-details.js';
import type { AppContext } from '#server/app-context.js';
import { readContactDetails } from '#server/services/site-content/contact-details.service.js';

/** Public: the footer's contact email, phone and social links (site content, SUPPORT_EMAIL by default). */
export function contactDetailsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/site-content/contact', async (_request, reply): Promise<ContactDetailsResponse> => {
      // Shared caches may keep it briefly; an admin's change shows within a minute.
      reply.header('Cache-Control', 'public, max-age=60');
      return readContactDetails(ctx.db, { supportEmail: ctx.settings.supportEmail });
    });
  };
}
