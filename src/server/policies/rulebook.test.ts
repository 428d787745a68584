import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import { ACTIONS, type Action, can, needsPerson } from './index.js';

/**
 * Every action of the rulebook, decided for a visitor, a person, another person, a moderator and an admin
 * (and, for actions on one thing, for the things that matter). A new action fails the last test until its
 * rows are written here.
 */
const person = (userId: string, role: Actor['role'] = 'user'): Actor => ({
  userId,
  email: `${userId}@example.com`,
  role,
  sessionId: `s-${userId}`,
  emailVerified: true,
});
const ada = person('ada');
const grace = person('grace');
const moderator = person('mod', 'moderator');
const admin = person('root', 'admin');
const who = { visitor: null, ada, grace, moderator, admin } as const;
type Who = keyof typeof who;

const adasRow = { userId: 'ada' };
const NOW = new Date('2030-01-01T12:00:00Z');
const local = { localTransport: true, loopbackSite: true, ownHost: true };
const clockOn = { testClock: true, loopbackSite: true, ownHost: true };

interface Row {
  action: Action;
  /** What the action is decided on; absent for actions on the actor alone. */
  resource?: unknown;
  label?: string;
  /** Who is allowed; everyone else in `who` is refused. */
  allowed: Who[];
}

const EVERYONE: Who[] = ['visitor', 'ada', 'grace', 'moderator', 'admin'];
const PEOPLE: Who[] = ['ada', 'grace', 'moderator', 'admin'];
const ADMINS: Who[] = ['admin'];
const NOBODY: Who[] = [];

const stranger = { isSelf: false, isFriend: false, blocked: false };
const friend = { isSelf: false, isFriend: true, blocked: false };
const blockedFriend = { isSelf: false, isFriend: true, blocked: true };

/** The social hub's rows: visibility for strangers, friends and across a block; comments and requests by role. */
function socialRows(): Row[] {
  const activity = (privacy: 'public' | 'friends', activityVisibility: 'public' | 'friends' | 'private', stance: typeof friend) => ({ privacy, activityVisibility, stance });
  const rows: Row[] = [
    { action: 'social-person:read', label: 'public to a stranger', resource: { visibility: 'public', stance: stranger }, allowed: PEOPLE },
    { action: 'social-person:read', label: 'friends-only to a stranger', resource: { visibility: 'friends', stance: stranger }, allowed: NOBODY },
    { action: 'social-person:read', label: 'friends-only to a friend', resource: { visibility: 'friends', stance: friend }, allowed: PEOPLE },
    { action: 'social-person:read', label: 'private to a friend', resource: { visibility: 'private', stance: friend }, allowed: NOBODY },
    { action: 'social-person:read', label: 'public across a block', resource: { visibility: 'public', stance: blockedFriend }, allowed: NOBODY },
    { action: 'social-comment:update', label: "Ada's comment on Grace's activity", resource: { authorId: 'ada', activityAuthorId: 'grace' }, allowed: ['ada'] },
    { action: 'social-comment:delete', label: "Ada's comment on Grace's activity", resource: { authorId: 'ada', activityAuthorId: 'grace' }, allowed: ['ada', 'grace'] },
    { action: 'friend-request:respond', label: 'Ada to Grace', resource: { requesterId: 'ada', addresseeId: 'grace' }, allowed: ['grace'] },
    { action: 'friend-request:cancel', label: 'Ada to Grace', resource: { requesterId: 'ada', addresseeId: 'grace' }, allowed: ['ada'] },
    { action: 'social-invite-link:read', allowed: EVERYONE },
    { action: 'social-invite-link:accept', label: "Ada's link", resource: { inviterId: 'ada' }, allowed: ['grace', 'moderator', 'admin'] },
  ];
  for (const action of ['social-activity:read', 'social-activity:engage'] as const) {
    rows.push(
      { action, label: 'friends activity to a friend', resource: activity('friends', 'friends', friend), allowed: PEOPLE },
      { action, label: 'friends activity to a stranger', resource: activity('friends', 'public', stranger), allowed: NOBODY },
      { action, label: 'public activity of a public person to a stranger', resource: activity('public', 'public', stranger), allowed: PEOPLE },
      { action, label: 'public activity of a friends-only person to a stranger', resource: activity('public', 'friends', stranger), allowed: NOBODY },
      { action, label: 'a private person’s activity to a friend', resource: activity('friends', 'private', friend), allowed: NOBODY },
      { action, label: 'across a block', resource: activity('public', 'public', blockedFriend), allowed: NOBODY },
    );
  }
  return rows;
}

const TABLE: Row[] = [
  { action: 'profile:read', allowed: PEOPLE },
  { action: 'social:use', allowed: PEOPLE },
  ...socialRows(),
  { action: 'session:read', allowed: EVERYONE },
  { action: 'profile:update', allowed: PEOPLE },
  { action: 'errors:report', allowed: EVERYONE },
  { action: 'errors:list', allowed: ADMINS },
  { action: 'errors:resolve', allowed: ADMINS },
  { action: 'admin:access', allowed: ADMINS },
  { action: 'email:unsubscribe', allowed: EVERYONE },
  { action: 'contact:send', allowed: EVERYONE },
  { action: 'media:read', label: 'public', resource: { isPublic: true, ownerId: 'ada' }, allowed: EVERYONE },
  { action: 'media:read', label: "Ada's private", resource: { isPublic: false, ownerId: 'ada' }, allowed: ['ada'] },
  { action: 'media:read', label: 'private without owner', resource: { isPublic: false, ownerId: null }, allowed: NOBODY },
  { action: 'notifications:list', allowed: PEOPLE },
  { action: 'notifications:update-own', allowed: PEOPLE },
  { action: 'notification-preferences:read', allowed: PEOPLE },
  { action: 'notification-preferences:update', allowed: PEOPLE },
  { action: 'push-key:read', allowed: PEOPLE },
  { action: 'push-subscriptions:create', allowed: PEOPLE },
  { action: 'push-subscription:delete', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'notification:update', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'notification:delete', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'products:read', allowed: EVERYONE },
  { action: 'products:refresh', allowed: EVERYONE },
  { action: 'default-wishlist:read', allowed: PEOPLE },
  { action: 'default-wishlist:update', allowed: PEOPLE },
  { action: 'recipients:list', allowed: PEOPLE },
  { action: 'recipients:create', allowed: PEOPLE },
  { action: 'recipient:read', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'recipient:update', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'recipient:delete', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'occasions:list', allowed: PEOPLE },
  { action: 'occasions:create', allowed: PEOPLE },
  { action: 'occasion:read', label: "Ada's", resource: { ownerId: 'ada' }, allowed: ['ada'] },
  { action: 'occasion:update', label: "Ada's", resource: { ownerId: 'ada' }, allowed: ['ada'] },
  { action: 'occasion:delete', label: "Ada's", resource: { ownerId: 'ada' }, allowed: ['ada'] },
  { action: 'reminders:list', allowed: PEOPLE },
  { action: 'reminders:send', allowed: PEOPLE },
  { action: 'reminders:resubscribe', allowed: PEOPLE },
  { action: 'reminder:update', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'reminder:send', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'calendar-feed:manage', allowed: PEOPLE },
  { action: 'calendar-feed:read', allowed: EVERYONE },
  { action: 'gift-history:list', allowed: PEOPLE },
  { action: 'gift-history:create', allowed: PEOPLE },
  { action: 'gift-history-entry:update', label: "Ada's", resource: { giverId: 'ada' }, allowed: ['ada'] },
  { action: 'gift-history-entry:delete', label: "Ada's", resource: { giverId: 'ada' }, allowed: ['ada'] },
  { action: 'received-gifts:list', allowed: PEOPLE },
  { action: 'received-gifts:create', allowed: PEOPLE },
  { action: 'received-gift:update', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'received-gift:delete', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'recommendations:list', allowed: PEOPLE },
  { action: 'recommendations:create', allowed: PEOPLE },
  { action: 'recommendation:read', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'recommendation:update', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'account:register', label: 'registration open', resource: { userRegistration: true }, allowed: EVERYONE },
  { action: 'account:register', label: 'registration closed', resource: { userRegistration: false }, allowed: NOBODY },
  { action: 'session:use', label: 'not suspended', resource: { user: { banned: false }, now: NOW }, allowed: EVERYONE },
  { action: 'session:use', label: 'suspended', resource: { user: { banned: true, banExpires: null }, now: NOW }, allowed: NOBODY },
  {
    action: 'session:use',
    label: 'suspension still running',
    resource: { user: { banned: true, banExpires: new Date(NOW.getTime() + 1000) }, now: NOW },
    allowed: NOBODY,
  },
  {
    action: 'session:use',
    label: 'suspension ended',
    resource: { user: { banned: true, banExpires: new Date(NOW.getTime() - 1000) }, now: NOW },
    allowed: EVERYONE,
  },
  { action: 'dev-mail:read', label: 'this machine, IPv4', resource: { ...local, remoteAddress: '127.0.0.1' }, allowed: EVERYONE },
  { action: 'dev-mail:read', label: 'this machine, IPv6', resource: { ...local, remoteAddress: '::1' }, allowed: EVERYONE },
  { action: 'dev-mail:read', label: 'this machine, mapped', resource: { ...local, remoteAddress: '::ffff:127.0.0.1' }, allowed: EVERYONE },
  { action: 'dev-mail:read', label: 'another machine', resource: { ...local, remoteAddress: '192.168.1.20' }, allowed: NOBODY },
  { action: 'dev-mail:read', label: 'no address', resource: { ...local, remoteAddress: undefined }, allowed: NOBODY },
  { action: 'dev-mail:read', label: 'a real mail transport', resource: { ...local, localTransport: false, remoteAddress: '127.0.0.1' }, allowed: NOBODY },
  { action: 'dev-mail:read', label: 'a public site', resource: { ...local, loopbackSite: false, remoteAddress: '127.0.0.1' }, allowed: NOBODY },
  { action: 'dev-mail:read', label: "another Host header (DNS rebinding)", resource: { ...local, ownHost: false, remoteAddress: '127.0.0.1' }, allowed: NOBODY },
  { action: 'test-clock:move', label: 'TEST_CLOCK on, this machine', resource: { ...clockOn, remoteAddress: '127.0.0.1' }, allowed: EVERYONE },
  { action: 'test-clock:move', label: 'TEST_CLOCK off', resource: { ...clockOn, testClock: false, remoteAddress: '127.0.0.1' }, allowed: NOBODY },
  { action: 'test-clock:move', label: 'TEST_CLOCK on, another machine', resource: { ...clockOn, remoteAddress: '10.0.0.8' }, allowed: NOBODY },
  { action: 'test-clock:move', label: 'TEST_CLOCK on, a public site', resource: { ...clockOn, loopbackSite: false, remoteAddress: '127.0.0.1' }, allowed: NOBODY },
  { action: 'test-clock:move', label: 'TEST_CLOCK on, another Host header', resource: { ...clockOn, ownHost: false, remoteAddress: '127.0.0.1' }, allowed: NOBODY },
];

/**
 * Wishlists (issue 12): every wishlist action over the six stances the issue names (owner, editor, viewer,
 * another signed-in person, signed out, share-link visitor), plus public and 'friends' lists. The stance is in
 * the resource (the services build it from the asking person), so a signed-in actor's name does not matter
 * and a visitor is refused wherever the rule needs a person.
 */
const list = (over: Record<string, unknown> = {}) => ({ privacy: 'private', role: null, isFriend: false, viaShareLink: false, blockedByOwner: false, ...over });
const STANCES = {
  owner: list({ role: 'owner' }),
  editor: list({ role: 'editor' }),
  viewer: list({ role: 'viewer' }),
  'another person, private list': list(),
  'another person, public list': list({ privacy: 'public' }),
  "the owner's friend, 'friends' list": list({ privacy: 'friends', isFriend: true }),
  "another person, 'friends' list": list({ privacy: 'friends' }),
  'share-link visitor, private list': list({ viaShareLink: true }),
  // The owner's block hides the list from a signed-in person (a visitor cannot be told apart).
  'blocked by the owner, public list': list({ privacy: 'public', blockedByOwner: true }),
  'blocked by the owner, share link': list({ viaShareLink: true, blockedByOwner: true }),
} as const;
type Stance = keyof typeof STANCES;
const WISHLIST_MATRIX: Record<string, Partial<Record<Stance, Who[]>>> = {
  'wishlist:read': { owner: PEOPLE, editor: PEOPLE, viewer: PEOPLE, 'another person, public list': PEOPLE, "the owner's friend, 'friends' list": PEOPLE, 'share-link visitor, private list': PEOPLE },
  'wishlist:read-shared': {
    owner: PEOPLE,
    editor: PEOPLE,
    viewer: PEOPLE,
    'another person, public list': PEOPLE,
    "the owner's friend, 'friends' list": PEOPLE,
    'share-link visitor, private list': EVERYONE,
    'blocked by the owner, share link': ['visitor'],
  },
  'wishlist:update': { owner: PEOPLE },
  'wishlist:delete': { owner: PEOPLE },
  'wishlist:share': { owner: PEOPLE },
  'wishlist:invite': { owner: PEOPLE },
  'wishlist:edit-items': { owner: PEOPLE, editor: PEOPLE },
  'wishlist:read-collaborators': { owner: PEOPLE, editor: PEOPLE, viewer: PEOPLE },
  'wishlist:claim': { editor: PEOPLE, viewer: PEOPLE, 'another person, public list': PEOPLE, "the owner's friend, 'friends' list": PEOPLE, 'share-link visitor, private list': EVERYONE, 'blocked by the owner, share link': ['visitor'] },
  'wishlist:add-surprise': { editor: PEOPLE, viewer: PEOPLE, 'another person, public list': PEOPLE, "the owner's friend, 'friends' list": PEOPLE, 'share-link visitor, private list': PEOPLE },
};
for (const [action, allowedBy] of Object.entries(WISHLIST_MATRIX)) {
  for (const [label, resource] of Object.entries(STANCES)) {
    TABLE.push({ action: action as Action, label, resource, allowed: allowedBy[label as Stance] ?? NOBODY });
  }
}
const share = { isActive: true, expiresAt: new Date(NOW.getTime() + 1000), listActive: true, now: NOW };
const target = (role: string, userId = 'ben') => ({ userId, role });
TABLE.push(
  { action: 'wishlists:list', allowed: PEOPLE },
  { action: 'wishlists:create', allowed: PEOPLE },
  { action: 'wishlists:url-preview', allowed: PEOPLE },
  { action: 'wishlist-collaborator:update', label: 'owner changes an editor', resource: { actorRole: 'owner', target: target('editor') }, allowed: PEOPLE },
  { action: 'wishlist-collaborator:update', label: "owner changes the owner's row", resource: { actorRole: 'owner', target: target('owner') }, allowed: NOBODY },
  { action: 'wishlist-collaborator:update', label: 'editor changes a viewer', resource: { actorRole: 'editor', target: target('viewer') }, allowed: NOBODY },
  { action: 'wishlist-collaborator:update', label: 'non-member', resource: { actorRole: null, target: target('viewer') }, allowed: NOBODY },
  { action: 'wishlist-collaborator:remove', label: 'owner removes an editor', resource: { actorRole: 'owner', target: target('editor') }, allowed: PEOPLE },
  { action: 'wishlist-collaborator:remove', label: "owner removes the owner's row", resource: { actorRole: 'owner', target: target('owner') }, allowed: NOBODY },
  { action: 'wishlist-collaborator:remove', label: "Ada leaves as viewer", resource: { actorRole: 'viewer', target: target('viewer', 'ada') }, allowed: ['ada'] },
  { action: 'wishlist-collaborator:remove', label: 'editor removes another', resource: { actorRole: 'editor', target: target('viewer') }, allowed: NOBODY },
  { action: 'wishlist-share:open', label: 'active', resource: share, allowed: EVERYONE },
  { action: 'wishlist-share:open', label: 'no expiry', resource: { ...share, expiresAt: null }, allowed: EVERYONE },
  { action: 'wishlist-share:open', label: 'expired', resource: { ...share, expiresAt: NOW }, allowed: NOBODY },
  { action: 'wishlist-share:open', label: 'revoked', resource: { ...share, isActive: false }, allowed: NOBODY },
  { action: 'wishlist-share:open', label: 'list deleted', resource: { ...share, listActive: false }, allowed: NOBODY },
  { action: 'wishlist-invitations:list-own', allowed: PEOPLE },
  { action: 'wishlist-invitation:answer', label: "to Ada's email", resource: { email: 'ada@example.com' }, allowed: ['ada'] },
  { action: 'wishlist-invitation:read-by-token', allowed: EVERYONE },
  { action: 'wishlist-invitation:accept-by-token', allowed: PEOPLE },
  { action: 'wishlist-invitation:decline-by-token', allowed: EVERYONE },
  { action: 'claims:list-own', allowed: PEOPLE },
  { action: 'claim:update', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'claim:delete', label: "Ada's", resource: adasRow, allowed: ['ada'] },
  { action: 'claim:manage-by-token', allowed: EVERYONE },
);

// The table's resources are checked by the rows above, not by the compiler: call through a loose signature.
const decide = can as (actor: Actor | null, action: Action, resource?: unknown) => boolean;

describe('the rulebook', () => {
  const cases = TABLE.flatMap((row) =>
    (Object.keys(who) as Who[]).map((name) => ({ ...row, name, expected: row.allowed.includes(name) })),
  );

  it.each(cases)('$action ($label) for $name: $expected', ({ action, resource, name, expected }) => {
    expect(decide(who[name], action, resource)).toBe(expected);
  });

  it.each(ACTIONS.filter((a) => TABLE.some((row) => row.action === a && row.resource !== undefined)))(
    '%s with no resource decides for nobody (fail closed)',
    (action) => {
      for (const actor of Object.values(who)) {
        expect(decide(actor, action)).toBe(false);
        expect(decide(actor, action, null)).toBe(false);
      }
    },
  );

  it('covers every action, and says which ones need a person', () => {
    expect(new Set(TABLE.map((row) => row.action))).toEqual(new Set(ACTIONS));
    for (const action of ACTIONS) {
      // A rule that needs a person never lets a visitor in; every other rule lets one in somewhere.
      const visitorAllowed = TABLE.some((row) => row.action === action && row.allowed.includes('visitor'));
      expect(visitorAllowed, action).toBe(!needsPerson(action));
    }
  });

  it("refuses an invitation in the app to a person whose address is not verified (anyone can sign up with it)", () => {
    expect(decide({ ...ada, emailVerified: false }, 'wishlist-invitation:answer', { email: 'ada@example.com' })).toBe(false);
    expect(decide(ada, 'wishlist-invitation:answer', { email: 'ada@example.com' })).toBe(true);
  });

  it('refuses an action the rulebook does not know', () => {
    expect(decide(admin, 'users:impersonate' as Action)).toBe(false);
  });
});
