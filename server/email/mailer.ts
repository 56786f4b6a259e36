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

/** Sends through an SMTP server. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return { send: async (m) => void (await transport.sendMail({ from, ...m })) };
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
