import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EmailPreferencesInput } from '../../../shared/schemas/email-preferences.js';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  ChangePasswordInput,
  DeleteAccountInput,
  onboardingInput,
  updateProfileInput,
} from '../../../shared/schemas/profile.js';
import type { AppContext } from '../../app-context.js';
import type { Auth } from '../../auth/auth.js';
import { presentProfile } from '../../presenters/profile.presenter.js';
import { getEmailPreferences, updateEmailPreferences } from '../../services/email/email-preferences.service.js';
import { changeOwnPassword, deleteOwnAccount } from '../../services/profile/account-security.service.js';
import { avatarError, processAvatarImage } from '../../services/profile/avatar-image.js';
import { finishOnboarding, getProfile, removeAvatar, setAvatar, updateProfile } from '../../services/profile/profile.service.js';
import type { Actor } from '../../policies/actor.js';
import { authorize, requireActor } from '../actor.js';
import { parse } from '../parse.js';

/** Raw uploads: the image bytes as the body (what `fetch(url, {body: file})` sends), whatever type is declared. */
const RAW_IMAGE_TYPE = /^(image\/[\w.+-]+|application\/octet-stream)$/;

/** The signed-in person acting on their own profile (profile:read / profile:update, fail closed). */
function ownProfileActor(request: FastifyRequest, action: 'profile:read' | 'profile:update'): Actor {
  const actor = requireActor(request);
  authorize(request, action, { userId: actor.userId });
  return actor;
}

/** The avatar's bytes from a multipart form (its first file) or a raw image body. */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw avatarError(AVATAR_MESSAGES.missing);
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw avatarError(AVATAR_MESSAGES.tooLarge);
      throw error;
    });
    return bytes;
  }
  if (Buffer.isBuffer(request.body)) return request.body;
  // A text body (text/plain) is not an image either: the same answer as any other non-image.
  if (typeof request.body === 'string' && request.body) return Buffer.from(request.body);
  throw avatarError(AVATAR_MESSAGES.missing);
}

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
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
    app.addContentTypeParser(RAW_IMAGE_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.get('/profile', async (request) => {
      const actor = ownProfileActor(request, 'profile:read');
      return presentProfile(await getProfile(ctx.db, actor.userId));
    });

    app.patch('/profile', async (request) => {
      const actor = ownProfileActor(request, 'profile:update');
      const input = parse(updateProfileInput(ctx.now()), request.body);
      return presentProfile(await updateProfile(ctx.db, actor.userId, input, ctx.now()));
    });

    app.post('/profile/onboarding', async (request) => {
      const actor = ownProfileActor(request, 'profile:update');
      const input = parse(onboardingInput(ctx.now()), request.body);
      return presentProfile(await finishOnboarding(ctx.db, actor.userId, input, ctx.now()));
    });

    app.post('/profile/avatar', async (request) => {
      const actor = ownProfileActor(request, 'profile:update');
      const image = await processAvatarImage(await readAvatarUpload(request));
      return presentProfile(await setAvatar(ctx.db, actor.userId, image, ctx.now()));
    });

    app.delete('/profile/avatar', async (request) => {
      const actor = ownProfileActor(request, 'profile:update');
      return presentProfile(await removeAvatar(ctx.db, actor.userId, ctx.now()));
    });

    app.get('/profile/email-preferences', async (request) => {
      const actor = ownProfileActor(request, 'profile:read');
      return getEmailPreferences(ctx.db, actor.userId);
    });

    app.put('/profile/email-preferences', async (request) => {
      const actor = ownProfileActor(request, 'profile:update');
      const input = parse(EmailPreferencesInput, request.body);
      return updateEmailPreferences(ctx.db, actor.userId, input, ctx.now());
    });

    // Guessing the current password here is as sensitive as at sign-in: the password route class applies.
    app.post('/profile/password', { config: { rateLimit: 'auth-password' } }, async (request) => {
      const actor = ownProfileActor(request, 'profile:update');
      const input = parse(ChangePasswordInput, request.body);
      return changeOwnPassword(ctx.db, ctx.auth, actor, input, ctx.now());
    });

    app.delete('/profile', { config: { rateLimit: 'auth-password' } }, async (request, reply) => {
      const actor = ownProfileActor(request, 'profile:update');
      const input = parse(DeleteAccountInput, request.body);
      await deleteOwnAccount(ctx.db, ctx.auth, actor.userId, input, ctx.now());
      reply.header('set-cookie', await expiredSessionCookies(ctx.auth));
      return { deleted: true };
    });
  };
}
