import { MediaParams } from '#shared/schemas/media.js';
import { defineArea } from './contract.js';

/** Stored files (avatars, covers, item images), re-encoded at upload. */
export const mediaApi = defineArea('media', {
  file: {
    method: 'GET',
    path: '/api/media/:id',
    summary: 'A stored file\'s bytes with its content type (304 for a matching If-None-Match; someone else\'s private file: 404)',
    access: 'anyone',
    params: MediaParams,
    responses: { 200: 'text' },
    // Left at no-store here: the route sets its own immutable cache (public or private by the file's purpose),
    // which the contract's policies do not describe.
  },
});
