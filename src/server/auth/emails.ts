/**
 * The account emails (verification, password reset, "already registered"): short, friendly, HTML and text.
 * Transactional: they never carry an unsubscribe link. Names are people's input, so they are escaped.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const BRAND = 'Giftwise';
const ACCENT = '#b4234a';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed},` : 'Hi,';
}

/** One calm layout for every account email: a heading, a few lines, one button, the link in full as a fallback. */
function layout(opts: { title: string; name?: string | null; lines: string[]; action: { label: string; url: string }; footer: string }): string {
  const paragraphs = opts.lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('');
  const url = escapeHtml(opts.action.url);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f4;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2b2522;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #ece6e0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:${ACCENT}">${BRAND}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(opts.title)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting(opts.name))}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(opts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b625c">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#1f7a74;word-break:break-all">${url}</a></p>
<p style="margin:0;font-size:13px;color:#6b625c">${escapeHtml(opts.footer)}</p>
</div></body></html>`;
}

function plain(opts: { name?: string | null; lines: string[]; action: { label: string; url: string }; footer: string }): string {
  return [greeting(opts.name), '', ...opts.lines.flatMap((l) => [l, '']), `${opts.action.label}: ${opts.action.url}`, '', opts.footer, '', `— ${BRAND}`].join('\n');
}

function render(subject: string, opts: { name?: string | null; lines: string[]; action: { label: string; url: string }; footer: string }): RenderedEmail {
  return { subject, html: layout({ title: subject, ...opts }), text: plain(opts) };
}

export function verificationEmail(input: { name?: string | null; url: string }): RenderedEmail {
  return render('Confirm your email address', {
    name: input.name,
    lines: [`Welcome to ${BRAND}! Please confirm your email address so that you can sign in.`, 'The link works for one hour.'],
    action: { label: 'Confirm email address', url: input.url },
    footer: `If you did not create a ${BRAND} account, you can ignore this email.`,
  });
}

export function passwordResetEmail(input: { name?: string | null; url: string }): RenderedEmail {
  return render('Reset your password', {
    name: input.name,
    lines: ['We received a request to reset your password. Choose a new one with the button below.', 'The link works for one hour. Resetting your password signs you out everywhere.'],
    action: { label: 'Choose a new password', url: input.url },
    footer: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function alreadyRegisteredEmail(input: { name?: string | null; signInUrl: string }): RenderedEmail {
  return render(`You already have a ${BRAND} account`, {
    name: input.name,
    lines: [
      `Someone (hopefully you) tried to create a ${BRAND} account with this email address, but you already have one.`,
      'You can sign in with your existing password. If you have forgotten it, choose "Forgot password?" on the sign-in page.',
    ],
    action: { label: 'Sign in', url: input.signInUrl },
    footer: 'If this was not you, you can ignore this email: nothing has changed on your account.',
  });
}
