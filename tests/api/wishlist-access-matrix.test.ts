import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistsApi } from '#shared/api/wishlists.js';
import { wishlistCollaborators } from '#server/db/schema/wishlists.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { claimToken, emailedToken, wishlistClient } from '../support/wishlist-helpers.js';

/**
 * The access matrix over every wishlist route (issue 12): owner, editor, viewer, another signed-in person,
 * signed out, and a share-link visitor (signed out, holding the share link or an emailed link). Each case
 * gets a fresh private list, so a write in one case never changes another's answer. Signed out means no
 * cookie and no link: on the link routes it holds an unknown token.
 */
const STANCES = ['owner', 'editor', 'viewer', 'other', 'signedOut', 'visitor'] as const;
type Stance = (typeof STANCES)[number];

interface Fixture {
  list: string;
  item: string;
  freeItem: string;
  viewerCollaborator: string;
  claim: string;
  share: string;
  shareToken: string;
  invitation: string;
  invitationToken: string;
  visitorClaimToken: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  path: (f: Fixture, stance: Stance) => string;
  body?: (f: Fixture, stance: Stance) => unknown;
  expect: [number, number, number, number, number, number];
}

const UNKNOWN_TOKEN = 'u'.repeat(43);
/** Link routes: the signed-out stance has no link (an unknown token); everyone else holds the real one. */
const link = (stance: Stance, token: string) => (stance === 'signedOut' ? UNKNOWN_TOKEN : token);
let seq = 0;

const ROUTES: Record<string, Route> = {
  'GET /wishlists': { method: 'GET', path: () => '/api/wishlists', expect: [200, 200, 200, 200, 401, 401] },
  'POST /wishlists': { method: 'POST', path: () => '/api/wishlists', body: () => ({ title: 'New' }), expect: [201, 201, 201, 201, 401, 401] },
  'POST /wishlists/url-preview': {
    method: 'POST',
    path: () => '/api/wishlists/url-preview',
    body: () => ({ url: 'http://127.0.0.1:1/' }),
    expect: [400, 400, 400, 400, 401, 401],
  },
  'GET /wishlists/:id': { method: 'GET', path: (f) => `/api/wishlists/${f.list}`, expect: [200, 200, 200, 404, 401, 401] },
  'PATCH /wishlists/:id': {
    method: 'PATCH',
    path: (f) => `/api/wishlists/${f.list}`,
    body: () => ({ title: 'Renamed' }),
    expect: [200, 403, 403, 404, 401, 401],
  },
  'DELETE /wishlists/:id': { method: 'DELETE', path: (f) => `/api/wishlists/${f.list}`, expect: [204, 403, 403, 404, 401, 401] },
  // No image sent: the owner gets the upload's 400, everyone else is stopped before it.
  'POST /wishlists/:id/cover': { method: 'POST', path: (f) => `/api/wishlists/${f.list}/cover`, body: () => ({}), expect: [400, 403, 403, 404, 401, 401] },
  'DELETE /wishlists/:id/cover': { method: 'DELETE', path: (f) => `/api/wishlists/${f.list}/cover`, expect: [200, 403, 403, 404, 401, 401] },
  'POST /wishlists/:id/archive': { method: 'POST', path: (f) => `/api/wishlists/${f.list}/archive`, expect: [200, 403, 403, 404, 401, 401] },
  'POST /wishlists/:id/items': {
    method: 'POST',
    path: (f) => `/api/wishlists/${f.list}/items`,
    body: () => ({ title: 'Added' }),
    expect: [201, 201, 403, 404, 401, 401],
  },
  'PATCH /wishlists/:id/items/:itemId': {
    method: 'PATCH',
    path: (f) => `/api/wishlists/${f.list}/items/${f.item}`,
    body: () => ({ title: 'Edited' }),
    expect: [200, 200, 403, 404, 401, 401],
  },
  'DELETE /wishlists/:id/items/:itemId': {
    method: 'DELETE',
    path: (f) => `/api/wishlists/${f.list}/items/${f.item}`,
    expect: [204, 204, 403, 404, 401, 401],
  },
  'PUT /wishlists/:id/items/:itemId/position': {
    method: 'PUT',
    path: (f) => `/api/wishlists/${f.list}/items/${f.item}/position`,
    body: () => ({ beforeItemId: null }),
    expect: [200, 200, 403, 404, 401, 401],
  },
  'POST /wishlists/:id/items/:itemId/claims': {
    method: 'POST',
    path: (f) => `/api/wishlists/${f.list}/items/${f.freeItem}/claims`,
    body: () => ({}),
    expect: [403, 201, 201, 404, 401, 401],
  },
  'POST /wishlists/:id/surprise-items': {
    method: 'POST',
    path: (f) => `/api/wishlists/${f.list}/surprise-items`,
    body: () => ({ title: 'Surprise' }),
    expect: [403, 201, 201, 404, 401, 401],
  },
  'GET /wishlists/:id/collaborators': { method: 'GET', path: (f) => `/api/wishlists/${f.list}/collaborators`, expect: [200, 200, 200, 404, 401, 401] },
  'POST /wishlists/:id/invitations': {
    method: 'POST',
    path: (f) => `/api/wishlists/${f.list}/invitations`,
    body: () => ({ email: `new-${++seq}@example.com` }),
    expect: [201, 403, 403, 404, 401, 401],
  },
  'DELETE /wishlists/:id/invitations/:invitationId': {
    method: 'DELETE',
    path: (f) => `/api/wishlists/${f.list}/invitations/${f.invitation}`,
    expect: [204, 403, 403, 404, 401, 401],
  },
  'PATCH /wishlists/:id/collaborators/:collaboratorId': {
    method: 'PATCH',
    path: (f) => `/api/wishlists/${f.list}/collaborators/${f.viewerCollaborator}`,
    body: () => ({ role: 'editor' }),
    expect: [200, 403, 403, 404, 401, 401],
  },
  'DELETE /wishlists/:id/collaborators/:collaboratorId': {
    method: 'DELETE',
    path: (f) => `/api/wishlists/${f.list}/collaborators/${f.viewerCollaborator}`,
    // The viewer removing their own row is leaving.
    expect: [204, 403, 204, 404, 401, 401],
  },
  'GET /wishlists/:id/shares': { method: 'GET', path: (f) => `/api/wishlists/${f.list}/shares`, expect: [200, 403, 403, 404, 401, 401] },
  'POST /wishlists/:id/shares': { method: 'POST', path: (f) => `/api/wishlists/${f.list}/shares`, body: () => ({}), expect: [201, 403, 403, 404, 401, 401] },
  'DELETE /wishlists/:id/shares/:shareId': {
    method: 'DELETE',
    path: (f) => `/api/wishlists/${f.list}/shares/${f.share}`,
    expect: [200, 403, 403, 404, 401, 401],
  },
  'GET /wishlists/shared/:token': {
    method: 'GET',
    path: (f, s) => `/api/wishlists/shared/${link(s, f.shareToken)}`,
    expect: [200, 200, 200, 200, 404, 200],
  },
  'POST /wishlists/shared/:token/items/:itemId/claims': {
    method: 'POST',
    path: (f, s) => `/api/wishlists/shared/${link(s, f.shareToken)}/items/${f.freeItem}/claims`,
    body: (_f, s) => (s === 'visitor' || s === 'signedOut' ? { name: 'Cleo', email: `cleo-${++seq}@example.com` } : {}),
    expect: [403, 201, 201, 201, 404, 202],
  },
  'GET /claims/mine': { method: 'GET', path: () => '/api/claims/mine', expect: [200, 200, 200, 200, 401, 401] },
  'PATCH /claims/:claimId': {
    method: 'PATCH',
    path: (f) => `/api/claims/${f.claim}`,
    body: () => ({ purchased: true }),
    expect: [404, 404, 200, 404, 401, 401],
  },
  'DELETE /claims/:claimId': { method: 'DELETE', path: (f) => `/api/claims/${f.claim}`, expect: [404, 404, 204, 404, 401, 401] },
  'GET /claims/manage/:token': {
    method: 'GET',
    path: (f, s) => `/api/claims/manage/${link(s, f.visitorClaimToken)}`,
    expect: [200, 200, 200, 200, 404, 200],
  },
  'POST /claims/manage/:token/confirm': {
    method: 'POST',
    path: (f, s) => `/api/claims/manage/${link(s, f.visitorClaimToken)}/confirm`,
    expect: [200, 200, 200, 200, 404, 200],
  },
  'PATCH /claims/manage/:token': {
    method: 'PATCH',
    path: (f, s) => `/api/claims/manage/${link(s, f.visitorClaimToken)}`,
    body: () => ({ hideName: true }),
    expect: [200, 200, 200, 200, 404, 200],
  },
  'DELETE /claims/manage/:token': {
    method: 'DELETE',
    path: (f, s) => `/api/claims/manage/${link(s, f.visitorClaimToken)}`,
    expect: [204, 204, 204, 204, 404, 204],
  },
  'GET /wishlist-invitations': { method: 'GET', path: () => '/api/wishlist-invitations', expect: [200, 200, 200, 200, 401, 401] },
  // The invitation went to the other person's email.
  'POST /wishlist-invitations/:invitationId/accept': {
    method: 'POST',
    path: (f) => `/api/wishlist-invitations/${f.invitation}/accept`,
    expect: [404, 404, 404, 200, 401, 401],
  },
  'POST /wishlist-invitations/:invitationId/decline': {
    method: 'POST',
    path: (f) => `/api/wishlist-invitations/${f.invitation}/decline`,
    expect: [404, 404, 404, 200, 401, 401],
  },
  'GET /wishlist-invitations/by-token/:token': {
    method: 'GET',
    path: (f, s) => `/api/wishlist-invitations/by-token/${link(s, f.invitationToken)}`,
    expect: [200, 200, 200, 200, 404, 200],
  },
  // The link proves the mailbox; the owner cannot join their own list.
  'POST /wishlist-invitations/by-token/:token/accept': {
    method: 'POST',
    path: (f, s) => `/api/wishlist-invitations/by-token/${link(s, f.invitationToken)}/accept`,
    expect: [400, 200, 200, 200, 401, 401],
  },
  'POST /wishlist-invitations/by-token/:token/decline': {
    method: 'POST',
    path: (f, s) => `/api/wishlist-invitations/by-token/${link(s, f.invitationToken)}/decline`,
    expect: [200, 200, 200, 200, 404, 200],
  },
};

describe('the wishlist access matrix over every route', () => {
  it('has a row for every endpoint of the wishlists contract, and none for one that is gone', () => {
    const declared = Object.values(wishlistsApi).map(({ spec }) => `${spec.method} ${spec.path.replace(/^\/api/, '')}`);
    expect(Object.keys(ROUTES).sort()).toEqual(declared.sort());
  });

  let t: TestApp;
  let w: ReturnType<typeof wishlistClient>;
  let people: Record<'owner' | 'editor' | 'viewer' | 'other', TestUser>;

  beforeAll(async () => {
    t = await createTestApp();
    w = wishlistClient(t);
    people = {
      owner: await signUpVerifiedUser(t, { name: 'Olive Owner' }),
      editor: await signUpVerifiedUser(t, { name: 'Eddie Editor' }),
      viewer: await signUpVerifiedUser(t, { name: 'Vera Viewer' }),
      other: await signUpVerifiedUser(t, { name: 'Otto Other' }),
    };
  });
  afterAll(() => t.close());

  async function fixture(): Promise<Fixture> {
    const { owner, editor, viewer, other } = people;
    const list = await w.createList(owner, { privacy: 'private', eventDate: '2099-01-01' });
    const now = new Date();
    await t.db.insert(wishlistCollaborators).values([
      { wishlistId: list, userId: editor.id, role: 'editor', invitedBy: owner.id, acceptedAt: now },
      { wishlistId: list, userId: viewer.id, role: 'viewer', invitedBy: owner.id, acceptedAt: now },
    ]);
    const item = await w.addItem(list, owner, { title: 'Claimed' });
    const freeItem = await w.addItem(list, owner, { title: 'Free', quantity: 5 });
    const members = (await w.get(`/api/wishlists/${list}/collaborators`, owner)).json().collaborators as { id: string; userId: string }[];
    const claim = (await w.post(`/api/wishlists/${list}/items/${item}/claims`, viewer, {})).json().claim.id;
    const share = await w.share(list, owner);
    const invitation = (await w.post(`/api/wishlists/${list}/invitations`, owner, { email: other.email })).json().invitation.id;
    const invitationToken = await emailedToken(t, other.email, 'invitation', '/wishlists/invitations/');
    const visitorEmail = `visitor-${++seq}@example.com`;
    await w.post(`/api/wishlists/shared/${share.token}/items/${freeItem}/claims`, null, { name: 'Val', email: visitorEmail });
    return {
      list,
      item,
      freeItem,
      viewerCollaborator: members.find((m) => m.userId === viewer.id)!.id,
      claim,
      share: share.id,
      shareToken: share.token,
      invitation,
      invitationToken,
      visitorClaimToken: await claimToken(t, visitorEmail),
    };
  }

  const cases = Object.entries(ROUTES).flatMap(([name, route]) => STANCES.map((stance, i) => ({ name, stance, route, status: route.expect[i] })));

  it.each(cases)('$name as $stance: $status', async ({ stance, route, status }) => {
    const f = await fixture();
    const who = stance === 'signedOut' || stance === 'visitor' ? null : people[stance];
    const body = route.body?.(f, stance);
    const res = await w.send(route.method, route.path(f, stance), who, route.method === 'GET' || route.method === 'DELETE' ? undefined : (body ?? {}));
    expect(res.statusCode, res.body).toBe(status);
  });
});
