// The copy of Mise's mail: the welcome mail and the password-recovery mail, each as plain text
// and HTML. Every value inserted into the HTML is escaped; values inserted into a subject or the
// text part are flattened to one line, so a name cannot inject markup, headers or fake lines.
import type { OutgoingMail } from './mailer';
import { oneLine } from './oneLine';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4efe6;color:#1d1a16;font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#fffdf8;border:1px solid #e3dccf;border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-size:13px;letter-spacing:.2em;text-transform:uppercase;color:#8a5a2b">Mise</td></tr>
<tr><td style="padding:0 32px 28px;font-size:16px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e3dccf;font-size:12px;color:#6b645a">Mise: film, filtered by aesthetics; build your own archive.</td></tr>
</table></td></tr></table></body></html>`;
}

function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:8px 8px 0 0;padding:10px 18px;background:#1d1a16;color:#fffdf8;border-radius:999px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px">${escapeHtml(label)}</a>`;
}

export function welcomeMail(opts: {
  to: string;
  firstName: string;
  siteUrl: string;
}): OutgoingMail {
  const name = oneLine(opts.firstName, 60) || 'there';
  const site = opts.siteUrl.replace(/\/+$/, '');
  const subject = `Welcome to Mise, ${name}!`;
  const text = [
    `Welcome to Mise, ${name}!`,
    '',
    'Your account is all set. Mise finds films by how they look: describe a vibe, pick a colour',
    'or a palette, choose a few keywords, or roll the dice for a surprise.',
    '',
    'Every film you like lands in your watchlist, on every device you sign in on.',
    '',
    `Explore film vibes: ${site}/match`,
    `Your watchlist: ${site}/watchlist`,
    '',
    'See you at the movies,',
    'Mise',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:26px;font-weight:normal;margin:8px 0 16px">Welcome to Mise, ${escapeHtml(name)}!</h1>
<p>Your account is all set. Mise finds films by how they look: describe a vibe, pick a colour or a palette, choose a few keywords, or roll the dice for a surprise.</p>
<p>Every film you like lands in your watchlist, on every device you sign in on.</p>
<p>${button(`${site}/match`, 'Explore film vibes')}${button(`${site}/watchlist`, 'Go to watchlist')}</p>
<p style="margin-top:24px">See you at the movies,<br>Mise</p>`,
  );
  return { to: opts.to, subject, text, html };
}

/** The link a new account opens to confirm its address (projects that confirm emails). */
export function confirmMail(opts: { to: string; link: string }): OutgoingMail {
  const subject = 'Confirm your Mise account';
  const text = [
    'Welcome to Mise. Confirm that this address is yours to finish creating your account:',
    '',
    opts.link,
    '',
    'Then sign in: the films you liked before joining come with you.',
    '',
    'If you did not sign up, ignore this mail: no account is created without the link.',
    '',
    'Mise',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:24px;font-weight:normal;margin:8px 0 16px">Confirm your account</h1>
<p>Welcome to Mise. Confirm that this address is yours to finish creating your account.</p>
<p>${button(opts.link, 'Confirm my email')}</p>
<p style="font-size:13px;color:#6b645a">Or paste this link into your browser: ${escapeHtml(opts.link)}</p>
<p>Then sign in: the films you liked before joining come with you. If you did not sign up, ignore this mail.</p>`,
  );
  return { to: opts.to, subject, text, html };
}

export function recoveryMail(opts: { to: string; link: string }): OutgoingMail {
  const subject = 'Reset your Mise password';
  const text = [
    'Someone asked to reset the password of your Mise account.',
    '',
    `Choose a new password here: ${opts.link}`,
    '',
    'The link works once and expires soon. If you did not ask for this, ignore this mail:',
    'your password stays as it is.',
    '',
    'Mise',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:24px;font-weight:normal;margin:8px 0 16px">Reset your password</h1>
<p>Someone asked to reset the password of your Mise account.</p>
<p>${button(opts.link, 'Choose a new password')}</p>
<p style="font-size:13px;color:#6b645a">Or paste this link into your browser: ${escapeHtml(opts.link)}</p>
<p>The link works once and expires soon. If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
  );
  return { to: opts.to, subject, text, html };
}
