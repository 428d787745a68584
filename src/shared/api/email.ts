import { UnsubscribeInput, UnsubscribeStatus, UnsubscribeTokenQuery } from '#shared/schemas/unsubscribe.js';
import { defineArea } from './contract.js';

/**
 * Unsubscribe links (admin-area.md: types all, marketing, reminders). No sign-in: the signed token in the
 * link names the address. GET only reads, because mail scanners follow links; changes are POSTs.
 */
export const unsubscribeApi = defineArea('unsubscribe', {
  status: {
    method: 'GET',
    path: '/api/unsubscribe',
    summary: 'What an unsubscribe link covers and where the address stands',
    access: 'anyone',
    query: UnsubscribeTokenQuery,
    responses: { 200: UnsubscribeStatus },
  },
  update: {
    method: 'POST',
    path: '/api/unsubscribe',
    summary: 'Change what the address receives',
    access: 'anyone',
    body: UnsubscribeInput,
    responses: { 200: UnsubscribeStatus },
  },
  oneClick: {
    method: 'POST',
    path: '/api/unsubscribe/one-click',
    summary: 'RFC 8058 one-click unsubscribe (the token in the URL; the body, if any, is ignored)',
    access: 'anyone',
    query: UnsubscribeTokenQuery,
    responses: { 200: UnsubscribeStatus },
  },
});
