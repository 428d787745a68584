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
  | 'email:unsubscribe'
  | 'contact:send'
  | 'media:read'
  | 'notifications:list'
  | 'notifications:update-own'
  | 'notification:update'
  | 'notification:delete'
  | 'products:read'
  | 'products:refresh'
  | 'default-wishlist:read'
  | 'default-wishlist:update'
  | 'recipients:list'
  | 'recipients:create'
  | 'recipient:read'
  | 'recommendations:list'
  | 'recommendations:create'
  | 'recommendation:read'
  | 'recommendation:update';

type Rule = (actor: Actor | null, resource?: unknown) => boolean;

const signedIn: Rule = (a) => a !== null;
const anyone: Rule = () => true;
// Moderators have user rights until their permissions are specified (fail closed).
const admin: Rule = (a) => a?.role === 'admin';
// A profile is its owner's alone; without a resource the route acts on the actor's own profile.
const ownProfile: Rule = (a, r) => signedIn(a) && a !== null && (r === undefined || (r as { userId?: unknown }).userId === a.userId);
// Public media (avatars, blog and product images) for anyone; other media for its owner.
const mediaReader: Rule = (a, r) => {
  const m = r as { isPublic?: boolean; ownerId?: string | null } | undefined;
  if (!m) return false;
  return m.isPublic === true || (a !== null && m.ownerId === a.userId);
};

// A notification is read and changed by the person it is for, no one else (admins included).
const ownNotification: Rule = (a, r) =>
  a !== null && typeof r === 'object' && r !== null && (r as { userId?: unknown }).userId === a.userId;

// Recipients and recommendation runs are their owner's alone (core-app.md 6: scoped to their own user id).
const ownRow: Rule = (a, r) =>
  a !== null && typeof r === 'object' && r !== null && (r as { userId?: unknown }).userId === a.userId;

const RULES: Record<Action, Rule> = {
  'profile:read': ownProfile,
  'profile:update': ownProfile,
  'errors:report': anyone,
  'errors:list': admin,
  'errors:resolve': admin,
  'settings:manage': admin,
  'users:manage': admin,
  'admin:access': admin,
  // No sign-in: the signed token in the link proves the mailbox (checked by the unsubscribe service).
  'email:unsubscribe': anyone,
  // The contact form: visitors too; the 'contact' rate limit bounds it.
  'contact:send': anyone,
  'media:read': mediaReader,
  // The signed-in person's own list, counts, mark-all-read and badges.
  'notifications:list': signedIn,
  'notifications:update-own': signedIn,
  'notification:update': ownNotification,
  'notification:delete': ownNotification,
  // The catalogue and best sellers are public; refreshing the cache is too (rate-limited and coalesced).
  'products:read': anyone,
  'products:refresh': anyone,
  // The heart and "save to wishlist": the person's own default wishlist (the service scopes every row to it).
  'default-wishlist:read': signedIn,
  'default-wishlist:update': signedIn,
  'recipients:list': signedIn,
  'recipients:create': signedIn,
  'recipient:read': ownRow,
  // The gift finder: anyone signed in starts runs; a run is read and refined by its owner only.
  'recommendations:list': signedIn,
  'recommendations:create': signedIn,
  'recommendation:read': ownRow,
  'recommendation:update': ownRow,
};

export function can(actor: Actor | null, action: Action, resource?: unknown): boolean {
  const rule = RULES[action];
  return rule ? rule(actor, resource) : false;
}

export type { Actor };
