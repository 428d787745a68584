import type { FastifyPluginAsync } from 'fastify';
import {
  GiftHistoryIdParams,
  GiftHistoryInput,
  type GiftHistoryListResponse,
  GiftHistoryListQuery,
  type GiftHistoryResponse,
  GiftHistoryUpdate,
  type GiftInsightsResponse,
  type GiftStats,
  ReceivedGiftIdParams,
  ReceivedGiftInput,
  type ReceivedGiftListResponse,
  ReceivedGiftListQuery,
  type ReceivedGiftResponse,
  ReceivedGiftUpdate,
} from '#shared/schemas/gift-history.js';
import type { AppContext } from '#server/app-context.js';
import { presentGiftHistory, presentReceivedGift } from '#server/presenters/gift-history.presenter.js';
import {
  createGiftHistory,
  createReceivedGift,
  deleteGiftHistory,
  deleteReceivedGift,
  findGiftHistory,
  findReceivedGift,
  giftHistoryInsights,
  giftStats,
  listGiftHistory,
  listReceivedGifts,
  updateGiftHistory,
  updateReceivedGift,
} from '#server/services/calendar/gift-history.service.js';
import { personToday } from '#server/services/calendar/time-zone.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';
import { recordGiftActivity } from '#server/services/social/activities.service.js';

const ENTRY_NOT_FOUND = 'Gift history entry not found.';
const RECEIVED_NOT_FOUND = 'Received gift not found.';

/** Gift history with stats and insights, and received gifts with the thank-you list (core-app.md 3, 7, 9; issue 11). */
export function giftHistoryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/gift-history', async (request): Promise<GiftHistoryListResponse> => {
      const actor = requireActor(request, 'gift-history:list');
      const query = parse(GiftHistoryListQuery, request.query);
      const page = await listGiftHistory(ctx.db, actor.userId, query);
      return { entries: page.entries.map(presentGiftHistory), total: page.total, next_offset: page.nextOffset };
    });

    app.post('/gift-history', async (request, reply): Promise<GiftHistoryResponse> => {
      const actor = requireActor(request, 'gift-history:create');
      const input = parse(GiftHistoryInput, request.body);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      const entry = await createGiftHistory(ctx.db, actor.userId, input, today, ctx.now());
      await recordGiftActivity(ctx, request.log, { id: entry.id, giverId: actor.userId, productTitle: entry.productTitle }, ctx.now());
      reply.code(201);
      return { entry: presentGiftHistory(entry) };
    });

    app.get('/gift-history/stats', async (request): Promise<GiftStats> => {
      const actor = requireActor(request, 'gift-history:list');
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      return giftStats(ctx.db, actor.userId, today);
    });

    app.get('/gift-history/insights', async (request): Promise<GiftInsightsResponse> => {
      const actor = requireActor(request, 'gift-history:list');
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      return { insights: await giftHistoryInsights(ctx.db, actor.userId, today) };
    });

    app.patch('/gift-history/:id', async (request): Promise<GiftHistoryResponse> => {
      const actor = requireActor(request, 'gift-history:list');
      const { id } = parse(GiftHistoryIdParams, request.params);
      const change = parse(GiftHistoryUpdate, request.body);
      const entry = await loadAuthorized(request, 'gift-history-entry:update', () => findGiftHistory(ctx.db, actor.userId, id), ENTRY_NOT_FOUND);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      return { entry: presentGiftHistory(await updateGiftHistory(ctx.db, entry, change, today, ctx.now())) };
    });

    app.delete('/gift-history/:id', async (request, reply) => {
      const actor = requireActor(request, 'gift-history:list');
      const { id } = parse(GiftHistoryIdParams, request.params);
      const entry = await loadAuthorized(request, 'gift-history-entry:delete', () => findGiftHistory(ctx.db, actor.userId, id), ENTRY_NOT_FOUND);
      await deleteGiftHistory(ctx.db, entry);
      reply.code(204);
    });

    app.get('/received-gifts', async (request): Promise<ReceivedGiftListResponse> => {
      const actor = requireActor(request, 'received-gifts:list');
      const { thanked } = parse(ReceivedGiftListQuery, request.query);
      const { gifts, toThank } = await listReceivedGifts(ctx.db, actor.userId, thanked);
      return { gifts: gifts.map(presentReceivedGift), toThank };
    });

    app.post('/received-gifts', async (request, reply): Promise<ReceivedGiftResponse> => {
      const actor = requireActor(request, 'received-gifts:create');
      const input = parse(ReceivedGiftInput, request.body);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      const gift = await createReceivedGift(ctx.db, actor.userId, input, today, ctx.now());
      reply.code(201);
      return { gift: presentReceivedGift(gift) };
    });

    app.patch('/received-gifts/:id', async (request): Promise<ReceivedGiftResponse> => {
      const actor = requireActor(request, 'received-gifts:list');
      const { id } = parse(ReceivedGiftIdParams, request.params);
      const change = parse(ReceivedGiftUpdate, request.body);
      const gift = await loadAuthorized(request, 'received-gift:update', () => findReceivedGift(ctx.db, actor.userId, id), RECEIVED_NOT_FOUND);
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      return { gift: presentReceivedGift(await updateReceivedGift(ctx.db, gift, change, today, ctx.now())) };
    });

    app.delete('/received-gifts/:id', async (request, reply) => {
      const actor = requireActor(request, 'received-gifts:list');
      const { id } = parse(ReceivedGiftIdParams, request.params);
      const gift = await loadAuthorized(request, 'received-gift:delete', () => findReceivedGift(ctx.db, actor.userId, id), RECEIVED_NOT_FOUND);
      await deleteReceivedGift(ctx.db, gift);
      reply.code(204);
    });
  };
}
