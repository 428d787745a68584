import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '#shared/schemas/profile.js';
import { imageError } from '#server/services/profile/avatar-image.js';

/** Raw uploads: the image bytes as the body (what `fetch(url, {body: file})` sends), whatever type is declared. */
const RAW_IMAGE_TYPE = /^(image\/[\w.+-]+|application\/octet-stream)$/;

/** Lets a route plugin accept image uploads: multipart forms and raw image bodies, in that plugin's scope only. */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  app.addContentTypeParser(RAW_IMAGE_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

/** An uploaded image's bytes from a multipart form (its first file) or a raw image body; errors name `field`. */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (request.isMultipart()) {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw imageError(field, AVATAR_MESSAGES.missing);
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw imageError(field, AVATAR_MESSAGES.tooLarge);
      throw error;
    });
    return bytes;
  }
  if (Buffer.isBuffer(request.body)) return request.body;
  // A text body (text/plain) is not an image either: the same answer as any other non-image.
  if (typeof request.body === 'string' && request.body) return Buffer.from(request.body);
  throw imageError(field, AVATAR_MESSAGES.missing);
}
