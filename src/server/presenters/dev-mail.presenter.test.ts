import { describe, expect, it } from 'vitest';
import { linkify, renderDevMailMessage } from './dev-mail.presenter.js';

describe('linkify', () => {
  it('turns http(s) links into anchors and leaves trailing punctuation outside', () => {
    expect(linkify('Open https://localhost:3000/verify?token=a&b=1.')).toBe(
      'Open <a href="https://localhost:3000/verify?token=a&amp;b=1" rel="noreferrer">https://localhost:3000/verify?token=a&amp;b=1</a>.',
    );
  });

  it('escapes markup so nothing of the email becomes HTML', () => {
    expect(linkify('<script>alert(1)</script> javascript:alert(1)')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; javascript:alert(1)',
    );
  });

  it('does not let a quote end the href', () => {
    expect(linkify('http://x.test/"onmouseover="a')).toBe(
      '<a href="http://x.test/" rel="noreferrer">http://x.test/</a>&quot;onmouseover=&quot;a',
    );
  });
});

describe('renderDevMailMessage', () => {
  it('shows the text version with links and the HTML only as escaped source, with no inline script or style', () => {
    const html = renderDevMailMessage({
      id: '00000000-0000-4000-8000-000000000001',
      messageId: '<m@localhost>',
      toAddress: 'ana@example.com',
      fromAddress: 'Giftwise <no-reply@localhost>',
      replyTo: null,
      subject: 'Verify <your> email',
      html: '<p style="color:red">Hi<script>x()</script></p>',
      text: 'Verify: http://localhost:3000/verify?token=t',
      headers: {},
      category: 'transactional',
      tags: [],
      userId: null,
      campaignId: null,
      status: 'sent',
      attempts: 1,
      maxAttempts: 8,
      nextAttemptAt: new Date(),
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      providerMessageId: 'local:1',
      createdAt: new Date('2026-11-22T10:00:00Z'),
      sentAt: new Date('2026-11-22T10:00:01Z'),
    });
    expect(html).toContain('<a href="http://localhost:3000/verify?token=t" rel="noreferrer">');
    expect(html).toContain('Verify &lt;your&gt; email');
    expect(html).not.toMatch(/<script|<style|style="/i);
    expect(html).toContain('<link rel="stylesheet" href="/dev/mail.css">');
  });
});
