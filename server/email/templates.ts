/** Email bodies, plain text first with a simple HTML twin. */
import type { EmailMessage } from './mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset email. */
export function passwordResetEmail(to: string, name: string, link: string): EmailMessage {
  const hello = name ? `Hi ${name},` : 'Hi,';
  const text = [
    hello,
    '',
    'Someone (hopefully you) asked to reset the password of your PrepGold account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    "If you didn't ask for this, you can ignore this email; your password stays the same.",
    '',
    '— PrepGold',
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>Someone (hopefully you) asked to reset the password of your PrepGold account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you didn't ask for this, you can ignore this email; your password stays the same.</p><p>— PrepGold</p>`;
  return { to, subject: 'Reset your PrepGold password', text, html };
}
