import { isSuspended } from '#shared/auth/suspension.js';
import type { CollaboratorRole, WishlistPrivacy } from '#shared/constants/choice-lists.js';
import { maySee, maySeeActivity, type Stance, type Visibility } from '#shared/social/rules.js';
import { mayClaim, mayEditItems, mayManageWishlist, mayViewWishlist, type WishlistRelation } from '#shared/wishlists/rules.js';
import type { Actor } from './actor.js';

/**
 * The rulebook: every access rule of the product in one place, decided on the server, failing closed. An
 * action not listed here does not exist (a type error) and is refused for everyone. Each rule says who may
 * ask at all (anyone, a signed-in person, an admin) and, for actions on one thing, what that thing must be
 * (its type is the action's resource). Routes ask through src/server/http/actor.ts (requireActor,
 * authorize, loadAuthorized); the auth layer asks can() directly for sign-up and sessions.
 */

/** Who may ask: 'person' needs a signed-in actor (401 without one), 'admin' an admin (403 otherwise). */
type Who = 'anyone' | 'person' | 'admin';

interface Rule<R> {
  readonly who: Who;
  /** The check on the resource, for actions on one thing; without a resource such an action is refused. */
  readonly allows?: (actor: Actor | null, resource: R) => boolean;
}

function rule<R = void>(who: Who, allows?: (actor: Actor | null, resource: R) => boolean): Rule<R> {
  return { who, allows };
}

/** A row that belongs to one person: recipients, runs, notifications. */
export interface OwnedResource {
  userId: string;
}

/** An occasion: its owner's alone (core-app.md 6). */
export interface OccasionResource {
  ownerId: string;
}

/** A gift history entry: its giver's alone. */
export interface GiftHistoryResource {
  giverId: string;
}

/** A stored image: public ones (avatars, blog and product images) for anyone, others for their owner. */
export interface MediaResource {
  isPublic: boolean;
  ownerId: string | null;
}

/** The 'User Registration' site setting, read when someone tries to create an account. */
export interface RegistrationResource {
  userRegistration: boolean;
}

/** The account behind a session (being created or being used) and the time of the request. */
export interface SessionResource {
  user: { banned?: boolean | null; banExpires?: Date | string | null };
  now: Date;
}

/**
 * The development mailbox's facts: the local mail stand-in is the transport, the site runs on a loopback
 * address, and the request comes from this machine (a dev server bound to 0.0.0.0 on a LAN is not enough).
 */
export interface DevMailResource {
  localTransport: boolean;
  loopbackSite: boolean;
  remoteAddress: string | undefined;
  /** The Host header names BASE_URL's host: a DNS-rebinding page's requests carry its own name. */
  ownHost: boolean;
}

/**
 * A wishlist as the rulebook sees it: its privacy and how the asking person stands to it (their accepted
 * collaborator role, friendship with the owner, whether they came through a working share link). Built by
 * the wishlist services (wishlistAccess); the rules themselves are src/shared/wishlists/rules.ts.
 */
export interface WishlistResource {
  privacy: WishlistPrivacy;
  role: CollaboratorRole | null;
  isFriend: boolean;
  viaShareLink: boolean;
  /** The owner blocked the asking person (social blocks): the list is hidden from them. */
  blockedByOwner: boolean;
}

/** A collaborator row being changed or removed, and the asking person's own role on that list. */
export interface CollaboratorResource {
  actorRole: CollaboratorRole | null;
  target: { userId: string; role: CollaboratorRole };
}

/** A share link being opened. */
export interface ShareLinkResource {
  isActive: boolean;
  expiresAt: Date | null;
  listActive: boolean;
  now: Date;
}

/** An invitation answered in the app: it must have been sent to the signed-in person's email. */
export interface InvitationResource {
  email: string;
}

/** The test clock (TEST_CLOCK=on, docs/decisions/085): asked for like the mailbox, from this machine under BASE_URL's host. */
export interface TestClockResource {
  testClock: boolean;
  loopbackSite: boolean;
  remoteAddress: string | undefined;
  ownHost: boolean;
}

/** A person's profile as the social rules see it: its visibility and how the asker stands to its owner. */
export interface SocialPersonResource {
  visibility: Visibility;
  stance: Stance;
}

/** One activity: its own privacy, its author's activity visibility, and how the asker stands to the author. */
export interface SocialActivityResource {
  privacy: 'public' | 'friends';
  activityVisibility: Visibility;
  stance: Stance;
}

/** A comment on an activity the asker can see: who wrote it and who wrote the activity. */
export interface SocialCommentResource {
  authorId: string;
  activityAuthorId: string;
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

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request from this machine to a loopback site under its own host name (not a DNS-rebinding page). */
const fromThisMachine = (r: { loopbackSite: boolean; ownHost: boolean; remoteAddress: string | undefined }) =>
  r.loopbackSite && r.ownHost && LOOPBACK_ADDRESSES.has(r.remoteAddress ?? '');

// A row is its owner's alone, admins included out (core-app.md 6: scoped to their own user id).
const ownedBy = (actor: Actor | null, row: OwnedResource) => actor !== null && row.userId === actor.userId;

const ownsOccasion = (actor: Actor | null, row: OccasionResource) => actor !== null && row.ownerId === actor.userId;
const gaveIt = (actor: Actor | null, row: GiftHistoryResource) => actor !== null && row.giverId === actor.userId;
// A role belongs to a signed-in person: a visitor never holds one, whatever the resource says (fail closed).
const relationOf = (actor: Actor | null, w: WishlistResource): WishlistRelation => ({
  role: actor ? w.role : null,
  signedIn: actor !== null,
  isFriend: w.isFriend,
  viaShareLink: w.viaShareLink,
  blockedByOwner: actor !== null && w.blockedByOwner,
});

const seesActivity = (_actor: Actor | null, a: SocialActivityResource) => maySeeActivity(a.privacy, a.activityVisibility, a.stance);

const RULES = {
  // A person's own profile: the routes carry no user id, so the resource is always the actor's own.
  'profile:read': rule('person'),
  'profile:update': rule('person'),
  // Who is signed in (or nobody): the client's session probe answers everyone, each about themself only.
  'session:read': rule('anyone'),
  'errors:report': rule('anyone'),
  'errors:list': rule('admin'),
  'errors:resolve': rule('admin'),
  // Moderators have user rights until their permissions are specified (fail closed).
  'admin:access': rule('admin'),
  // No sign-in: the signed token in the link proves the mailbox (checked by the unsubscribe service).
  'email:unsubscribe': rule('anyone'),
  // The contact form: visitors too; the 'contact' rate limit bounds it.
  'contact:send': rule('anyone'),
  'media:read': rule<MediaResource>('anyone', (actor, m) => m.isPublic || (actor !== null && m.ownerId !== null && m.ownerId === actor.userId)),
  // The signed-in person's own list, counts, mark-all-read and badges.
  'notifications:list': rule('person'),
  'notifications:update-own': rule('person'),
  'notification:update': rule<OwnedResource>('person', ownedBy),
  'notification:delete': rule<OwnedResource>('person', ownedBy),
  // The person's own notification preferences (per type: in the app, by email, by push); the service scopes to them.
  'notification-preferences:read': rule('person'),
  'notification-preferences:update': rule('person'),
  // Web Push: the server's public key for anyone signed in; a device's subscription is its owner's alone
  // (registering one takes over the endpoint for the person signed in on that browser now).
  'push-key:read': rule('person'),
  'push-subscriptions:create': rule('person'),
  'push-subscription:delete': rule<OwnedResource>('person', ownedBy),
  // The catalogue and best sellers are public; refreshing the cache is too (rate-limited and coalesced).
  'products:read': rule('anyone'),
  'products:refresh': rule('anyone'),
  // The heart and "save to wishlist": the person's own default wishlist (the service scopes every row to it).
  'default-wishlist:read': rule('person'),
  'default-wishlist:update': rule('person'),
  // Wishlists (issue 12; core-app.md 5, 6). Everything is decided on the list's WishlistResource.
  'wishlists:list': rule('person'),
  'wishlists:create': rule('person'),
  // Reading a pasted product page: signed-in people only (the fetch is guarded and rate-limited).
  'wishlists:url-preview': rule('person'),
  'wishlist:read': rule<WishlistResource>('person', (actor, w) => mayViewWishlist(w.privacy, relationOf(actor, w))),
  // Reading a list through a working share link, signed in or not (a person the owner blocked is refused).
  'wishlist:read-shared': rule<WishlistResource>('anyone', (actor, w) => mayViewWishlist(w.privacy, relationOf(actor, w))),
  // Owner only: update (rename, archive, cover), delete, share links, collaborators and invitations.
  'wishlist:update': rule<WishlistResource>('person', (_actor, w) => mayManageWishlist(w.role)),
  'wishlist:delete': rule<WishlistResource>('person', (_actor, w) => mayManageWishlist(w.role)),
  'wishlist:share': rule<WishlistResource>('person', (_actor, w) => mayManageWishlist(w.role)),
  'wishlist:invite': rule<WishlistResource>('person', (_actor, w) => mayManageWishlist(w.role)),
  // Owner and editor: add, edit, delete and move items.
  'wishlist:edit-items': rule<WishlistResource>('person', (_actor, w) => mayEditItems(w.role)),
  // Members see who else is on the list.
  'wishlist:read-collaborators': rule<WishlistResource>('person', (_actor, w) => w.role !== null),
  // Everyone who may view except the owner; share-link visitors without an account too (confirmed by email).
  'wishlist:claim': rule<WishlistResource>('anyone', (actor, w) => mayClaim(w.privacy, relationOf(actor, w))),
  'wishlist:add-surprise': rule<WishlistResource>('person', (actor, w) => mayClaim(w.privacy, relationOf(actor, w))),
  // The owner changes roles of others; the owner removes others, and anyone but the owner may leave.
  'wishlist-collaborator:update': rule<CollaboratorResource>('person', (_actor, c) => c.actorRole === 'owner' && c.target.role !== 'owner'),
  'wishlist-collaborator:remove': rule<CollaboratorResource>(
    'person',
    (actor, c) => c.target.role !== 'owner' && (c.actorRole === 'owner' || c.target.userId === actor?.userId),
  ),
  // A share link opens its list for anyone while active, unexpired and the list exists.
  'wishlist-share:open': rule<ShareLinkResource>(
    'anyone',
    (_actor, s) => s.isActive && s.listActive && (s.expiresAt === null || s.expiresAt.getTime() > s.now.getTime()),
  ),
  // Invitations: in the app only the invited email's person; by the emailed link, the link proves the mailbox
  // (accepting needs an account to join with, declining does not).
  'wishlist-invitations:list-own': rule('person'),
  // The address must be verified: anyone can sign up with someone else's address unverified.
  'wishlist-invitation:answer': rule<InvitationResource>(
    'person',
    (actor, i) => actor !== null && actor.emailVerified && i.email === actor.email.toLowerCase(),
  ),
  'wishlist-invitation:read-by-token': rule('anyone'),
  'wishlist-invitation:accept-by-token': rule('person'),
  'wishlist-invitation:decline-by-token': rule('anyone'),
  // Claims: the claimer's own ('My claims', change, cancel); a visitor's by the emailed manage link.
  'claims:list-own': rule('person'),
  'claim:update': rule<OwnedResource>('person', ownedBy),
  'claim:delete': rule<OwnedResource>('person', ownedBy),
  'claim:manage-by-token': rule('anyone'),
  'recipients:list': rule('person'),
  'recipients:create': rule('person'),
  'recipient:read': rule<OwnedResource>('person', ownedBy),
  // Editing, deleting and the recipient's private gift ideas: the owner only (update and delete filter on id and user_id).
  'recipient:update': rule<OwnedResource>('person', ownedBy),
  'recipient:delete': rule<OwnedResource>('person', ownedBy),
  // The calendar (issue 11): occasions, reminders, stats and the feed's management are the person's own.
  'occasions:list': rule('person'),
  'occasions:create': rule('person'),
  'occasion:read': rule<OccasionResource>('person', ownsOccasion),
  'occasion:update': rule<OccasionResource>('person', ownsOccasion),
  'occasion:delete': rule<OccasionResource>('person', ownsOccasion),
  'reminders:list': rule('person'),
  'reminders:send': rule('person'),
  // Turning one's own reminder emails back on after an unsubscribe link (decision 174).
  'reminders:resubscribe': rule('person'),
  'reminder:update': rule<OwnedResource>('person', ownedBy),
  'reminder:send': rule<OwnedResource>('person', ownedBy),
  'calendar-feed:manage': rule('person'),
  // The feed URL is its own key (a secret the owner may revoke): calendar apps fetch it without a session.
  'calendar-feed:read': rule('anyone'),
  'gift-history:list': rule('person'),
  'gift-history:create': rule('person'),
  'gift-history-entry:update': rule<GiftHistoryResource>('person', gaveIt),
  'gift-history-entry:delete': rule<GiftHistoryResource>('person', gaveIt),
  'received-gifts:list': rule('person'),
  'received-gifts:create': rule('person'),
  'received-gift:update': rule<OwnedResource>('person', ownedBy),
  'received-gift:delete': rule<OwnedResource>('person', ownedBy),
  // The gift finder: anyone signed in starts runs; a run is read and refined by its owner only.
  'recommendations:list': rule('person'),
  'recommendations:create': rule('person'),
  'recommendation:read': rule<OwnedResource>('person', ownedBy),
  'recommendation:update': rule<OwnedResource>('person', ownedBy),
  // The social hub (issue 13; core-app.md 3-9). The person's own profile, friends, requests, blocks, search,
  // invitations, suggestions, feed and stats: the services scope every row to them.
  'social:use': rule('person'),
  // Another person's page: the visibility rule (owner; anyone signed in when public; friends when 'friends'; never across a block).
  'social-person:read': rule<SocialPersonResource>('person', (_actor, p) => maySee(p.visibility, p.stance)),
  // Reading, liking, commenting on and sharing an activity: whoever may see it.
  'social-activity:read': rule<SocialActivityResource>('person', seesActivity),
  'social-activity:engage': rule<SocialActivityResource>('person', seesActivity),
  // A comment: its author edits it; its author or the activity's author deletes it.
  'social-comment:update': rule<SocialCommentResource>('person', (actor, c) => actor !== null && c.authorId === actor.userId),
  'social-comment:delete': rule<SocialCommentResource>(
    'person',
    (actor, c) => actor !== null && (c.authorId === actor.userId || c.activityAuthorId === actor.userId),
  ),
  // A pending request: its addressee answers it, its requester cancels it.
  'friend-request:respond': rule<FriendRequestResource>('person', (actor, r) => actor !== null && r.addresseeId === actor.userId),
  'friend-request:cancel': rule<FriendRequestResource>('person', (actor, r) => actor !== null && r.requesterId === actor.userId),
  // An invite link: anyone may see who sent it; a signed-in person other than the inviter accepts it.
  'social-invite-link:read': rule('anyone'),
  'social-invite-link:accept': rule<SocialInviteLinkResource>('person', (actor, l) => actor !== null && l.inviterId !== actor.userId),
  // Creating an account by any public path (email, Google, GitHub) while 'User Registration' is on.
  'account:register': rule<RegistrationResource>('anyone', (_actor, settings) => settings.userRegistration),
  // Signing in and keeping a session: not while suspended (a suspension with an end date lifts itself).
  'session:use': rule<SessionResource>('anyone', (_actor, { user, now }) => !isSuspended(user, now)),
  'dev-mail:read': rule<DevMailResource>(
    'anyone',
    (_actor, r) => r.localTransport && fromThisMachine(r),
  ),
  'test-clock:move': rule<TestClockResource>('anyone', (_actor, r) => r.testClock && fromThisMachine(r)),
};

export type Action = keyof typeof RULES;
/** What an action is decided on (void: nothing, the actor alone). */
export type ResourceOf<A extends Action> = (typeof RULES)[A] extends Rule<infer R> ? R : never;
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
  const found = RULES[action] as Rule<unknown> | undefined;
  if (!found) return false;
  if (found.who !== 'anyone' && actor === null) return false;
  if (found.who === 'admin' && actor?.role !== 'admin') return false;
  if (!found.allows) return true;
  return resource !== undefined && resource !== null && found.allows(actor, resource);
}

export type { Actor };
