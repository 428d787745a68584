import type { FastifyRequest } from 'fastify';
import { type Action, can } from '../policies/index.js';
import type { Actor } from '../policies/actor.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth area's onRequest hook from the session cookie; null when signed out. */
    actor: Actor | null;
  }
}

/** The signed-in actor, or a 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('AUTHENTICATION_ERROR', 'Authentication failed. Please sign in again.');
  return request.actor;
}

/** Checks the policy for this request: 401 when signed out and the rule needs a person, 403 otherwise. */
export function authorize(request: FastifyRequest, action: Action, resource?: unknown): Actor | null {
  if (can(request.actor, action, resource)) return request.actor;
  if (!request.actor) throw new AppError('AUTHENTICATION_ERROR', 'Authentication failed. Please sign in again.');
  throw new AppError('PERMISSION_DENIED');
}
