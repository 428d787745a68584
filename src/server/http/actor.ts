import type { FastifyRequest } from 'fastify';
import { type Action, can, needsPerson, type ResourceAction, type ResourceArgs, type ResourceOf } from '#server/policies/index.js';
import type { Actor } from '#server/policies/actor.js';
import { AppError, notFound } from '#server/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth area's onRequest hook from the session cookie; null when signed out. */
    actor: Actor | null;
  }
}

/**
 * How routes ask the rulebook (src/server/policies). Three shapes cover every route:
 * - requireActor: the route acts for the signed-in person (their profile, their lists): 401 signed out, 403 refused;
 * - authorize: the route is open to visitors too (or to admins only) and may not need the actor;
 * - loadAuthorized: the route acts on one row named in the URL: someone else's row looks missing (404).
 */

const signInAgain = () => new AppError('AUTHENTICATION_ERROR', 'Authentication failed. Please sign in again.');

/** The signed-in actor allowed this action: 401 when signed out, 403 when the rulebook refuses. */
export function requireActor<A extends Action>(request: FastifyRequest, action: A, ...resource: ResourceArgs<A>): Actor {
  const { actor } = request;
  if (!actor) throw signInAgain();
  if (!can(actor, action, ...resource)) throw new AppError('PERMISSION_DENIED');
  return actor;
}

/** Checks the rulebook for this request (visitors included): 401 when signed out and the rule needs a person, 403 otherwise. */
export function authorize<A extends Action>(request: FastifyRequest, action: A, ...resource: ResourceArgs<A>): Actor | null {
  if (can(request.actor, action, ...resource)) return request.actor;
  if (!request.actor && needsPerson(action)) throw signInAgain();
  throw new AppError('PERMISSION_DENIED');
}

/**
 * Load the one thing a request names and check the action on it. Signed out where the rule needs a person:
 * 401 before anything is loaded. Missing, or refused: the same 404, so ids reveal nothing about others' rows.
 */
export async function loadAuthorized<A extends ResourceAction, R extends ResourceOf<A>>(
  request: FastifyRequest,
  action: A,
  load: (actor: Actor | null) => Promise<R | null | undefined>,
  notFoundMessage?: string,
): Promise<R> {
  if (!request.actor && needsPerson(action)) throw signInAgain();
  const resource = await load(request.actor);
  if (resource == null || !can(request.actor, action, ...([resource] as unknown as ResourceArgs<A>))) throw notFound(notFoundMessage);
  return resource;
}
