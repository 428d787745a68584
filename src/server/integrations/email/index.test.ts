import { describe, expect, it } from 'vitest';
import { testSettings } from '../../../../tests/support/test-settings.js';
import { createMailTransport, describeMailTransport } from './index.js';
import { describeSmtpUrl } from './smtp-transport.js';

describe('createMailTransport', () => {
  it('prefers SMTP_URL, then RESEND_API_KEY, then the local stand-in', () => {
    const both = testSettings({ smtpUrl: 'smtp://127.0.0.1:2525', resendApiKey: 're_x' });
    expect(createMailTransport(both).kind).toBe('smtp');
    expect(createMailTransport(testSettings({ resendApiKey: 're_x' })).kind).toBe('resend');
    expect(createMailTransport(testSettings()).kind).toBe('local');
  });

  it('names the live transport without credentials, and the mailbox only for the local one on loopback', () => {
    const smtp = testSettings({ smtpUrl: 'smtps://user:secret@smtp.example.com' });
    const line = describeMailTransport(createMailTransport(smtp), smtp);
    expect(line).toBe('Mail transport: SMTP (smtp.example.com:465) [live]');
    expect(line).not.toContain('secret');
    const local = testSettings();
    expect(describeMailTransport(createMailTransport(local), local)).toBe(
      'Mail transport: local stand-in (messages stay in the email outbox) [local]; read them at http://localhost:3000/dev/mail',
    );
    const resend = testSettings({ resendApiKey: 're_x' });
    expect(describeMailTransport(createMailTransport(resend), resend)).toBe('Mail transport: Resend (api.resend.com) [live]');
  });

  it('describes SMTP URLs by host and port', () => {
    expect(describeSmtpUrl('smtp://mail.test:2525')).toBe('mail.test:2525');
    expect(describeSmtpUrl('smtp://mail.test')).toBe('mail.test:587');
    expect(describeSmtpUrl('not a url')).toBe('invalid SMTP_URL');
  });
});
