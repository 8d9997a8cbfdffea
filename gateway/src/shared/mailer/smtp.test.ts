// The reset mail through a real SMTP server started here: read the link, complete the reset.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { TestClient } from '../../testing/http-client.js';

const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

// Started after the SMTP server above and stopped before it.
const gateway = useTestRuntime(() => ({
  SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  PUBLIC_ORIGIN: 'https://studio.example.com',
}));

it('mails a reset link over SMTP that resets the password once', async () => {
  const browser = new TestClient(gateway.url);
  await browser.post('/api/register', { email: 'mail@x.io', username: 'mail', password: 'old password' });
  const forgot = await new TestClient(gateway.url).post<{ message: string }>('/api/forgot-password', {
    email: 'MAIL@x.io',
  });
  expect(forgot.status).toBe(200);

  for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['mail@x.io']);
  const decoded = received[0]!.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const token = /https:\/\/studio\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
  expect(token).toBeDefined();

  const reset = await new TestClient(gateway.url).post('/api/reset-password', {
    token,
    newPassword: 'new password',
  });
  expect(reset.status).toBe(200);
  expect((await browser.get('/api/user')).body).toBeNull();
  expect(
    (await new TestClient(gateway.url).post('/api/login', { email: 'mail@x.io', password: 'old password' }))
      .status,
  ).toBe(401);
  expect(
    (await new TestClient(gateway.url).post('/api/login', { email: 'mail@x.io', password: 'new password' }))
      .status,
  ).toBe(200);
  expect(
    (await new TestClient(gateway.url).post('/api/reset-password', { token, newPassword: 'third password' }))
      .status,
  ).toBe(400);
});
