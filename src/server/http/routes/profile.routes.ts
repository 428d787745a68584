import type { FastifyPluginAsync } from 'fastify';
import { profileApi } from '#shared/api/account.js';
import type { AppContext } from '#server/app-context.js';
import type { Auth } from '#server/auth/auth.js';
import { presentProfile } from '#server/presenters/profile.presenter.js';
import { getEmailPreferences, updateEmailPreferences } from '#server/services/email/email-preferences.service.js';
import { changeOwnPassword, deleteOwnAccount } from '#server/services/profile/account-security.service.js';
import { processAvatarImage } from '#server/services/profile/avatar-image.js';
import { acceptImageUploads } from '#server/http/image-upload.js';
import { finishOnboarding, getProfile, removeAvatar, setAvatar, updateProfile } from '#server/services/profile/profile.service.js';
import { requireActor } from '#server/http/actor.js';
import { route, schemaEnvOf } from '#server/http/contract-route.js';

/** Set-Cookie values that expire every session cookie Better Auth may have set (after deleting the account). */
async function expiredSessionCookies(auth: Auth): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(({ name, attributes }) =>
    [
      `${name}=`,
      'Max-Age=0',
      `Path=${attributes.path ?? '/'}`,
      attributes.httpOnly ? 'HttpOnly' : '',
      attributes.secure ? 'Secure' : '',
      `SameSite=${attributes.sameSite ?? 'Lax'}`,
    ]
      .filter(Boolean)
      .join('; '),
  );
}

/**
 * /api/profile: the signed-in person's own profile, onboarding, avatar, email preferences, password and
 * account deletion. Every route acts on the actor's own data only; there is no user id in any path.
 */
export function profileRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Scoped to this plugin: multipart and raw image bodies are accepted here only.
    await acceptImageUploads(app);

    route(app, profileApi.profile, async (_input, request) => {
      const actor = requireActor(request, 'profile:read');
      return presentProfile(await getProfile(ctx.db, actor.userId));
    });

    route(app, profileApi.removeAvatar, async (_input, request) => {
      const actor = requireActor(request, 'profile:update');
      return presentProfile(await removeAvatar(ctx.db, actor.userId, ctx.now()));
    });

    route(app, profileApi.emailPreferences, async (_input, request) => {
      const actor = requireActor(request, 'profile:read');
      return getEmailPreferences(ctx.db, actor.userId);
    });

    route(app, profileApi.updateEmailPreferences, async ({ body }, request) => {
      const actor = requireActor(request, 'profile:update');
      return updateEmailPreferences(ctx.db, actor.userId, body, ctx.now());
    });

    route(app, profileApi.changePassword, async ({ body }, request) => {
      const actor = requireActor(request, 'profile:update');
      return changeOwnPassword(ctx.db, ctx.auth, actor, body, ctx.now());
    });

    route(app, profileApi.deleteAccount, async ({ body }, request, reply) => {
      const actor = requireActor(request, 'profile:update');
      await deleteOwnAccount(ctx.db, ctx.auth, actor.userId, body, ctx.now());
      reply.header('set-cookie', await expiredSessionCookies(ctx.auth));
      return { deleted: true as const };
    });

    // "Not in the future" reads the server's clock at each request: the contracts' schemas are built with it.
    const env = schemaEnvOf(ctx);

    route(
      app,
      profileApi.update,
      async ({ body }, request) => {
        const actor = requireActor(request, 'profile:update');
        return presentProfile(await updateProfile(ctx.db, actor.userId, body, ctx.now()));
      },
      { env },
    );

    route(
      app,
      profileApi.finishOnboarding,
      async ({ body }, request) => {
        const actor = requireActor(request, 'profile:update');
        return presentProfile(await finishOnboarding(ctx.db, actor.userId, body, ctx.now()));
      },
      { env },
    );

    // The file is read once the person may change their profile.
    route(app, profileApi.uploadAvatar, async ({ body: readUpload }, request) => {
      const actor = requireActor(request, 'profile:update');
      const image = await processAvatarImage(Buffer.from(await readUpload()));
      return presentProfile(await setAvatar(ctx.db, actor.userId, image, ctx.now()));
    });
  };
}
