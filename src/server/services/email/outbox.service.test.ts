import { describe, expect, it } from 'vitest';
import { unsubscribeLinks, withUnsubscribeFooter } from './outbox.service.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

const secret = 'test-secret-for-links';

describe('unsubscribeLinks', () => {
  it('points the page and the one-click address at the same signed token for the category', () => {
    const links = unsubscribeLinks('http://localhost:3000', secret, 'ana@example.com', 'reminders');
    const page = new URL(links.pageUrl);
    const oneClick = new URL(links.oneClickUrl);
    expect(page.pathname).toBe('/unsubscribe');
    expect(oneClick.pathname).toBe('/api/unsubscribe/one-click');
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));
    expect(verifyUnsubscribeToken(secret, page.searchParams.get('token')!)).toEqual({
      email: 'ana@example.com',
      scope: 'reminders',
    });
  });
});

describe('withUnsubscribeFooter', () => {
  const url = 'http://localhost:3000/unsubscribe?token=abc.def';

  it('puts the link before </body> and at the end of the text', () => {
    const out = withUnsubscribeFooter({ html: '<html><body><p>Hi</p></body></html>', text: 'Hi\n' }, 'marketing', url);
    expect(out.html).toMatch(/<p>Hi<\/p><p [^>]*>.*<a href="http:\/\/localhost:3000\/unsubscribe\?token=abc\.def"[^>]*>Unsubscribe from marketing emails<\/a><\/p>\n<\/body><\/html>$/s);
    expect(out.text).toBe(
      'Hi\n\n--\nYou receive this email because you subscribed to Giftwise news and offers.\nUnsubscribe from marketing emails: http://localhost:3000/unsubscribe?token=abc.def\n',
    );
  });

  it('appends to HTML without a body element', () => {
    const out = withUnsubscribeFooter({ html: '<p>Reminder</p>', text: 'Reminder' }, 'reminders', url);
    expect(out.html.startsWith('<p>Reminder</p>\n<p')).toBe(true);
    expect(out.html).toContain('Unsubscribe from reminder emails</a>');
    expect(out.text).toContain('Unsubscribe from reminder emails: ' + url);
  });
});
