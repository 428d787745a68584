import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CreateRecommendationRequest,
  FeedbackRequest,
  RegenerateRequest,
  type RecommendationRunListResponse,
  type RecommendationRunResponse,
  RunIdParams,
  RunItemParams,
} from '../../../shared/schemas/gift-finder.js';
import type { AppContext } from '../../app-context.js';
import { createSampleRetailSource } from '../../integrations/retail/sample-source.js';
import { type Action, can } from '../../policies/index.js';
import { presentRun, presentRunSummary } from '../../presenters/recommendation.presenter.js';
import { ensureCatalog } from '../../services/products/catalog-cache.service.js';
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
} from '../../services/recommendations/recommendation.service.js';
import { productIdsInDefaultWishlist } from '../../services/wishlists/default-wishlist.service.js';
import { authorize } from '../actor.js';
import { notFound } from '../app-error.js';
import { parse } from '../parse.js';

/**
 * The gift finder's runs (issue 4 "/recommendations"): start one from the wizard's profile, list and read
 * them, regenerate a batch (optionally with a new budget) and give 'more like this' / 'not this' feedback.
 * Signed-in only; another person's run answers 404. Starting and regenerating may call the AI model, so
 * they have their own rate limit.
 */
export function recommendationsRoutes(ctx: AppContext): FastifyPluginAsync {
  const fallback = ctx.retailSource.name === 'sample' ? ctx.retailSource : createSampleRetailSource();

  function depsFor(request: FastifyRequest): RecommendationDeps {
    return {
      db: ctx.db,
      ai: ctx.ai,
      now: ctx.now,
      log: request.log,
      ensureCatalog: async () => {
        await ensureCatalog({ db: ctx.db, source: ctx.retailSource, fallback, now: ctx.now, log: request.log });
      },
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

  /** The run named in the URL if the policy lets this person act on it; someone else's looks missing (404). */
  async function ownRun(request: FastifyRequest, action: Action): Promise<RunRow> {
    authorize(request, 'recommendations:list');
    const { id } = parse(RunIdParams, request.params);
    const run = await findRun(ctx.db, id);
    if (!run || !can(request.actor, action, run)) throw notFound('Recommendation run not found.');
    return run;
  }

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/recommendations', { config: { rateLimit: 'recommendations' } }, async (request, reply): Promise<RecommendationRunResponse> => {
      const actor = authorize(request, 'recommendations:create')!;
      const input = parse(CreateRecommendationRequest, request.body);
      const run = await createRun(depsFor(request), actor.userId, input);
      reply.code(201);
      return present(actor.userId, run);
    });

    app.get('/recommendations', async (request): Promise<RecommendationRunListResponse> => {
      const actor = authorize(request, 'recommendations:list')!;
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
      authorize(request, 'recommendations:list');
      const { itemId } = parse(RunItemParams, request.params);
      const run = await ownRun(request, 'recommendation:update');
      const { feedback } = parse(FeedbackRequest, request.body);
      const updated = await setFeedback({ db: ctx.db, now: ctx.now }, run.id, itemId, run.userId, feedback);
      return present(run.userId, updated);
    });
  };
}
