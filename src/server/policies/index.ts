import type { Actor } from './actor.js';
import { accountRules } from './account.js';
import { activityRules } from './activity.js';
import { adminRules } from './admin.js';
import { claimRules } from './claim.js';
import { collaboratorRules } from './collaborator.js';
import { commentRules } from './comment.js';
import { giftHistoryRules } from './gift-history.js';
import { notificationRules } from './notification.js';
import { occasionRules } from './occasion.js';
import { profileRules } from './profile.js';
import { recipientRules } from './recipient.js';
import { recommendationRules } from './recommendation.js';
import { decide, type Rule } from './rule.js';
import { shareRules } from './share.js';
import { siteRules } from './site.js';
import { socialRules } from './social.js';
import { wishlistItemRules } from './wishlist-item.js';
import { wishlistRules } from './wishlist.js';

/**
 * The rulebook: every access rule of the product, decided on the server, failing closed. Each aggregate's
 * rules live in its own file (wishlist.ts, claim.ts, comment.ts, ...); this file only composes them. An action
 * not listed here does not exist (a type error) and is refused for everyone. Each rule says who may ask at all
 * (anyone, a signed-in person, an admin) and, for actions on one thing, what that thing must be (its type is
 * the action's resource). Routes ask through src/server/http/actor.ts (requireActor, authorize,
 * loadAuthorized); the auth layer asks can() directly; the flags the client gets come from the same rules
 * (wishlist-abilities.ts, comment.ts's commentAbilities).
 */
const RULES = {
  ...profileRules,
  ...accountRules,
  ...adminRules,
  ...siteRules,
  ...notificationRules,
  ...wishlistRules,
  ...wishlistItemRules,
  ...claimRules,
  ...shareRules,
  ...collaboratorRules,
  ...recipientRules,
  ...occasionRules,
  ...giftHistoryRules,
  ...recommendationRules,
  ...socialRules,
  ...activityRules,
  ...commentRules,
};

export type Action = keyof typeof RULES;
/** What an action is decided on (void: nothing, the actor alone). */
export type ResourceOf<A extends Action> = (typeof RULES)[A] extends Rule<infer R, any> ? R : never;
/** The resource argument of an action: none when it takes none. */
export type ResourceArgs<A extends Action> = [ResourceOf<A>] extends [void] ? [] : [resource: ResourceOf<A>];
/** The actions decided on one thing (a row, a setting). */
export type ResourceAction = { [A in Action]: [ResourceOf<A>] extends [void] ? never : A }[Action];

/** Every action of the rulebook (the policy test walks them all). */
export const ACTIONS = Object.keys(RULES) as Action[];

/** Whether the action needs a signed-in person at all: without one the answer is 401, before anything is loaded. */
export function needsPerson(action: Action): boolean {
  return RULES[action].who !== 'anyone';
}

export function can<A extends Action>(actor: Actor | null, action: A, ...[resource]: ResourceArgs<A>): boolean {
  return decide(RULES[action] as Rule<unknown> | undefined, actor, resource);
}

export type { Actor };
export type { WishlistResource } from './wishlist.js';
export type { SocialActivityResource } from './activity.js';
export type { SocialCommentResource } from './comment.js';
