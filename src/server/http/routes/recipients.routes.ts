import type { FastifyPluginAsync } from 'fastify';
import {
  GiftIdeaInput,
  type GiftIdeaListResponse,
  GiftIdeaParams,
  type GiftIdeaResponse,
  type RecipientDeleteResponse,
  type RecipientDeletionImpact,
  RecipientIdParams,
  type RecipientListResponse,
  RecipientListQuery,
  RecipientPayload,
  type RecipientResponse,
  type RecipientStats,
  RecipientUpdate,
} from '#shared/schemas/recipients.js';
import type { AppContext } from '#server/app-context.js';
import { presentGiftIdea } from '#server/presenters/gift-history.presenter.js';
import { presentRecipient } from '#server/presenters/recipient.presenter.js';
import { personToday } from '#server/services/calendar/time-zone.service.js';
import {
  addGiftIdea,
  createRecipient,
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
import { parse } from '#server/http/parse.js';
import { awardAchievements } from '#server/services/social/activities.service.js';

const NOT_FOUND = 'Recipient not found.';

/**
 * Recipients (core-app.md 3, 5, 7; issue 11): create, list with filters, read, edit, delete (with what goes
 * with it), stats, and each recipient's private gift ideas. Another person's recipient answers 404.
 */
export function recipientsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/recipients', async (request, reply): Promise<RecipientResponse> => {
      const actor = requireActor(request, 'recipients:create');
      const payload = parse(RecipientPayload, request.body);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      const row = await createRecipient(ctx.db, actor.userId, payload, ctx.now(), today);
      await awardAchievements(ctx, request.log, actor.userId, ctx.now());
      reply.code(201);
      return { recipient: presentRecipient(row, today) };
    });

    app.get('/recipients', async (request): Promise<RecipientListResponse> => {
      const actor = requireActor(request, 'recipients:list');
      const query = parse(RecipientListQuery, request.query);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      const rows = await listRecipients(ctx.db, actor.userId, query);
      return { recipients: rows.map((r) => presentRecipient(r, today)) };
    });

    app.get('/recipients/stats', async (request): Promise<RecipientStats> => {
      const actor = requireActor(request, 'recipients:list');
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      return recipientStats(ctx.db, actor.userId, today);
    });

    app.get('/recipients/:id', async (request): Promise<RecipientResponse> => {
      const actor = requireActor(request, 'recipients:list');
      const { id } = parse(RecipientIdParams, request.params);
      // The service reads only the actor's own rows; the rulebook checks the owner again (fail closed).
      const row = await loadAuthorized(request, 'recipient:read', () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      return { recipient: presentRecipient(row, today) };
    });

    app.patch('/recipients/:id', async (request): Promise<RecipientResponse> => {
      const actor = requireActor(request, 'recipients:list');
      const { id } = parse(RecipientIdParams, request.params);
      const change = parse(RecipientUpdate, request.body);
      const row = await loadAuthorized(request, 'recipient:update', () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      const updated = await updateRecipient(ctx.db, row, change, ctx.now(), today);
      return { recipient: presentRecipient(updated, today) };
    });

    app.get('/recipients/:id/deletion', async (request): Promise<RecipientDeletionImpact> => {
      const actor = requireActor(request, 'recipients:list');
      const { id } = parse(RecipientIdParams, request.params);
      const row = await loadAuthorized(request, 'recipient:delete', () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
      return recipientDeletionImpact(ctx.db, row);
    });

    app.delete('/recipients/:id', async (request): Promise<RecipientDeleteResponse> => {
      const actor = requireActor(request, 'recipients:list');
      const { id } = parse(RecipientIdParams, request.params);
      const row = await loadAuthorized(request, 'recipient:delete', () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
      const removed = await deleteRecipient(ctx.db, row);
      return { deleted: true, removed };
    });

    app.get('/recipients/:id/gift-ideas', async (request): Promise<GiftIdeaListResponse> => {
      const actor = requireActor(request, 'recipients:list');
      const { id } = parse(RecipientIdParams, request.params);
      const row = await loadAuthorized(request, 'recipient:read', () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
      return { ideas: (await listGiftIdeas(ctx.db, row)).map(presentGiftIdea) };
    });

    app.post('/recipients/:id/gift-ideas', async (request, reply): Promise<GiftIdeaResponse> => {
      const actor = requireActor(request, 'recipients:list');
      const { id } = parse(RecipientIdParams, request.params);
      const input = parse(GiftIdeaInput, request.body);
      const row = await loadAuthorized(request, 'recipient:update', () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
      const idea = await addGiftIdea(ctx.db, row, input, ctx.now());
      reply.code(201);
      return { idea: presentGiftIdea(idea) };
    });

    app.delete('/recipients/:id/gift-ideas/:ideaId', async (request, reply) => {
      const actor = requireActor(request, 'recipients:list');
      const { id, ideaId } = parse(GiftIdeaParams, request.params);
      const row = await loadAuthorized(request, 'recipient:update', () => getRecipient(ctx.db, actor.userId, id), NOT_FOUND);
      const idea = await loadAuthorized(request, 'recipient:update', () => findGiftIdea(ctx.db, row, ideaId), 'Gift idea not found.');
      await deleteGiftIdea(ctx.db, idea);
      reply.code(204);
    });
  };
}
