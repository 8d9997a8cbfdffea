// The outbox (no SMTP_URL): forgetting an address deletes the mails naming it (a deleted account's,
// issue 21) and no other; SMTP keeps nothing to forget.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const logger = pino({ level: 'silent' });

it('forgets the outbox mails naming an address (as recipient, reply-to or in the text), any case', async () => {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'outbox');
  const mailer = createMailer({ outboxDir, from: 'Thesis Studio <no-reply@x.io>', logger });
  expect(await mailer.forget('ada@x.io')).toBe(0);
  await mailer.send({ to: 'ada@x.io', subject: 'Reset', text: 'Hello Ada.' });
  await mailer.send({ to: 'owner@x.io', replyTo: 'Ada@X.io', subject: 'A question', text: 'From Ada.' });
  await mailer.send({
    to: 'admin@x.io',
    subject: 'New idea',
    text: `Ada <ada@x.io> submitted ${'an idea '.repeat(20)}`,
  });
  await mailer.send({ to: 'bob@x.io', subject: 'Reset', text: 'Hello Bob.' });
  expect(await readdir(outboxDir)).toHaveLength(4);
  expect(await mailer.forget('ada@x.io')).toBe(3);
  expect(await readdir(outboxDir)).toHaveLength(1);
  mailer.close();

  const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', outboxDir, from: 'x@x.io', logger });
  expect(await smtp.forget('bob@x.io')).toBe(0);
  smtp.close();
});
