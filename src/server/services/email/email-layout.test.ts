import { describe, expect, it } from 'vitest';
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from '#server/auth/emails.js';
import { acknowledgementEmail, supportMessageEmail } from '#server/services/contact/contact-emails.js';
import { renderEmail } from './email-layout.js';
import { withUnsubscribeFooter } from './outbox.service.js';

const url = 'http://localhost:3000/x?a=1&b=2';
const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };

describe('one email layout', () => {
  it('frames every email the product sends the same way', () => {
    const emails = [
      verificationEmail({ name: 'Ann', url, hours: 24 }),
      passwordResetEmail({ name: 'Ann', url }),
      alreadyRegisteredEmail({ name: 'Ann', signInUrl: url }),
      supportMessageEmail(contact, { receivedAt: new Date('2031-01-02T03:04:05Z'), account: null }),
      acknowledgementEmail(),
    ];
    const frameOf = (html: string) => html.slice(0, html.indexOf('<h1'));
    const frame = frameOf(renderEmail({ subject: 'S', blocks: [] }).html).replace('<title>S</title>', '');
    for (const email of emails) {
      expect(frameOf(email.html).replace(/<title>[^<]*<\/title>/, '')).toBe(frame);
      expect(email.html.endsWith('</div></body></html>')).toBe(true);
      expect(email.text.endsWith('— Giftwise')).toBe(true);
    }
  });

  it('escapes every text it is given, and says the same in the text version', () => {
    const email = renderEmail({
      subject: 'A <b>',
      greeting: 'Hi <i>,',
      blocks: [{ paragraph: 'p & q' }, { facts: [['From', 'x <y@z>']] }, { quote: '</div>' }],
      action: { label: 'Go "now"', url },
      footer: "It's fine",
    });
    expect(email.html).not.toMatch(/<b>|<i>|<\/div><\/div>|<y@z>/);
    expect(email.html).toContain('href="http://localhost:3000/x?a=1&amp;b=2"');
    expect(email.text).toBe(['Hi <i>,', '', 'p & q', '', 'From: x <y@z>', '', '</div>', '', `Go "now": ${url}`, '', "It's fine", '', '— Giftwise'].join('\n'));
  });

  it('puts the unsubscribe footer inside the email, after its card', () => {
    const out = withUnsubscribeFooter(acknowledgementEmail(), 'marketing', url);
    expect(out.html).toMatch(/<\/div><p [^>]*>You receive this email[^<]*<a href="http:\/\/localhost:3000\/x\?a=1&amp;b=2"[^>]*>Unsubscribe from marketing emails<\/a><\/p>\n<\/body><\/html>$/);
  });
});
