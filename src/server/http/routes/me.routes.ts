import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { MeResponse } from '../../../shared/schemas/auth.js';
import type { AppContext } from '../../app-context.js';
import { userProfiles, users } from '../../db/schema/index.js';
import { presentMe } from '../../presenters/user.presenter.js';
import { authorize } from '../actor.js';
import { unauthenticated } from '../app-error.js';

export function meRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/me', async (request): Promise<MeResponse> => {
      const actor = authorize(request, 'profile:read')!;
      const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.userId));
      if (!user) throw unauthenticated();
      const [profile] = await ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, actor.userId));
      return presentMe(user, profile);
    });
  };
}
