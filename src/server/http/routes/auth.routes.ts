import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { isAdminEmail } from '../../../shared/auth/admin-emails.js';
import { AUTH_MESSAGES } from '../../../shared/auth/messages.js';
import { type ApiErrorBody, codeForStatus, userMessageFor } from '../../../shared/errors/catalogue.js';
import {
  type AuthProvidersResponse,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SendVerificationEmailInput,
  SignInInput,
  SignUpInput,
  type SocialProvider,
} from '../../../shared/schemas/auth.js';
import type { AppContext } from '../../app-context.js';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, RESET_PASSWORD_PAGE, VERIFY_EMAIL_CALLBACK } from '../../auth/auth.js';
import { grantAdminByEmail } from '../../services/users/account.service.js';
import { clearFailedSignIns, getSignInLock, recordFailedSignIn } from '../../services/users/sign-in-lockout.service.js';
import { AppError } from '../app-error.js';
import { parse } from '../parse.js';

/**
 * Better Auth mounted at /api/auth with its own endpoint paths. This wrapper is the one place where:
 * - the bodies the client sends are checked with the shared schemas (a 400 naming the field, before anything runs),
 *   and the redirect targets are fixed by the server, never taken from the request;
 * - 'User Registration' and the sign-in lockout are applied;
 * - every error answer becomes the common shape {error:{code,message,fields?}} (success bodies pass unchanged).
 */

type Forward = { body: Record<string, unknown>; email?: string };
type Prepare = (ctx: AppContext, input: unknown) => Promise<Forward>;

const lockedError = (retryAfter: number) =>
  new AppError('RATE_LIMIT_EXCEEDED', AUTH_MESSAGES.signInLocked, { retryAfter: Math.max(1, retryAfter) });

function checked<T>(schema: ZodType<T>, build: (input: T, ctx: AppContext) => Promise<Forward> | Forward): Prepare {
  return async (ctx, input) => build(parse(schema, input), ctx);
}

const PREPARE: Record<string, Prepare> = {
  '/sign-up/email': checked(SignUpInput, async (input, ctx) => {
    if (!(await ctx.siteSettings.get()).userRegistration) throw new AppError('PERMISSION_DENIED', AUTH_MESSAGES.registrationClosed);
    return { body: { name: input.name, email: input.email, password: input.password, callbackURL: VERIFY_EMAIL_CALLBACK } };
  }),
  '/sign-in/email': checked(SignInInput, async (input, ctx) => {
    const lock = await getSignInLock(ctx.db, input.email, ctx.now());
    if (lock.locked) throw lockedError(lock.retryAfterSeconds);
    // ADMIN_EMAILS before Better Auth loads the person, so that the sign-in answer already shows the role.
    if (isAdminEmail(input.email, ctx.settings.adminEmails)) await grantAdminByEmail(ctx.db, input.email);
    return { body: { email: input.email, password: input.password, rememberMe: input.rememberMe }, email: input.email };
  }),
  '/request-password-reset': checked(RequestPasswordResetInput, (input) => ({
    body: { email: input.email, redirectTo: RESET_PASSWORD_PAGE },
  })),
  '/reset-password': checked(ResetPasswordInput, (input) => ({ body: { newPassword: input.newPassword, token: input.token } })),
  '/send-verification-email': checked(SendVerificationEmailInput, (input) => ({
    body: { email: input.email, callbackURL: VERIFY_EMAIL_CALLBACK },
  })),
};

/** Better Auth's error body ({code, message}) in our shape; its field-level validation text names the field. */
export function toCommonErrorBody(status: number, raw: unknown): ApiErrorBody {
  const code = codeForStatus(status);
  const body = (raw && typeof raw === 'object' ? raw : {}) as { message?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : userMessageFor(code);
  const fields: Record<string, string> = {};
  for (const match of message.matchAll(/\[body\.([\w.]+)\]\s*([^;[]*)/g)) fields[match[1]] = match[2].trim() || 'Invalid value';
  return { error: { code, message, ...(Object.keys(fields).length ? { fields } : {}) } };
}

function toWebRequest(ctx: AppContext, request: FastifyRequest, body: unknown): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, ctx.settings.origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { message: text };
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(toCommonErrorBody(response.status, parsed));
  }
  return reply.send(text);
}

export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  const authPrefix = AUTH_BASE_PATH.replace(/^\/api/, '');
  return async (app) => {
    app.get('/auth-providers', async (): Promise<AuthProvidersResponse> => {
      const social = (['google', 'github'] as const).filter((p): p is SocialProvider => Boolean(ctx.settings.socialProviders[p]));
      return { emailPassword: true, social };
    });

    app.route({
      method: ['GET', 'POST'],
      url: `${authPrefix}/*`,
      handler: async (request, reply) => {
        const path = request.url.split('?')[0].slice(AUTH_BASE_PATH.length);
        const prepare = request.method === 'POST' ? PREPARE[path] : undefined;
        const forward = prepare ? await prepare(ctx, request.body) : { body: request.body as Record<string, unknown> };
        const response = await ctx.auth.handler(toWebRequest(ctx, request, forward.body));

        if (path === '/sign-in/email' && forward.email) {
          if (response.status === 401) {
            const max = (await ctx.siteSettings.get()).maxLoginAttempts;
            const lock = await recordFailedSignIn(ctx.db, forward.email, ctx.now(), max);
            // The attempt that reaches the limit already says so.
            if (lock.locked) throw lockedError(lock.retryAfterSeconds);
          } else if (response.ok) {
            await clearFailedSignIns(ctx.db, forward.email);
          }
        }
        return sendWebResponse(reply, response);
      },
    });
  };
}
