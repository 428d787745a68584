import { maySee, type Stance, type Visibility } from '#shared/social/rules.js';
import { type Asker, rule } from './rule.js';

/** A person's profile as the social rules see it: its visibility and how the asker stands to its owner. */
export interface SocialPersonResource {
  visibility: Visibility;
  stance: Stance;
}

/** A pending friend request. */
export interface FriendRequestResource {
  requesterId: string;
  addresseeId: string;
}

/** An unexpired invite link, being accepted. */
export interface SocialInviteLinkResource {
  inviterId: string;
}

/**
 * The social hub (issue 13; core-app.md 3-9): people, friend requests and invite links. Activities are
 * activity.ts, comments comment.ts.
 */
export const socialRules = {
  // The person's own profile, friends, requests, blocks, search, invitations, suggestions, feed and stats:
  // the services scope every row to them.
  'social:use': rule('person'),
  // Another person's page: the visibility rule (owner; anyone signed in when public; friends when 'friends'; never across a block).
  'social-person:read': rule<SocialPersonResource, Asker>('person', (_actor, p) => maySee(p.visibility, p.stance)),
  // A pending request: its addressee answers it, its requester cancels it.
  'friend-request:respond': rule<FriendRequestResource, Asker>('person', (actor, r) => actor !== null && r.addresseeId === actor.userId),
  'friend-request:cancel': rule<FriendRequestResource, Asker>('person', (actor, r) => actor !== null && r.requesterId === actor.userId),
  // An invite link: anyone may see who sent it; a signed-in person other than the inviter accepts it.
  'social-invite-link:read': rule('anyone'),
  'social-invite-link:accept': rule<SocialInviteLinkResource, Asker>('person', (actor, l) => actor !== null && l.inviterId !== actor.userId),
};
