import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteRecord } from '#shared/routes.js';
import { renderPageHead, robotsContent } from './page-head.js';

const site = { baseUrl: 'https://giftwise.example', supportEmail: 'help@giftwise.example' };
const headOf = (pathname: string, nonce = 'n0nce') => renderPageHead({ route: matchRoute(pathname), pathname, site, nonce });

describe('renderPageHead', () => {
  it("writes the home page's title, description, keywords, canonical, Open Graph and Twitter tags", () => {
    const head = headOf('/');
    expect(head).toContain('<title>Giftwise: AI gift recommendations</title>');
    expect(head).toMatch(/<meta name="description" content="Giftwise finds thoughtful gifts with AI[^"]+">/);
    expect(head).toContain('<meta name="keywords" content="gift ideas, AI gift finder,');
    expect(head).toContain('<link rel="canonical" href="https://giftwise.example/">');
    expect(head).toContain('<meta property="og:title" content="Giftwise: AI gift recommendations">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta property="og:url" content="https://giftwise.example/">');
    expect(head).toContain('<meta property="og:image" content="https://giftwise.example/og-image.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('name="robots"');
  });

  it('adds the site name to other titles, as the client does', () => {
    expect(headOf('/about')).toContain('<title>About Giftwise | Giftwise</title>');
    expect(headOf('/how-it-works')).toContain('<title>How it works | Giftwise</title>');
  });

  it('gives JSON-LD the nonce and keeps it parseable', () => {
    const head = headOf('/', 'abc+/=');
    const match = /<script type="application\/ld\+json" nonce="abc\+\/=">(.*)<\/script>/.exec(head);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1])['@type']).toBe('WebSite');
  });

  it('says noindex (and nofollow where set) for private pages', () => {
    expect(headOf('/profile')).toContain('<meta name="robots" content="noindex">');
    expect(headOf('/admin')).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("uses the asked-for path as a :param page's canonical URL, without a trailing slash", () => {
    expect(headOf('/blog/first-post/')).toContain('<link rel="canonical" href="https://giftwise.example/blog/first-post">');
  });

  it('an unknown path gets a not-found head with noindex and no canonical link', () => {
    const head = renderPageHead({ route: undefined, pathname: '/nope', site });
    expect(head).toContain('<title>Page Not Found | Giftwise</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('rel="canonical"');
  });

  it('escapes registry text', () => {
    const route: RouteRecord = { path: '/x', access: 'public', title: 'A "quoted" <title>', description: 'Fish & chips' };
    const head = renderPageHead({ route, pathname: '/x', site });
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;title&gt; | Giftwise</title>');
    expect(head).toContain('content="Fish &amp; chips"');
  });
});

describe('robotsContent', () => {
  it('combines noindex and nofollow', () => {
    expect(robotsContent({})).toBeUndefined();
    expect(robotsContent({ noIndex: true })).toBe('noindex');
    expect(robotsContent({ noFollow: true })).toBe('nofollow');
    expect(robotsContent({ noIndex: true, noFollow: true })).toBe('noindex, nofollow');
  });
});
