// Outgoing mail: SMTP when SMTP_URL is set, otherwise an .eml file per mail under DATA_DIR/outbox.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (e.g. the visitor who asked a question), when not to the sender. */
  replyTo?: string;
  /** The one link the mail is about (e.g. a reset link); logged when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  /**
   * Deletes the mails kept here that name `address` (as recipient, reply-to or in the text): a deleted
   * account's (issue 21). The outbox's .eml files; SMTP keeps nothing. Returns how many went.
   */
  forget(address: string): Promise<number>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  logger: Logger;
}

/** What both transports send of `mail` (its link is for the outbox's log only). */
const message = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  replyTo: mail.replyTo,
});

export function createMailer({ smtpUrl, outboxDir, from, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(message(from, mail));
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      forget: async () => 0,
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to outbox');
    },
    async forget(address) {
      const needle = address.toLowerCase();
      if (!needle) return 0;
      let names: string[];
      try {
        names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return 0;
        throw error;
      }
      let forgotten = 0;
      for (const name of names) {
        const file = join(outboxDir, name);
        // Headers and text as written (quoted-printable may wrap a long address: joined back first).
        const text = (await readFile(file, 'utf8').catch(() => '')).replace(/=\r?\n/g, '').toLowerCase();
        if (!text.includes(needle)) continue;
        await rm(file, { force: true });
        forgotten += 1;
      }
      return forgotten;
    },
    close: () => transport.close(),
  };
}
