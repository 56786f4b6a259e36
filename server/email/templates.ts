/** Email bodies, plain text first with a simple HTML twin. */
import type { EmailMessage } from './mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One paragraph: plain text, or a link with the words it is shown as in the HTML twin. */
type Paragraph = string | { link: string; label: string };

/** A message from its paragraphs, greeting the person by name when there is one and signed by PrepGold. */
function compose(to: string, subject: string, name: string, paragraphs: Paragraph[]): EmailMessage {
  const all: Paragraph[] = [name ? `Hi ${name},` : 'Hi,', ...paragraphs, '— PrepGold'];
  const text = all.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n');
  const html = all
    .map((p) => `<p>${typeof p === 'string' ? escapeHtml(p) : `<a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a>`}</p>`)
    .join('');
  return { to, subject, text, html };
}

/** The password-reset email. */
export function passwordResetEmail(to: string, name: string, link: string): EmailMessage {
  return compose(to, 'Reset your PrepGold password', name, [
    'Someone (hopefully you) asked to reset the password of your PrepGold account. Open this link within one hour to choose a new password:',
    { link, label: 'Reset my password' },
    "If you didn't ask for this, you can ignore this email; your password stays the same.",
  ]);
}

/** Sent after every password change or reset, so an owner learns of a change they did not make. */
export function passwordChangedEmail(to: string, name: string, resetLink: string): EmailMessage {
  return compose(to, 'Your PrepGold password was changed', name, [
    'The password of your PrepGold account was just changed, and every other device signed in to it has been signed out.',
    "If this was you, there is nothing else to do. If it wasn't, reset your password now and then check your account:",
    { link: resetLink, label: 'Reset my password' },
  ]);
}
