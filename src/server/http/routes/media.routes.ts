import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mediaApi } from '#shared/api/media.js';
import { PUBLIC_MEDIA_PURPOSES } from '#shared/schemas/media.js';
import type { AppContext } from '#server/app-context.js';
import { findMedia } from '#server/services/media/media.service.js';
import { loadAuthorized } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

/** A stored file never changes: a new upload gets a new id, so the address can be cached for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, max-age=31536000, immutable';

/** GET /api/media/:id: the stored bytes with their content type (set at upload, after re-encoding). */
export function mediaRoutes(ctx: AppContext): FastifyPluginAsync {
  const cacheFor = new WeakMap<FastifyRequest, string>();
  return async (app) => {
    // The security plugin marks cookie-bearing /api answers no-store. An image's bytes do not depend on the
    // cookie (the same for whoever may see it), so its long cache is put back here, after that hook has run.
    app.addHook('onSend', async (request, reply, payload) => {
      const cache = cacheFor.get(request);
      if (cache && reply.statusCode < 400) reply.header('cache-control', cache);
      return payload;
    });

    route(app, mediaApi.file, async ({ params: { id } }, request, reply) => {
      // Someone else's private file answers as if it did not exist.
      const { row, isPublic } = await loadAuthorized(
        request,
        'media:read',
        async () => {
          const found = await findMedia(ctx.db, id);
          if (!found) return null;
          const isPublic = PUBLIC_MEDIA_PURPOSES.includes(found.purpose as (typeof PUBLIC_MEDIA_PURPOSES)[number]);
          return { row: found, isPublic, ownerId: found.ownerId };
        },
        'Image not found',
      );
      const etag = `"${row.sha256}"`;
      reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('etag', etag);
      cacheFor.set(request, isPublic ? PUBLIC_CACHE : PRIVATE_CACHE);
      if (request.headers['if-none-match'] === etag) {
        reply.status(304);
        return '';
      }
      // The stored bytes as they are: the contract's 'text' answer is any body of the file's own type.
      return row.bytes as unknown as string;
    });
  };
}
