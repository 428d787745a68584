import type { ContactMessageInput } from '../../../shared/schemas/contact.js';

/**
 * The two emails of a contact message: the message itself for support, and a short acknowledgement for
 * the sender. Everything a visitor typed is escaped in the HTML. The acknowledgement repeats none of it,
 * so that the form cannot be used to send chosen words to someone else's address.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const ACCENT = '#b4234a';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function frame(title: string, inner: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f4;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2b2522;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #ece6e0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:${ACCENT}">Giftwise</p>
${inner}
</div></body></html>`;
}

export interface ContactContext {
  /** When the message arrived. */
  receivedAt: Date;
  /** The signed-in account that sent it, if any (support can look the person up). */
  account: { userId: string; email: string } | null;
}

/** To SUPPORT_EMAIL, with the sender as reply-to so that support can answer directly. */
export function supportMessageEmail(message: ContactMessageInput, context: ContactContext): RenderedEmail {
  const subject = `Contact form: ${message.subject}`;
  const accountLine = context.account
    ? `Signed in as ${context.account.email} (user ${context.account.userId})`
    : 'Not signed in';
  const facts: [string, string][] = [
    ['From', `${message.name} <${message.email}>`],
    ['Subject', message.subject],
    ['Received', context.receivedAt.toISOString()],
    ['Account', accountLine],
  ];
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#6b625c;font-weight:600;vertical-align:top">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = frame(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px">New message from the contact form</h1>
<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>
<div style="white-space:pre-wrap;border-top:1px solid #ece6e0;padding-top:16px">${escapeHtml(message.message)}</div>
<p style="margin:24px 0 0;font-size:13px;color:#6b625c">Reply to this email to answer ${escapeHtml(message.name)} directly.</p>`,
  );
  const text = [
    'New message from the contact form',
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `Reply to this email to answer ${message.name} directly.`,
  ].join('\n');
  return { subject, html, text };
}

export const ACKNOWLEDGEMENT_SUBJECT = 'We received your message';

/** To the sender: it arrived, and where the answer will come from. */
export function acknowledgementEmail(): RenderedEmail {
  const lines = [
    'Thank you for writing to Giftwise. Your message has reached our support team.',
    'We read every message and will reply to this email address. You do not need to send it again.',
    'Many answers are also in the Help Center on our website.',
  ];
  const html = frame(
    ACKNOWLEDGEMENT_SUBJECT,
    `<h1 style="margin:0 0 16px;font-size:20px">${ACKNOWLEDGEMENT_SUBJECT}</h1>
<p style="margin:0 0 16px">Hello,</p>
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('')}
<p style="margin:0;font-size:13px;color:#6b625c">If you did not write to us, you can ignore this email.</p>`,
  );
  const text = ['Hello,', '', ...lines.flatMap((line) => [line, '']), 'If you did not write to us, you can ignore this email.', '', '— Giftwise'].join('\n');
  return { subject: ACKNOWLEDGEMENT_SUBJECT, html, text };
}
