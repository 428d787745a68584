import { escapeHtml } from '#shared/html/escape-html.js';

/**
 * The one layout of every Giftwise email (account emails, contact messages and their acknowledgement, and
 * the unsubscribe footer the outbox adds to marketing and reminder emails): the brand line, a heading, the
 * blocks, at most one button with its link in full as a fallback, and the small print. The text version
 * says the same in the same order. Everything given is text: it is escaped here, never trusted as HTML.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type EmailBlock =
  /** A paragraph of text. */
  | { paragraph: string }
  /** Labelled facts, one per row (a contact message's sender, subject, time). */
  | { facts: readonly (readonly [string, string])[] }
  /** Someone's own words, line breaks kept, set apart from ours. */
  | { quote: string };

export interface EmailContent {
  subject: string;
  /** The heading; the subject when absent. */
  heading?: string;
  /** 'Hi Ann,': the text version starts with it (else with the heading). */
  greeting?: string;
  blocks: readonly EmailBlock[];
  action?: { label: string; url: string };
  /** The small print at the end (why the email came, what to do if it was not expected). */
  footer?: string;
}

const BRAND = 'Giftwise';
const ACCENT = '#b4234a';
const MUTED = '#6b625c';
const BORDER = '#ece6e0';
const SMALL = `margin:0;font-size:13px;color:${MUTED}`;

function blockHtml(block: EmailBlock): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:${MUTED};font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
  }
  return `<div style="white-space:pre-wrap;border-top:1px solid ${BORDER};padding-top:16px;margin:0 0 16px">${escapeHtml(block.quote)}</div>`;
}

function blockText(block: EmailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  return block.quote;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const heading = content.heading ?? content.subject;
  const action = content.action;
  const url = action ? escapeHtml(action.url) : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f4;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2b2522;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid ${BORDER};border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:${ACCENT}">${BRAND}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${content.greeting ? `<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>\n` : ''}${content.blocks.map(blockHtml).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#1f7a74;word-break:break-all">${url}</a></p>
`
    : ''
}${content.footer ? `<p style="${SMALL}">${escapeHtml(content.footer)}</p>\n` : ''}</div></body></html>`;
  const text = [
    content.greeting ?? heading,
    '',
    ...content.blocks.flatMap((block) => [blockText(block), '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    `— ${BRAND}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}

/**
 * The unsubscribe footer of a marketing or reminder email, in the layout's small print: before </body> when
 * the HTML has one (inside the email, after its card), else at the end; and a signed-off block in the text.
 */
export function appendUnsubscribeFooter(
  email: { html: string; text: string },
  footer: { why: string; linkText: string; url: string },
): { html: string; text: string } {
  const footerHtml =
    `<p style="margin-top:32px;font-size:12px;line-height:1.5;color:${MUTED};text-align:center">${escapeHtml(footer.why)} ` +
    `<a href="${escapeHtml(footer.url)}" style="color:${MUTED}">${escapeHtml(footer.linkText)}</a></p>`;
  const bodyEnd = email.html.search(/<\/body\s*>/i);
  const html =
    bodyEnd === -1 ? `${email.html}\n${footerHtml}` : `${email.html.slice(0, bodyEnd)}${footerHtml}\n${email.html.slice(bodyEnd)}`;
  const text = `${email.text.replace(/\s+$/, '')}\n\n--\n${footer.why}\n${footer.linkText}: ${footer.url}\n`;
  return { html, text };
}
