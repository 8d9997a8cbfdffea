// The mails the outbox mailer wrote under DATA_DIR/outbox (one .eml file a mail, named by the time it
// was sent), read as the tests read them: decoded, by recipient, waiting for the ones still being written.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A mail's text with its quoted-printable encoding undone (soft line breaks and `=XX` bytes). */
export const decodeQuotedPrintable = (mail: string): string =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mails in `dataDir`'s outbox to `address`, decoded, oldest first. */
export async function mailsTo(dataDir: string, address: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const to = new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  const found: string[] = [];
  for (const file of (await readdir(outbox).catch(() => [] as string[])).sort()) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
    if (to.test(mail)) found.push(mail);
  }
  return found;
}

/** The mails to `address` once there are at least `count` (the mailer writes in the background). */
export async function waitForMails(dataDir: string, address: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 300; i++) {
    const mails = await mailsTo(dataDir, address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} mails to ${address}`);
}
