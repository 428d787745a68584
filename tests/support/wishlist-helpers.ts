import { outboxFor, type TestUser } from './auth-helpers.js';
import { requests } from './requests.js';
import type { TestApp } from './test-app.js';

/** Requests as the wishlist tests send them: JSON, the site's Origin on writes, an optional session cookie. */
export function wishlistClient(t: TestApp) {
  const http = requests(t);
  // Who before the body, as the wishlist tests were written; requests() takes the body first.
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who?: TestUser | null, payload?: unknown) =>
    http.send(method, url, payload as object | undefined, who);
  return {
    send,
    get: (url: string, who?: TestUser | null) => send('GET', url, who),
    post: (url: string, who: TestUser | null | undefined, payload: unknown = {}) => send('POST', url, who, payload),
    patch: (url: string, who: TestUser | null | undefined, payload: unknown = {}) => send('PATCH', url, who, payload),
    put: (url: string, who: TestUser | null | undefined, payload: unknown = {}) => send('PUT', url, who, payload),
    del: (url: string, who?: TestUser | null) => send('DELETE', url, who),
    /** A new list of `owner`'s; answers its id. */
    async createList(owner: TestUser, body: Record<string, unknown> = {}): Promise<string> {
      const res = await send('POST', '/api/wishlists', owner, { title: 'Birthday list', ...body });
      if (res.statusCode !== 201) throw new Error(`create list: ${res.statusCode} ${res.body}`);
      return res.json().wishlist.id;
    },
    async addItem(list: string, who: TestUser, body: Record<string, unknown> = {}): Promise<string> {
      const res = await send('POST', `/api/wishlists/${list}/items`, who, { title: 'Record player', price: 120, ...body });
      if (res.statusCode !== 201) throw new Error(`add item: ${res.statusCode} ${res.body}`);
      return res.json().item.id;
    },
    /** Invites by email and accepts through the emailed link, as the invitee would. */
    async join(list: string, owner: TestUser, member: TestUser, role: 'editor' | 'viewer'): Promise<void> {
      const invited = await send('POST', `/api/wishlists/${list}/invitations`, owner, { email: member.email, role });
      if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
      const token = await invitationToken(t, member.email);
      const accepted = await send('POST', `/api/wishlist-invitations/by-token/${token}/accept`, member);
      if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
    },
    async share(list: string, owner: TestUser, expiresInDays: number | null = null): Promise<{ id: string; token: string }> {
      const res = await send('POST', `/api/wishlists/${list}/shares`, owner, { expiresInDays });
      if (res.statusCode !== 201) throw new Error(`share: ${res.statusCode} ${res.body}`);
      return res.json().share;
    },
  };
}

/** The token of the newest emailed link with this path to an address. */
export async function emailedToken(t: TestApp, email: string, tag: string, path: string): Promise<string> {
  const [mail] = await outboxFor(t, email, tag);
  if (!mail) throw new Error(`no ${tag} email to ${email}`);
  const match = mail.text.match(new RegExp(`${path.replace(/\//g, '\\/')}([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[1];
}

export const invitationToken = (t: TestApp, email: string) => emailedToken(t, email, 'invitation', '/wishlists/invitations/');
export const claimToken = (t: TestApp, email: string) => emailedToken(t, email, 'claim-confirmation', '/claims/manage/');
