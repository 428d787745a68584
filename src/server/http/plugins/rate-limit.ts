import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fixedWindowDecision } from '#shared/errors/rate-limit.js';
import { USER_MESSAGES } from '#shared/errors/catalogue.js';
import type { AppContext } from '#server/app-context.js';
import { AppError } from '#server/errors.js';
import { rawPathOf, resolvedPathOf } from '#server/http/request-path.js';

/**
 * The one table of limits, per client IP and route class, in fixed windows. Every number is multiplied by
 * RATE_LIMIT_SCALE (tests raise it so ordinary suites never meet a limit). The classes marked `auth: true`
 * (passwords, inboxes, and the CPU cost of image uploads) stay on whatever the admin's API Rate Limiting
 * switch says.
 */
export const RATE_LIMITS = {
  /** The spec's limiter default: 10 attempts per 60 s. */
  'auth-sign-in': { max: 10, windowMs: 60_000, auth: true },
  'auth-sign-up': { max: 5, windowMs: 60 * 60_000, auth: true },
  /** Forgot and reset password: each request sends an email or spends a token. */
  'auth-password': { max: 5, windowMs: 15 * 60_000, auth: true },
  /** Resending the verification email: another email on request. */
  'auth-verify-email': { max: 5, windowMs: 15 * 60_000, auth: true },
  /** The contact form sends an email to support. */
  contact: { max: 5, windowMs: 10 * 60_000, auth: false },
  /** Browser error reports (POST /api/errors). */
  'errors-report': { max: 30, windowMs: 60_000, auth: false },
  /** Starting or regenerating a gift-finder run: each may call the AI model. */
  recommendations: { max: 30, windowMs: 10 * 60_000, auth: false },
  /** POST /api/bestsellers/refresh: anyone may ask; repeated asks are coalesced anyway. */
  'bestsellers-refresh': { max: 10, windowMs: 10 * 60_000, auth: false },
  /**
   * Image uploads (the avatar): each one is decoded and re-encoded, which costs far more CPU than any other
   * write, so they get their own stricter class, on whatever the API Rate Limiting switch says (issue 8, item 7).
   */
  uploads: { max: 10, windowMs: 10 * 60_000, auth: true },
  /** POST /api/wishlists/url-preview: each reads an outside page (up to 1 MB, 5 s). */
  'url-preview': { max: 20, windowMs: 10 * 60_000, auth: false },
  /**
   * Wishlist invitations and share-link visitors' claims: each emails an address someone typed, so they stay
   * limited whatever the API Rate Limiting switch says (like the auth emails).
   */
  'wishlist-emails': { max: 20, windowMs: 60 * 60_000, auth: true },
  /** POST /api/social/invites: emails an address someone typed (or sends a request), so it stays limited like the wishlist emails. */
  'social-invites': { max: 20, windowMs: 60 * 60_000, auth: true },
  'api-write': { max: 60, windowMs: 60_000, auth: false },
  'api-read': { max: 300, windowMs: 60_000, auth: false },
} as const satisfies Record<string, { max: number; windowMs: number; auth: boolean }>;

export type RateLimitClass = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's rate-limit class; false exempts it (health checks). Unset: api-read or api-write by method. */
    rateLimit?: RateLimitClass | false;
  }
}

/** Better Auth's endpoints under /api/auth, by path (it is mounted as one catch-all route). */
const AUTH_PATH_CLASSES: Record<string, RateLimitClass> = {
  '/api/auth/sign-in/email': 'auth-sign-in',
  '/api/auth/sign-in/social': 'auth-sign-in',
  '/api/auth/sign-up/email': 'auth-sign-up',
  '/api/auth/request-password-reset': 'auth-password',
  '/api/auth/forget-password': 'auth-password',
  '/api/auth/reset-password': 'auth-password',
  '/api/auth/change-password': 'auth-password',
  '/api/auth/send-verification-email': 'auth-verify-email',
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The path the class is decided on: as WHATWG URL parsing resolves it, which is how Better Auth finds its
 * endpoint, so that /api/auth/./sign-in/email counts as sign-in too (docs/decisions/070).
 */
function pathOf(url: string): string {
  const path = resolvedPathOf(url) ?? rawPathOf(url);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The class a request counts against, or null when it is not limited (pages, static files, exempt routes). */
export function rateLimitClassOf(request: Pick<FastifyRequest, 'url' | 'method' | 'routeOptions'>): RateLimitClass | null {
  const configured = request.routeOptions?.config?.rateLimit;
  if (configured === false) return null;
  const path = pathOf(request.url);
  const authClass = AUTH_PATH_CLASSES[path];
  if (authClass) return authClass;
  if (configured) return configured;
  if (!path.startsWith('/api/') && path !== '/api') return null;
  return READ_METHODS.has(request.method) ? 'api-read' : 'api-write';
}

/** The counter key: route class and client address. Exported so that the auth area can reset it after a success. */
export function rateLimitKey(routeClass: RateLimitClass, ip: string): string {
  return `${routeClass}:${ip}`;
}

export function scaledLimit(routeClass: RateLimitClass, scale: number): number {
  return Math.max(1, Math.round(RATE_LIMITS[routeClass].max * scale));
}

/**
 * Counts each limited request before its body is read (onRequest) and refuses with 429, a Retry-After
 * header and the catalogue message. If the counter store fails the request goes through and the failure is
 * logged: a Redis outage must not take the whole site down (docs/decisions/013-rate-limiting.md).
 */
export const rateLimitPlugin = fp<{ ctx: AppContext }>(
  async (app: FastifyInstance, { ctx }) => {
    app.addHook('onRequest', async (request, reply) => {
      const routeClass = rateLimitClassOf(request);
      if (!routeClass) return;
      const rule = RATE_LIMITS[routeClass];
      if (!rule.auth) {
        const site = await ctx.siteSettings.get();
        if (!site.apiRateLimiting) return;
      }
      const max = scaledLimit(routeClass, ctx.settings.rateLimitScale);
      let hit: { count: number; resetAt: Date };
      try {
        hit = await ctx.rateLimitStore.hit(rateLimitKey(routeClass, request.ip), rule.windowMs, { auth: rule.auth });
      } catch (err) {
        request.log.error({ err }, 'rate-limit store failed; request let through');
        return;
      }
      const decision = fixedWindowDecision(hit.count, hit.resetAt.getTime(), ctx.now().getTime(), max);
      reply.header('RateLimit-Limit', String(max));
      reply.header('RateLimit-Remaining', String(decision.remaining));
      if (!decision.allowed) {
        throw new AppError('RATE_LIMIT_EXCEEDED', USER_MESSAGES.rateLimit, { retryAfter: decision.retryAfterSeconds });
      }
    });
  },
  { name: 'giftwise-rate-limit' },
);
