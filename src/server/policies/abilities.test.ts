import { describe, expect, it } from 'vitest';
import type { WishlistPrivacy } from '#shared/constants/choice-lists.js';
import type { Actor } from './actor.js';
import { commentAbilities } from './comment.js';
import { type Action, can, type WishlistResource } from './index.js';
import { wishlistAbilities } from './wishlist-abilities.js';

/**
 * The flags the client gets must be the rulebook's answers: for every ability and every kind of asker, the
 * flag is true exactly when every action behind it is allowed by can(), the function whose refusal is the
 * 403. The mapping below is written out here on purpose (not imported), so a flag that starts being worked
 * out another way, or a new flag without a row, fails.
 */

const person = (userId: string, role: Actor['role'] = 'user'): Actor => ({
  userId,
  email: `${userId}@example.com`,
  role,
  sessionId: `s-${userId}`,
  emailVerified: true,
});

const WISHLIST_FLAGS: Record<string, Action[]> = {
  canUpdate: ['wishlist:update'],
  canDelete: ['wishlist:delete'],
  canShare: ['wishlist:share'],
  canInvite: ['wishlist:invite'],
  canManage: ['wishlist:update', 'wishlist:delete', 'wishlist:share', 'wishlist:invite'],
  canEditItems: ['wishlist:edit-items'],
  canClaim: ['wishlist:claim'],
  canAddSurprise: ['wishlist:add-surprise'],
  canSeeCollaborators: ['wishlist:read-collaborators'],
};

/** How each asker stands to Ada's list: the resource the wishlist services build for them. */
type Stance = Pick<WishlistResource, 'role' | 'isFriend' | 'viaShareLink' | 'blockedByOwner'>;
const none: Stance = { role: null, isFriend: false, viaShareLink: false, blockedByOwner: false };
const ASKERS: { name: string; actor: Actor | null; stance: Stance }[] = [
  { name: 'owner', actor: person('ada'), stance: { ...none, role: 'owner' } },
  { name: 'editor', actor: person('ed'), stance: { ...none, role: 'editor' } },
  { name: 'viewer', actor: person('vi'), stance: { ...none, role: 'viewer' } },
  { name: 'friend', actor: person('fred'), stance: { ...none, isFriend: true } },
  { name: 'stranger', actor: person('sam'), stance: none },
  { name: 'stranger by share link', actor: person('sam'), stance: { ...none, viaShareLink: true } },
  { name: 'blocked friend by share link', actor: person('bo'), stance: { ...none, isFriend: true, viaShareLink: true, blockedByOwner: true } },
  { name: 'moderator', actor: person('mod', 'moderator'), stance: none },
  { name: 'admin', actor: person('root', 'admin'), stance: none },
  { name: 'signed out', actor: null, stance: none },
  { name: 'signed out by share link', actor: null, stance: { ...none, viaShareLink: true } },
  // A resource claiming a role for nobody: the rulebook gives a visitor none (fail closed), and so must the flags.
  { name: 'signed out with a stale role', actor: null, stance: { ...none, role: 'owner' } },
];
const PRIVACIES: WishlistPrivacy[] = ['private', 'friends', 'public'];

const asker = (actor: Actor | null) => (actor ? { userId: actor.userId } : null);

describe('wishlist abilities are the rulebook', () => {
  it('has a row here for every flag it sends', () => {
    const flags = wishlistAbilities(null, { privacy: 'public', ...none });
    expect(Object.keys(flags).sort()).toEqual(Object.keys(WISHLIST_FLAGS).sort());
  });

  for (const privacy of PRIVACIES) {
    for (const { name, actor, stance } of ASKERS) {
      it(`${name} on a ${privacy} list: each flag equals can() on its actions`, () => {
        const list: WishlistResource = { privacy, ...stance };
        const flags = wishlistAbilities(asker(actor), list);
        const expected = Object.fromEntries(Object.entries(WISHLIST_FLAGS).map(([flag, actions]) => [flag, actions.every((a) => can(actor, a as 'wishlist:update', list))]));
        expect(flags).toEqual(expected);
      });
    }
  }

  it('answers as the product says for the people the rules name', () => {
    const on = (actor: Actor | null, stance: Stance, privacy: WishlistPrivacy = 'friends') => wishlistAbilities(asker(actor), { privacy, ...stance });
    expect(on(person('ada'), { ...none, role: 'owner' })).toMatchObject({ canManage: true, canEditItems: true, canClaim: false });
    expect(on(person('ed'), { ...none, role: 'editor' })).toMatchObject({ canManage: false, canEditItems: true, canClaim: true });
    expect(on(person('fred'), { ...none, isFriend: true })).toMatchObject({ canManage: false, canEditItems: false, canClaim: true, canSeeCollaborators: false });
    expect(on(person('sam'), none)).toMatchObject({ canClaim: false });
    expect(on(null, { ...none, viaShareLink: true }, 'private')).toMatchObject({ canClaim: true, canAddSurprise: false, canEditItems: false });
  });
});

const COMMENT_FLAGS: Record<string, Action> = {
  canEdit: 'social-comment:update',
  canDelete: 'social-comment:delete',
};

describe('comment abilities are the rulebook', () => {
  // Ada's comment on Grace's activity, asked by each of them, by a third person, an admin and nobody.
  const comment = { authorId: 'ada', activityAuthorId: 'grace' };
  const actors = { 'the comment author': person('ada'), 'the activity author': person('grace'), 'someone else': person('sam'), admin: person('root', 'admin'), 'signed out': null };

  it('has a row here for every flag it sends', () => {
    expect(Object.keys(commentAbilities(null, comment)).sort()).toEqual(Object.keys(COMMENT_FLAGS).sort());
  });

  for (const [name, actor] of Object.entries(actors)) {
    it(`${name}: each flag equals can() on its action`, () => {
      const flags = commentAbilities(asker(actor), comment);
      const expected = Object.fromEntries(Object.entries(COMMENT_FLAGS).map(([flag, action]) => [flag, can(actor, action as 'social-comment:update', comment)]));
      expect(flags).toEqual(expected);
    });
  }

  it('lets the author edit and delete, and the activity author delete only', () => {
    expect(commentAbilities({ userId: 'ada' }, comment)).toEqual({ canEdit: true, canDelete: true });
    expect(commentAbilities({ userId: 'grace' }, comment)).toEqual({ canEdit: false, canDelete: true });
    expect(commentAbilities({ userId: 'sam' }, comment)).toEqual({ canEdit: false, canDelete: false });
  });
});
