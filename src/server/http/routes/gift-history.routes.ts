import type { FastifyPluginAsync } from 'fastify';
import { giftHistoryApi } from '#shared/api/gift-history.js';
import type { AppContext } from '#server/app-context.js';
import { presentGiftHistory, presentReceivedGift } from '#server/presenters/gift-history.presenter.js';
import {
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
import { logGivenGift } from '#server/services/calendar/log-given-gift.js';
import { personToday } from '#server/services/calendar/time-zone.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

const ENTRY_NOT_FOUND = 'Gift history entry not found.';
const RECEIVED_NOT_FOUND = 'Received gift not found.';

/**
 * Gift history with stats and insights, and received gifts with the thank-you list (src/shared/api/gift-history.ts;
 * core-app.md 3, 7, 9; issue 11). Every answer is no-store (the contracts' default cache policy).
 */
export function giftHistoryRoutes(ctx: AppContext): FastifyPluginAsync {
  const today = async (userId: string) => (await personToday(ctx.db, userId, ctx.now())).today;

  return async (app) => {
    route(app, giftHistoryApi.list, async ({ query }, request) => {
      const actor = requireActor(request, 'gift-history:list');
      const page = await listGiftHistory(ctx.db, actor.userId, query);
      return { entries: page.entries.map(presentGiftHistory), total: page.total, next_offset: page.nextOffset };
    });

    route(app, giftHistoryApi.create, async ({ body }, request) => {
      const actor = requireActor(request, 'gift-history:create');
      return { entry: presentGiftHistory(await logGivenGift(ctx, request.log, actor.userId, body)) };
    });

    route(app, giftHistoryApi.stats, async (_input, request) => {
      const actor = requireActor(request, 'gift-history:list');
      return giftStats(ctx.db, actor.userId, await today(actor.userId));
    });

    route(app, giftHistoryApi.insights, async (_input, request) => {
      const actor = requireActor(request, 'gift-history:list');
      return { insights: await giftHistoryInsights(ctx.db, actor.userId, await today(actor.userId)) };
    });

    route(app, giftHistoryApi.update, async ({ params, body }, request) => {
      const actor = requireActor(request, 'gift-history:list');
      const entry = await loadAuthorized(request, 'gift-history-entry:update', () => findGiftHistory(ctx.db, actor.userId, params.id), ENTRY_NOT_FOUND);
      return { entry: presentGiftHistory(await updateGiftHistory(ctx.db, entry, body, await today(actor.userId), ctx.now())) };
    });

    route(app, giftHistoryApi.remove, async ({ params }, request) => {
      const actor = requireActor(request, 'gift-history:list');
      const entry = await loadAuthorized(request, 'gift-history-entry:delete', () => findGiftHistory(ctx.db, actor.userId, params.id), ENTRY_NOT_FOUND);
      await deleteGiftHistory(ctx.db, entry);
    });

    route(app, giftHistoryApi.received, async ({ query }, request) => {
      const actor = requireActor(request, 'received-gifts:list');
      const { gifts, toThank } = await listReceivedGifts(ctx.db, actor.userId, query.thanked);
      return { gifts: gifts.map(presentReceivedGift), toThank };
    });

    route(app, giftHistoryApi.addReceived, async ({ body }, request) => {
      const actor = requireActor(request, 'received-gifts:create');
      return { gift: presentReceivedGift(await createReceivedGift(ctx.db, actor.userId, body, await today(actor.userId), ctx.now())) };
    });

    route(app, giftHistoryApi.updateReceived, async ({ params, body }, request) => {
      const actor = requireActor(request, 'received-gifts:list');
      const gift = await loadAuthorized(request, 'received-gift:update', () => findReceivedGift(ctx.db, actor.userId, params.id), RECEIVED_NOT_FOUND);
      return { gift: presentReceivedGift(await updateReceivedGift(ctx.db, gift, body, await today(actor.userId), ctx.now())) };
    });

    route(app, giftHistoryApi.removeReceived, async ({ params }, request) => {
      const actor = requireActor(request, 'received-gifts:list');
      const gift = await loadAuthorized(request, 'received-gift:delete', () => findReceivedGift(ctx.db, actor.userId, params.id), RECEIVED_NOT_FOUND);
      await deleteReceivedGift(ctx.db, gift);
    });
  };
}
