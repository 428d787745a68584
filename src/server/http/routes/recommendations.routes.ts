import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { recommendationsApi } from '#shared/api/recommendations.js';
import type { RecommendationRunResponse } from '#shared/schemas/gift-finder.js';
import type { AppContext } from '#server/app-context.js';
import { presentRun, presentRunSummary } from '#server/presenters/recommendation.presenter.js';
import { createRun } from '#server/services/recommendations/create-run.js';
import type { RecommendationDeps } from '#server/services/recommendations/recommendation-deps.js';
import { regenerate } from '#server/services/recommendations/regenerate-run.js';
import { findRun, getRun, listRuns, type RunRow, type RunWithItems } from '#server/services/recommendations/run-store.js';
import { setFeedback } from '#server/services/recommendations/set-feedback.js';
import { productIdsInDefaultWishlist } from '#server/services/wishlists/default-wishlist.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { notFound } from '#server/errors.js';
import { route } from '#server/http/contract-route.js';

/**
 * The gift finder's runs (issue 4 "/recommendations"): start one from the wizard's profile, list and read
 * them, regenerate a batch (optionally with a new budget) and give 'more like this' / 'not this' feedback.
 * Signed-in only; another person's run answers 404. Starting and regenerating may call the AI model, so
 * they have their own rate limit.
 */
export function recommendationsRoutes(ctx: AppContext): FastifyPluginAsync {
  function depsFor(request: FastifyRequest): RecommendationDeps {
    return {
      db: ctx.db,
      ai: ctx.ai,
      now: ctx.now,
      log: request.log,
      ensureCatalog: () => ctx.catalog.ensureFilled(request.log),
    };
  }

  async function present(userId: string, run: RunWithItems): Promise<RecommendationRunResponse> {
    const wishlistProductIds = await productIdsInDefaultWishlist(ctx.db, userId);
    return { run: presentRun(run, {
        wishlistProductIds,
        affiliateTag: ctx.settings.retail.affiliateTag,
        now: ctx.now(),
        // A batch takes at most the AI timeout, then the local engine: a minute more is plenty.
        staleAfterMs: ctx.settings.ai.timeoutMs + 60_000,
      }) };
  }

  /** The run named in the URL if the rulebook lets this person act on it; someone else's looks missing (404). */
  function ownRun(request: FastifyRequest, id: string, action: 'recommendation:read' | 'recommendation:update'): Promise<RunRow> {
    return loadAuthorized(request, action, () => findRun(ctx.db, id), 'Recommendation run not found.');
  }

  return async (app) => {
    route(app, recommendationsApi.create, async ({ body }, request, reply) => {
      const actor = requireActor(request, 'recommendations:create');
      // An AI answer can take half a minute: a person who closed the page meanwhile gets a notification instead.
      let left = false;
      reply.raw.once('close', () => {
        left = !reply.raw.writableFinished;
      });
      const run = await createRun(depsFor(request), actor.userId, body, { personWaiting: () => !left });
      return present(actor.userId, run);
    });

    route(app, recommendationsApi.list, async (_input, request) => {
      const actor = requireActor(request, 'recommendations:list');
      const rows = await listRuns(ctx.db, actor.userId);
      return { runs: rows.map(presentRunSummary) };
    });

    route(app, recommendationsApi.read, async ({ params }, request) => {
      const run = await ownRun(request, params.id, 'recommendation:read');
      const loaded = await getRun(ctx.db, run.userId, run.id);
      if (!loaded) throw notFound('Recommendation run not found.');
      return present(run.userId, loaded);
    });

    route(app, recommendationsApi.regenerate, async ({ params, body }, request) => {
      const run = await ownRun(request, params.id, 'recommendation:update');
      const updated = await regenerate(depsFor(request), run.id, run.userId, { budget: body.budget });
      return present(run.userId, updated);
    });

    route(app, recommendationsApi.feedback, async ({ params, body }, request) => {
      const run = await ownRun(request, params.id, 'recommendation:update');
      const updated = await setFeedback({ db: ctx.db, now: ctx.now }, run.id, params.itemId, run.userId, body.feedback);
      return present(run.userId, updated);
    });
  };
}
