import { escapeHtml } from '#shared/html/escape-html.js';
import type { OutboxMessage } from '#server/services/email/dev-mailbox.service.js';

/**
 * The development mailbox's views: JSON for tests and plain HTML pages. Nothing of an email is rendered as
 * HTML: the text version is escaped and its http(s) links made into anchors, the HTML shown as source.
 */
type OutboxRow = OutboxMessage;

export function presentDevMailMessage(row: OutboxRow) {
  return {
    id: row.id,
    messageId: row.messageId,
    to: row.toAddress,
    from: row.fromAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    category: row.category,
    status: row.status,
    attempts: row.attempts,
    headers: row.headers,
    html: row.html,
    text: row.text,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

const LINK_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

/** Escapes text and turns its http(s) links into anchors; nothing of the email is rendered as HTML. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    // Sentence punctuation after a link is not part of it.
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index ?? 0;
    html += `${escapeHtml(text.slice(last, start))}<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Giftwise dev mail</title>
<link rel="stylesheet" href="/dev/mail.css">
</head>
<body>
${body}
</body>
</html>
`;
}

function listBody(rows: OutboxRow[], baseUrl: string): string {
  const items = rows
    .map(
      (row) => `<tr>
<td>${escapeHtml(row.toAddress)}</td>
<td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td>
<td><time datetime="${row.createdAt.toISOString()}">${formatTime(row.createdAt)}</time></td>
<td><span class="status status-${escapeHtml(row.status)}">${escapeHtml(row.status)}</span></td>
</tr>`,
    )
    .join('\n');
  return `<header><h1>Development mailbox</h1>
<p>Emails written by this server (${escapeHtml(baseUrl)}); nothing leaves the machine. Newest first. <a href="/dev/mail">Refresh</a></p></header>
<main>
${
  rows.length === 0
    ? '<p class="empty">No emails yet.</p>'
    : `<table>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Time</th><th scope="col">Status</th></tr></thead>
<tbody>
${items}
</tbody>
</table>`
}
</main>`;
}

function messageBody(row: OutboxRow): string {
  const headers = Object.entries(row.headers ?? {})
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${linkify(value)}</dd>`)
    .join('\n');
  return `<header><p><a href="/dev/mail">← All emails</a></p><h1>${escapeHtml(row.subject)}</h1></header>
<main>
<dl class="meta">
<dt>From</dt><dd>${escapeHtml(row.fromAddress)}</dd>
<dt>To</dt><dd>${escapeHtml(row.toAddress)}</dd>
${row.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(row.replyTo)}</dd>` : ''}
<dt>Time</dt><dd><time datetime="${row.createdAt.toISOString()}">${formatTime(row.createdAt)}</time></dd>
<dt>Status</dt><dd>${escapeHtml(row.status)}${row.lastError ? ` (${escapeHtml(row.lastError)})` : ''}</dd>
<dt>Category</dt><dd>${escapeHtml(row.category)}</dd>
<dt>Message-ID</dt><dd>${escapeHtml(row.messageId)}</dd>
${headers}
</dl>
<h2>Text version</h2>
<pre class="text">${linkify(row.text)}</pre>
<details>
<summary>HTML source</summary>
<pre class="source">${escapeHtml(row.html)}</pre>
</details>
</main>`;
}

function formatTime(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
}

export const DEV_MAIL_STYLESHEET = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1f2937;background:#fff}
h1{font-size:1.5rem;margin:.5rem 0}
a{color:#7c3aed}
table{width:100%;border-collapse:collapse;font-size:.9rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
.status{display:inline-block;padding:0 .5rem;border-radius:999px;background:#f3f4f6}
.status-sent{background:#dcfce7}.status-failed{background:#fee2e2}.status-skipped{background:#fef9c3}
.meta{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;font-size:.9rem}
.meta dt{font-weight:600}.meta dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem}
.empty{color:#6b7280}
`;

export function renderDevMailList(rows: OutboxRow[], baseUrl: string): string {
  return page('Development mailbox', listBody(rows, baseUrl));
}

export function renderDevMailMessage(row: OutboxRow): string {
  return page(row.subject, messageBody(row));
}
