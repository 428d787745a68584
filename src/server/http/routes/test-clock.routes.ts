import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { devToolsApi } from '#shared/api/platform.js';
import type { SITE_SETTING_KINDS } from '#shared/schemas/dev-tools.js';
import type { AppContext } from '#server/app-context.js';
import { can } from '#server/policies/index.js';
import { AppError, notFound } from '#server/errors.js';
import { route } from '#server/http/contract-route.js';
import type { SiteSettingValues } from '#server/services/settings/site-settings.js';
import { isOwnHost } from './dev-mail.routes.js';

/** The contract's list of settings (src/shared/schemas/dev-tools.ts) names exactly the server's, each of its type. */
type SettingKinds = { [K in keyof SiteSettingValues]: SiteSettingValues[K] extends boolean ? 'boolean' : 'number' };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _settingKindsMatch: Same<SettingKinds, typeof SITE_SETTING_KINDS> = true;

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

    route(app, devToolsApi.clock, async () => present());

    route(app, devToolsApi.moveClock, async ({ body }) => {
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
    route(app, devToolsApi.siteSetting, async ({ body: { key, value } }) => {
      await ctx.siteSettings.set(key, value as never);
      return { key, value };
    });
  };
}
