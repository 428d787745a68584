import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Settings } from '#server/config/settings.js';
import { AppError } from '#server/errors.js';

/**
 * The Content-Security-Policy of every response (docs/decisions/012-content-security-policy.md): nothing
 * inline, nothing from another origin. React's style props are applied through the DOM (CSSOM), which CSP
 * does not govern, so style-src needs no 'unsafe-inline'.
 */
/** Where Amazon's product images are served from: allowed only while the Creators API is the retail source. */
export const AMAZON_IMAGE_HOSTS = ['https://m.media-amazon.com', 'https://images-na.ssl-images-amazon.com'];

export function cspDirectives(settings: Pick<Settings, 'isHttps'> & { retail?: Settings['retail'] }): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(settings.retail?.amazon ? AMAZON_IMAGE_HOSTS : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Upgrading on plain-HTTP localhost would point every asset at an https port nobody serves.
    ...(settings.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * A page's policy with its per-request nonce added to script-src and style-src. The nonce lets the elements
 * the server and the client mark with it run: Radix's scroll-lock <style> (through get-nonce) and the page's
 * JSON-LD. Nothing else inline is allowed: with a nonce present, browsers ignore 'unsafe-inline' anyway.
 */
export function cspWithNonce(policy: string, nonce: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) =>
      directive.startsWith('script-src ') || directive.startsWith('style-src ') ? `${directive} 'nonce-${nonce}'` : directive,
    )
    .join('; ');
}

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** RFC 8058 one-click unsubscribe: mail clients POST here without cookies or an Origin of ours. */
const ORIGIN_CHECK_EXEMPT = new Set(['/api/unsubscribe/one-click']);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const hasCookie = (request: FastifyRequest) => Boolean(request.headers.cookie?.trim());

/**
 * Plain HTTP is redirected to the HTTPS origin when BASE_URL is https. request.protocol reads
 * X-Forwarded-Proto only when TRUST_PROXY is on. The health check is exempt, so that a load balancer can
 * probe an instance over plain HTTP. The target is BASE_URL's origin, never the Host header.
 */
function httpsRedirect(settings: Settings) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!settings.isHttps || request.protocol === 'https') return;
    if (pathOf(request.url) === '/api/health') return;
    return reply.redirect(`${settings.origin}${request.url}`, 301);
  };
}

/**
 * A state-changing API request that carries a cookie must come from our own pages: its Origin must be
 * BASE_URL's origin. Browsers always send Origin on cross-site and same-site POSTs, so a missing Origin on
 * a cookie-bearing write is refused too.
 */
function originCheck(settings: Settings) {
  return async (request: FastifyRequest) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = pathOf(request.url);
    if (!isApi(path) || ORIGIN_CHECK_EXEMPT.has(path) || !hasCookie(request)) return;
    if (request.headers.origin !== settings.origin) throw new AppError('PERMISSION_DENIED');
  };
}

/**
 * API answers are personal and never cached: no-store on every /api response. A route may declare itself
 * cacheable by setting its own Cache-Control, but never for a request that carries a cookie.
 */
async function apiNoStore(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!isApi(pathOf(request.url))) return payload;
  if (hasCookie(request) || !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  return payload;
}

export const securityPlugin = fp<{ settings: Settings }>(
  async (app: FastifyInstance, { settings }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(settings) },
      strictTransportSecurity: settings.isHttps
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
        : false,
      xContentTypeOptions: true,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', httpsRedirect(settings));
    app.addHook('onRequest', originCheck(settings));
    app.addHook('onSend', apiNoStore);
  },
  { name: 'giftwise-security' },
);
