import type { Actor } from './actor.js';

/**
 * The rulebook: every access rule of the product in one place, decided on the server, failing closed.
 * An action not listed here is refused for everyone. Feature areas add their actions as they land.
 */
export type Action =
  | 'profile:read'
  | 'profile:update'
  | 'errors:report'
  | 'errors:list'
  | 'errors:resolve'
  | 'settings:manage'
  | 'users:manage'
  | 'admin:access'
  | 'email:unsubscribe';

type Rule = (actor: Actor | null, resource?: unknown) => boolean;

const signedIn: Rule = (a) => a !== null;
const anyone: Rule = () => true;
// Moderators have user rights until their permissions are specified (fail closed).
const admin: Rule = (a) => a?.role === 'admin';

const RULES: Record<Action, Rule> = {
  'profile:read': signedIn,
  'profile:update': signedIn,
  'errors:report': anyone,
  'errors:list': admin,
  'errors:resolve': admin,
  'settings:manage': admin,
  'users:manage': admin,
  'admin:access': admin,
  // No sign-in: the signed token in the link proves the mailbox (checked by the unsubscribe service).
  'email:unsubscribe': anyone,
};

export function can(actor: Actor | null, action: Action, resource?: unknown): boolean {
  const rule = RULES[action];
  return rule ? rule(actor, resource) : false;
}

export type { Actor };
