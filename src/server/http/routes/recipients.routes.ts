import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { recipientsApi } from '#shared/api/recipients.js';
import type { AppContext } from '#server/app-context.js';
import { presentGiftIdea } from '#server/presenters/gift-history.presenter.js';
import { presentRecipient } from '#server/presenters/recipient.presenter.js';
import { personToday } from '#server/services/calendar/time-zone.service.js';
import { addRecipient } from '#server/services/recipients/add-recipient.js';
import {
  addGiftIdea,
  deleteGiftIdea,
  deleteRecipient,
  findGiftIdea,
  getRecipient,
  listGiftIdeas,
  listRecipients,
  recipientDeletionImpact,
  recipientStats,
  updateRecipient,
} from '#server/services/recipients/recipient.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

const NOT_FOUND = 'Recipient not found.';

/**
 * Recipients (src/shared/api/recipients.ts; core-app.md 3, 5, 7; issue 11): create, list with filters, read,
 * edit, delete (with what goes with it), stats, and each recipient's private gift ideas. Another person's
 * recipient answers 404. Every answer is no-store (the contracts' default cache policy).
 */
export function recipientsRoutes(ctx: AppContext): FastifyPluginAsync {
  /** The actor's own recipient, checked by the rulebook again (fail closed); 404 when it is not theirs. */
  const ownRecipient = (request: FastifyRequest, action: 'recipient:read' | 'recipient:update' | 'recipient:delete', id: string) => {
    const actor = requireActor(request, 'recipients:list');
    return loadAuthorized(request, action, () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
  };
  const today = async (userId: string) => (await personToday(ctx.db, userId, ctx.now())).today;

  return async (app) => {
    route(app, recipientsApi.create, async ({ body }, request) => {
      const actor = requireActor(request, 'recipients:create');
      const { recipient, today } = await addRecipient(ctx, request.log, actor.userId, body);
      return { recipient: presentRecipient(recipient, today) };
    });

    route(app, recipientsApi.list, async ({ query }, request) => {
      const actor = requireActor(request, 'recipients:list');
      const rows = await listRecipients(ctx.db, actor.userId, query);
      const day = await today(actor.userId);
      return { recipients: rows.map((r) => presentRecipient(r, day)) };
    });

    route(app, recipientsApi.stats, async (_input, request) => {
      const actor = requireActor(request, 'recipients:list');
      return recipientStats(ctx.db, actor.userId, await today(actor.userId));
    });

    route(app, recipientsApi.get, async ({ params }, request) => {
      const row = await ownRecipient(request, 'recipient:read', params.id);
      return { recipient: presentRecipient(row, await today(row.userId)) };
    });

    route(app, recipientsApi.update, async ({ params, body }, request) => {
      const row = await ownRecipient(request, 'recipient:update', params.id);
      const day = await today(row.userId);
      return { recipient: presentRecipient(await updateRecipient(ctx.db, row, body, ctx.now(), day), day) };
    });

    route(app, recipientsApi.deletion, async ({ params }, request) => {
      const row = await ownRecipient(request, 'recipient:delete', params.id);
      return recipientDeletionImpact(ctx.db, row);
    });

    route(app, recipientsApi.remove, async ({ params }, request) => {
      const row = await ownRecipient(request, 'recipient:delete', params.id);
      return { deleted: true, removed: await deleteRecipient(ctx.db, row) } as const;
    });

    route(app, recipientsApi.ideas, async ({ params }, request) => {
      const row = await ownRecipient(request, 'recipient:read', params.id);
      return { ideas: (await listGiftIdeas(ctx.db, row)).map(presentGiftIdea) };
    });

    route(app, recipientsApi.addIdea, async ({ params, body }, request) => {
      const row = await ownRecipient(request, 'recipient:update', params.id);
      return { idea: presentGiftIdea(await addGiftIdea(ctx.db, row, body, ctx.now())) };
    });

    route(app, recipientsApi.removeIdea, async ({ params }, request) => {
      const row = await ownRecipient(request, 'recipient:update', params.id);
      const idea = await loadAuthorized(request, 'recipient:update', () => findGiftIdea(ctx.db, row, params.ideaId), 'Gift idea not found.');
      await deleteGiftIdea(ctx.db, idea);
    });
  };
}
