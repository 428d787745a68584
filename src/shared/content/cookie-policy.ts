import type { ContentPage } from './types.js';

/**
 * The one cookie Giftwise sets, as the server sets it (src/server/auth/auth.ts: Better Auth's session
 * cookie, httpOnly, SameSite=Lax, Secure and __Secure- prefixed over HTTPS). Kept here so that the cookie
 * policy and the search read the same truth; cookie-policy.test.ts pins the facts.
 */
export const SESSION_COOKIE_NAME = 'better-auth.session_token';

export const COOKIE_POLICY: ContentPage = {
  path: '/cookie-policy',
  eyebrow: 'Legal',
  title: 'Cookie Policy',
  description: `Giftwise sets one cookie, ${SESSION_COOKIE_NAME}, to keep you signed in. There are no advertising, analytics or tracking cookies.`,
  updated: '2026-11-22',
  sections: [
    {
      id: 'short-version',
      heading: 'The short version',
      paragraphs: [
        'Giftwise uses one cookie, and only to keep you signed in. We set no advertising, analytics or tracking cookies, and no other company sets cookies through our pages. That is why there is no cookie banner to click away.',
      ],
    },
    {
      id: 'session-cookie',
      heading: `The session cookie: ${SESSION_COOKIE_NAME}`,
      paragraphs: [
        'When you sign in, Giftwise sets this cookie so that the pages you open next know it is you. It holds a random session token, nothing about you; the session itself is kept on our server.',
      ],
      bullets: [
        `Name: ${SESSION_COOKIE_NAME} (on sites served over HTTPS it carries the prefix __Secure-, which browsers only accept on secure connections).`,
        'Purpose: keeping you signed in. It is strictly necessary, so it needs no consent.',
        'HttpOnly: scripts in the page cannot read it, which protects it from theft through injected code.',
        'SameSite=Lax: other sites cannot make your browser send it with their forms or background requests.',
        'Secure: over HTTPS it is sent only on encrypted connections.',
        'Lifetime: your session ends when you sign out or after a period without activity (60 minutes unless the site’s administrators set another time); the browser deletes the cookie itself at the latest seven days after it was last set.',
      ],
    },
    {
      id: 'social-sign-in',
      heading: 'Signing in with another account',
      paragraphs: [
        'Where sign-in with Google or GitHub is offered and you use it, a short-lived cookie (better-auth.state) protects that sign-in against forgery while you go to the provider and back. It lasts five minutes at most and is then removed.',
      ],
    },
    {
      id: 'not-cookies',
      heading: 'What else your browser keeps',
      paragraphs: [
        'Like any website, Giftwise’s files (scripts, styles, fonts and icons) are kept in your browser’s cache so that pages load faster. If you install Giftwise as an app, it also keeps a copy of the app’s shell so that it opens offline. These are not cookies and contain nothing about you.',
      ],
    },
    {
      id: 'other-sites',
      heading: 'Retailers and other sites',
      paragraphs: [
        'When you open a product, you leave Giftwise for the retailer’s site. That site may set its own cookies, under its own cookie policy.',
      ],
    },
    {
      id: 'control',
      heading: 'Your control',
      paragraphs: [
        'Signing out removes the session cookie. You can also delete or block cookies in your browser’s settings; Giftwise then works for browsing, but you cannot stay signed in.',
      ],
      links: [
        { to: '/privacy', label: 'Privacy policy' },
        { to: '/contact', label: 'Contact us' },
      ],
    },
  ],
};
