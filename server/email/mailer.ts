/** Outgoing email: SMTP when SMTP_URL is set, otherwise .eml files in the outbox folder. */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * The error to report for a message that could not be sent, without its recipient: a transport's error quotes the
 * address (a server's "550 <address>: Recipient address rejected", nodemailer's `rejected` list), and the failure
 * goes to the log, which holds no address (decision 021). Its code and the server's reply code stay.
 */
function sendFailure(err: unknown, to: string): Error {
  const { code, responseCode, message } = (err ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(err);
  const hidden = to ? text.replace(new RegExp(to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '<recipient>') : text;
  return Object.assign(new Error(`email not sent: ${hidden}`), {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  });
}

/** Sends through an SMTP server. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      try {
        await transport.sendMail({ from, ...m });
      } catch (err) {
        throw sendFailure(err, m.to);
      }
    },
  };
}

/**
 * Writes each message as an RFC 822 .eml file, built by nodemailer's stream transport so
 * the file is exactly what SMTP would have carried.
 */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from, ...m });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      // Written under a temporary name and renamed, so a reader never sees half a message.
      await writeFile(path.join(outboxDir, `${name}.part`), info.message as Buffer, { mode: 0o600 });
      await rename(path.join(outboxDir, `${name}.part`), path.join(outboxDir, `${name}.eml`));
    },
  };
}

/** Picks the mailer the configuration asks for. */
export function createMailer(options: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}
