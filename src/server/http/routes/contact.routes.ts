import type { FastifyPluginAsync } from 'fastify';
import { ContactMessageInput, type ContactMessageResponse } from '#shared/schemas/contact.js';
import type { AppContext } from '#server/app-context.js';
import { sendContactMessage } from '#server/services/contact/contact.service.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { authorize } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';

/** POST /api/contact: the contact form. Anyone may write; the 'contact' rate limit keeps it from becoming a mail cannon. */
export function contactRoutes(ctx: AppContext): FastifyPluginAsync {
  const deps = { db: ctx.db, supportEmail: ctx.settings.supportEmail, mail: mailDefaults(ctx.settings), now: ctx.now };
  return async (app) => {
    app.post('/contact', { config: { rateLimit: 'contact' } }, async (request): Promise<ContactMessageResponse> => {
      const actor = authorize(request, 'contact:send');
      const message = parse(ContactMessageInput, request.body);
      await sendContactMessage(deps, message, actor ? { userId: actor.userId, email: actor.email } : null);
      return { ok: true };
    });
  };
}
