import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '#server/app-context.js';
import { can } from '#server/policies/index.js';
import { AppError, notFound } from '#server/errors.js';
import { parse } from '#server/http/parse.js';
import { SITE_SETTING_DEFAULTS, type SiteSettingValues } from '#server/services/settings/site-settings.js';
import { isOwnHost } from './dev-mail.routes.js';

/** Either a moment to jump to, or a duration to move by (never backwards). */
const MoveClockBody = z.union([
  z.object({ at: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ advanceMs: z.number().int().min(0).max(10 * 366 * 86_400_000) }).strict(),
]);

const SETTING_KEYS = Object.keys(SITE_SETTING_DEFAULTS) as [keyof SiteSettingValues, ...(keyof SiteSettingValues)[]];
/** A site setting and its new value, of the default's type (as `npm run cli -- set-setting` takes them). */
const SiteSettingBody = z
  .object({ key: z.enum(SETTING_KEYS), value: z.union([z.boolean(), z.number().int().min(1)]) })
  .strict()
  .refine((body) => typeof body.value === typeof SITE_SETTING_DEFAULTS[body.key], { message: 'Must be of the setting’s type', path: ['value'] });

/**
 * The test clock (docs/decisions/085): with TEST_CLOCK=on on a loopback site, browser tests read and move the
 * server's clock so that reminders fall due and wishlist reveals arrive. Anywhere else these routes do not exist.
 */
export function testClockRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const clock = ctx.testClock;
    if (!clock) return;

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const access = {
        testClock: true,
        loopbackSite: ctx.settings.isLoopback,
        remoteAddress: request.socket.remoteAddress,
        ownHost: isOwnHost(request.headers.host, ctx.settings.baseUrl),
      };
      if (!can(request.actor, 'test-clock:move', access)) throw notFound();
    });

    const present = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });

    app.get('/api/dev/clock', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return present();
    });

    app.post('/api/dev/clock', async (request) => {
      const body = parse(MoveClockBody, request.body);
      if ('at' in body) {
        const at = new Date(body.at);
        if (at.getTime() < clock.now().getTime()) {
          throw new AppError('VALIDATION_ERROR', 'Invalid input: at', { fields: { at: 'The test clock never runs backwards' } });
        }
        clock.setTo(at);
      } else {
        clock.advanceBy(body.advanceMs);
      }
      return present();
    });

    // Browser tests switch a site setting on the running server, as the CLI does on a stopped one (the embedded
    // database admits one process): the clock server's specs run one at a time and put it back (decision 176).
    app.put('/api/dev/site-settings', async (request) => {
      const { key, value } = parse(SiteSettingBody, request.body);
      await ctx.siteSettings.set(key, value as never);
      return { key, value };
    });
  };
}
