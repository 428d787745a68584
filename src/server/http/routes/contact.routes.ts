import type { FastifyPluginAsync } from 'fastify';
import { contactApi } from '#shared/api/contact.js';
import type { AppContext } from '#server/app-context.js';
import { sendContactMessage } from '#server/services/contact/contact.service.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { authorize } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

/** POST /api/contact: the contact form. Anyone may write; the 'contact' rate limit keeps it from becoming a mail cannon. */
export function contactRoutes(ctx: AppContext): FastifyPluginAsync {
  const deps = { db: ctx.db, supportEmail: ctx.settings.supportEmail, mail: mailDefaults(ctx.settings), now: ctx.now };
  return async (app) => {
    route(app, contactApi.send, async ({ body }, request) => {
      const actor = authorize(request, 'contact:send');
      await sendContactMessage(deps, body, actor ? { userId: actor.userId, email: actor.email } : null);
      return { ok: true as const };
    });
  };
}
