import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CreateRecommendationRequest,
  FeedbackRequest,
  RegenerateRequest,
  type RecommendationRunListResponse,
  type RecommendationRunResponse,
  RunIdParams,
  RunItemParams,
} from '#shared/schemas/gift-finder.js';
import type { AppContext } from '#server/app-context.js';
import { presentRun, presentRunSummary } from '#server/presenters/recommendation.presenter.js';
import {
  createRun,
  findRun,
  getRun,
  listRuns,
  type RecommendationDeps,
  type RunRow,
  type RunWithItems,
  regenerate,
  setFeedback,
} from '#server/services/recommendations/recommendation.service.js';
import { productIdsInDefaultWishlist } from '#server/services/wishlists/default-wishlist.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { notFound } from '#server/errors.js';
import { parse } from '#server/http/parse.js';

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
  function ownRun(request: FastifyRequest, action: 'recommendation:read' | 'recommendation:update'): Promise<RunRow> {
    const { id } = parse(RunIdParams, request.params);
    return loadAuthorized(request, action, () => findRun(ctx.db, id), 'Recommendation run not found.');
  }

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/recommendations', { config: { rateLimit: 'recommendations' } }, async (request, reply): Promise<RecommendationRunResponse> => {
      const actor = requireActor(request, 'recommendations:create');
      const input = parse(CreateRecommendationRequest, request.body);
      // An AI answer can take half a minute: a person who closed the page meanwhile gets a notification instead.
      let left = false;
      reply.raw.once('close', () => {
        left = !reply.raw.writableFinished;
      });
      const run = await createRun(depsFor(request), actor.userId, input, { personWaiting: () => !left });
      reply.code(201);
      return present(actor.userId, run);
    });

    app.get('/recommendations', async (request): Promise<RecommendationRunListResponse> => {
      const actor = requireActor(request, 'recommendations:list');
      const rows = await listRuns(ctx.db, actor.userId);
      return { runs: rows.map(presentRunSummary) };
    });

    app.get('/recommendations/:id', async (request): Promise<RecommendationRunResponse> => {
      const run = await ownRun(request, 'recommendation:read');
      const loaded = await getRun(ctx.db, run.userId, run.id);
      if (!loaded) throw notFound('Recommendation run not found.');
      return present(run.userId, loaded);
    });

    app.post(
      '/recommendations/:id/regenerate',
      { config: { rateLimit: 'recommendations' } },
      async (request): Promise<RecommendationRunResponse> => {
        const run = await ownRun(request, 'recommendation:update');
        const { budget } = parse(RegenerateRequest, request.body);
        const updated = await regenerate(depsFor(request), run.id, run.userId, { budget });
        return present(run.userId, updated);
      },
    );

    app.post('/recommendations/:id/items/:itemId/feedback', async (request): Promise<RecommendationRunResponse> => {
      // Signed out: 401 before the parameters are looked at.
      requireActor(request, 'recommendations:list');
      const { itemId } = parse(RunItemParams, request.params);
      const run = await ownRun(request, 'recommendation:update');
      const { feedback } = parse(FeedbackRequest, request.body);
      const updated = await setFeedback({ db: ctx.db, now: ctx.now }, run.id, itemId, run.userId, feedback);
      return present(run.userId, updated);
    });
  };
}
