import { describe, expect, it } from 'vitest';
import { friendInviteEmail } from './social-emails.js';

describe('the friend invitation email', () => {
  it('names the inviter and carries the invite link in text and HTML, escaped', () => {
    const mail = friendInviteEmail({ inviterName: 'Ada <script>', url: 'https://giftwise.example/social/invite/abc' });
    expect(mail.subject).toBe('Ada <script> invited you to Giftwise');
    expect(mail.text).toContain('https://giftwise.example/social/invite/abc');
    expect(mail.text).toContain('The link works for 30 days.');
    expect(mail.html).toContain('href="https://giftwise.example/social/invite/abc"');
    expect(mail.html).not.toContain('<script>');
  });
});
