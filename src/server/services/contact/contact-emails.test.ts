import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_SUBJECT, acknowledgementEmail, supportMessageEmail } from './contact-emails.js';

const message = { name: 'Ada & Co', email: 'ada@example.com', subject: 'Question "one"', message: 'Line one\nLine two' };
const receivedAt = new Date('2031-01-02T03:04:05.000Z');

describe('supportMessageEmail', () => {
  it('carries the sender, subject, time, account and message', () => {
    const email = supportMessageEmail(message, { receivedAt, account: { userId: 'u1', email: 'ada@example.com' } });
    expect(email.subject).toBe('Contact form: Question "one"');
    expect(email.text).toContain('From: Ada & Co <ada@example.com>');
    expect(email.text).toContain('Received: 2031-01-02T03:04:05.000Z');
    expect(email.text).toContain('Account: Signed in as ada@example.com (user u1)');
    expect(email.text).toContain('Line one\nLine two');
  });

  it('escapes everything the visitor typed in the HTML', () => {
    const email = supportMessageEmail({ ...message, message: '</div><script>x</script>' }, { receivedAt, account: null });
    expect(email.html).toContain('Ada &amp; Co &lt;ada@example.com&gt;');
    expect(email.html).toContain('Question &quot;one&quot;');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain('Account: Not signed in');
  });
});

describe('acknowledgementEmail', () => {
  it('thanks the sender without repeating anything they typed', () => {
    const email = acknowledgementEmail();
    expect(email.subject).toBe(ACKNOWLEDGEMENT_SUBJECT);
    expect(email.text).toContain('will reply to this email address');
    expect(email.html).toContain('<h1');
  });
});
