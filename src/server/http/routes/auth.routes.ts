import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authApi, authProvidersApi } from '#shared/api/account.js';
import type { Endpoint, HandlerInput } from '#shared/api/contract.js';
import { isAdminEmail } from '#shared/auth/admin-emails.js';
import { AUTH_ERROR_REASONS, AUTH_MESSAGES, signInLockedMessage } from '#shared/auth/messages.js';
import { type ApiErrorBody, codeForStatus, userMessageFor } from '#shared/errors/catalogue.js';
import type { SocialProvider } from '#shared/schemas/auth.js';
import type { AppContext } from '#server/app-context.js';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, VERIFY_EMAIL_CALLBACK } from '#server/auth/auth.js';
import { can } from '#server/policies/index.js';
import { queuePasswordReset } from '#server/services/users/password-reset.service.js';
import { accountExists, grantAdminByEmail } from '#server/services/users/account.service.js';
import { clearFailedSignIns, reserveSignInAttempt, type SignInReservation } from '#server/services/users/sign-in-lockout.service.js';
import { AppError, notFound } from '#server/errors.js';
import { type ContractHandler, route, validateInput } from '#server/http/contract-route.js';
import { isCanonicalPath, rawPathOf } from '#server/http/request-path.js';

/**
 * Better Auth mounted at /api/auth with its own endpoint paths: one catch-all route per method (authApi.catchAll
 * and catchAllPost); the endpoints the product uses are declared one by one in src/shared/api/account.ts with
 * `servedBy`. This wrapper is the one place where:
 * - the bodies the client sends are checked with those contracts' schemas (a 400 naming the field, before anything runs),
 *   and the redirect targets are fixed by the server, never taken from the request;
 * - 'User Registration' and the sign-in lockout are applied;
 * - every error answer becomes the common shape {error:{code,message,fields?}} (success bodies pass unchanged).
 */

type Forward = { body: Record<string, unknown>; email?: string; reservation?: SignInReservation; answer?: unknown };
type Prepare = (ctx: AppContext, input: unknown) => Promise<Forward>;

/** Better Auth's own answer to forgot-password, for every address. */
const PASSWORD_RESET_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

const lockedError = (retryAfter: number) =>
  new AppError('RATE_LIMIT_EXCEEDED', signInLockedMessage(retryAfter), { retryAfter: Math.max(1, retryAfter) });

/** Refusals of our own session hook (auth.ts) that come after Better Auth has checked the password. */
const PASSWORD_PROVEN_REASONS = new Set<string>([AUTH_ERROR_REASONS.accountSuspended, AUTH_ERROR_REASONS.emailNotVerified]);

/** The body checked with the endpoint's contract, then turned into what Better Auth is sent. */
function checked<E extends Endpoint>(endpoint: E, build: (input: HandlerInput<E>['body'], ctx: AppContext) => Promise<Forward> | Forward): Prepare {
  return async (ctx, input) => build(validateInput(endpoint, 'body', input), ctx);
}

/** Keyed by the path below /api/auth: the contract's own path, so that the two cannot drift. */
const below = (endpoint: Endpoint) => endpoint.spec.path.slice(AUTH_BASE_PATH.length);

const PREPARE: Record<string, Prepare> = {
  [below(authApi.signUp)]: checked(authApi.signUp, async (input, ctx) => {
    if (!can(null, 'account:register', await ctx.siteSettings.get())) throw new AppError('PERMISSION_DENIED', AUTH_MESSAGES.registrationClosed);
    return { body: { name: input.name, email: input.email, password: input.password, callbackURL: VERIFY_EMAIL_CALLBACK } };
  }),
  [below(authApi.signIn)]: checked(authApi.signIn, async (input, ctx) => {
    // The attempt is counted before the password is checked, so a parallel burst checks at most the maximum.
    const max = (await ctx.siteSettings.get()).maxLoginAttempts;
    const reservation = await reserveSignInAttempt(ctx.db, input.email, ctx.now(), max);
    if (!reservation.allowed) throw lockedError(reservation.lock.retryAfterSeconds);
    // ADMIN_EMAILS before Better Auth loads the person, so that the sign-in answer already shows the role.
    if (isAdminEmail(input.email, ctx.settings.adminEmails)) await grantAdminByEmail(ctx.db, input.email);
    return { body: { email: input.email, password: input.password, rememberMe: input.rememberMe }, email: input.email, reservation };
  }),
  // Answered at once after one write (the job), the same for every address; the job does the lookup and the
  // email, so a known address is not measurably slower than an unknown one (issue 8, item 12).
  [below(authApi.requestPasswordReset)]: checked(authApi.requestPasswordReset, async (input, ctx) => {
    await queuePasswordReset(ctx.db, input.email);
    return { body: {}, answer: PASSWORD_RESET_ANSWER };
  }),
  [below(authApi.resetPassword)]: checked(authApi.resetPassword, (input) => ({ body: { newPassword: input.newPassword, token: input.token } })),
  [below(authApi.sendVerificationEmail)]: checked(authApi.sendVerificationEmail, (input) => ({
    body: { email: input.email, callbackURL: VERIFY_EMAIL_CALLBACK },
  })),
};

/** Better Auth's 'failed to create user' while the address now has an account: another request won the insert. */
async function lostSignUpRace(ctx: AppContext, response: Response, body: Record<string, unknown> | undefined): Promise<boolean> {
  if (response.status !== 422 || (await reasonOf(response)) !== 'FAILED_TO_CREATE_USER') return false;
  return typeof body?.email === 'string' && accountExists(ctx.db, body.email);
}

/** The `code` of a Better Auth error answer (read from a clone: the body is sent on afterwards). */
async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body?.code === 'string' ? body.code : '';
  } catch {
    return '';
  }
}

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

/**
 * The session token lives in the HttpOnly cookie only: Better Auth also puts it in the JSON of sign-in
 * (`token`), get-session (`session.token`) and list-sessions (each `token`), where any script on the page could
 * read it (issue 8, item 12). Those keys are removed from every /api/auth answer.
 */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens);
  if (!body || typeof body !== 'object') return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if (rest.session && typeof rest.session === 'object' && !Array.isArray(rest.session)) {
    const { token: _sessionToken, ...session } = rest.session as Record<string, unknown>;
    rest.session = session;
  }
  return rest;
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
  if (text && response.headers.get('content-type')?.includes('application/json')) {
    try {
      return reply.send(JSON.stringify(withoutSessionTokens(JSON.parse(text))));
    } catch {
      // Not JSON after all: sent as it came.
    }
  }
  return reply.send(text);
}

export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  if (authApi.catchAll.spec.path !== `${AUTH_BASE_PATH}/*`) throw new Error(`Better Auth is mounted at ${AUTH_BASE_PATH}, its contract says ${authApi.catchAll.spec.path}`);

  return async (app) => {
    route(app, authProvidersApi.list, async () => {
      const social = (['google', 'github'] as const).filter((p): p is SocialProvider => Boolean(ctx.settings.socialProviders[p]));
      return { emailPassword: true as const, social };
    });

    const forwardToBetterAuth: ContractHandler<typeof authApi.catchAll | typeof authApi.catchAllPost> = async (_input, request, reply) => {
      // Better Auth resolves dot segments, %2e and backslashes; anything below keys on the path. Another
      // spelling of an endpoint would reach Better Auth past the checks, so it does not exist here (070).
      if (!isCanonicalPath(request.url)) throw notFound();
      const path = rawPathOf(request.url).slice(AUTH_BASE_PATH.length);
      const prepare = request.method === 'POST' ? PREPARE[path] : undefined;
      const forward: Forward = prepare ? await prepare(ctx, request.body) : { body: request.body as Record<string, unknown> };
      if (forward.answer !== undefined) return forward.answer as Record<string, unknown>;
      let response = await ctx.auth.handler(toWebRequest(ctx, request, forward.body));
      if (path === below(authApi.signUp) && (await lostSignUpRace(ctx, response, forward.body))) {
        // A parallel sign-up of the same address created the account first; asked again, Better Auth gives the
        // answer every taken address gets (a stand-in user and the 'already registered' email), not a 422.
        response = await ctx.auth.handler(toWebRequest(ctx, request, forward.body));
      }

      if (path === below(authApi.signIn) && forward.email && forward.reservation) {
        if (response.status === 401) {
          // The first pause of a streak: the owner gets a reset link that ends it, so whoever typed the wrong
          // passwords, the owner is never left without a way in (decision 178). The job looks the address up:
          // an unknown one costs the request the same single write and gets no email.
          if (forward.reservation.firstLock) await queuePasswordReset(ctx.db, forward.email, 'locked');
          // Counted already; the attempt that reached the limit says so.
          if (forward.reservation.lock.locked) throw lockedError(forward.reservation.lock.retryAfterSeconds);
        } else if (response.ok || (response.status === 403 && PASSWORD_PROVEN_REASONS.has(await reasonOf(response)))) {
          await clearFailedSignIns(ctx.db, forward.email);
        }
        // Anything else (Better Auth's own 403 before the password check, a 5xx) stays counted: fail closed.
      }
      return sendWebResponse(reply, response);
    };
    route(app, authApi.catchAll, forwardToBetterAuth);
    route(app, authApi.catchAllPost, forwardToBetterAuth);
  };
}
