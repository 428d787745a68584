import type { Actor } from './actor.js';

/**
 * The shape of one rule, and the one procedure that decides it. Every aggregate's file (wishlist.ts, claim.ts,
 * comment.ts, ...) declares its rules with rule(); index.ts composes them into can(), and the abilities sent to
 * the client (wishlist-abilities.ts, comment.ts) are decided by the same rule objects through the same decide().
 */

/** Who may ask: 'person' needs a signed-in actor (401 without one), 'admin' an admin (403 otherwise). */
export type Who = 'anyone' | 'person' | 'admin';

/**
 * The least a rule can read of the asker: who they are. Rules that read nothing more (the wishlist, claim and
 * comment rules) are declared over an Asker, so the services that build the client's flags, which know only
 * the viewer's id, ask them exactly as can() does. A rule reading more (email, role) is declared over Actor.
 */
export type Asker = Pick<Actor, 'userId'>;

export interface Rule<R, A extends Asker = Actor> {
  readonly who: Who;
  /** The check on the resource, for actions on one thing; without a resource such an action is refused. */
  readonly allows?: (actor: A | null, resource: R) => boolean;
}

export function rule<R = void, A extends Asker = Actor>(who: Who, allows?: (actor: A | null, resource: R) => boolean): Rule<R, A> {
  return { who, allows };
}

/** The decision, failing closed: signed-in and admin gates first, then the rule's check on the resource. */
export function decide<R, A extends Asker>(found: Rule<R, A> | undefined, actor: A | null, resource: R | undefined): boolean {
  if (!found) return false;
  if (found.who !== 'anyone' && actor === null) return false;
  if (found.who === 'admin' && (actor as Partial<Actor> | null)?.role !== 'admin') return false;
  if (!found.allows) return true;
  return resource !== undefined && resource !== null && found.allows(actor, resource);
}

/** A row that belongs to one person: recipients, runs, notifications, claims. */
export interface OwnedResource {
  userId: string;
}

// A row is its owner's alone, admins included out (core-app.md 6: scoped to their own user id).
export const ownedBy = (actor: Asker | null, row: OwnedResource) => actor !== null && row.userId === actor.userId;
