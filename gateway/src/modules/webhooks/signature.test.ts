// Standard Webhooks signatures: the specification's own example, a receiver's checks, and the secret's form.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs } from './delivery.js';
import { newWebhookSecret, signWebhook, verifyWebhook } from './signature.js';

// The example of the Standard Webhooks specification (and its reference libraries' tests).
const SPEC = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('signWebhook', () => {
  it('signs the specification’s example exactly', () => {
    expect(signWebhook(SPEC.secret, SPEC.id, SPEC.timestamp, SPEC.body)).toBe(SPEC.signature);
  });

  it('is the base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret’s decoded bytes', () => {
    const secret = newWebhookSecret();
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = createHmac('sha256', key).update('msg_1.1700000000.{"a":1}').digest('base64');
    expect(signWebhook(secret, 'msg_1', 1_700_000_000, '{"a":1}')).toBe(`v1,${expected}`);
  });
});

describe('newWebhookSecret', () => {
  it('is whsec_ and the base64 of 32 random bytes, different every time', () => {
    const secrets = new Set(Array.from({ length: 20 }, newWebhookSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    }
  });
});

describe('verifyWebhook', () => {
  const now = SPEC.timestamp * 1000;
  const headers = { id: SPEC.id, timestamp: String(SPEC.timestamp), signature: SPEC.signature };
  afterEach(() => vi.useRealTimers());
  const at = (ms: number) => vi.useFakeTimers({ now: ms, toFake: ['Date'] });

  it('accepts the example, also among other signatures (key rotation)', () => {
    at(now);
    expect(verifyWebhook(SPEC.secret, headers, SPEC.body)).toBe(true);
    const several = { ...headers, signature: `v1,bm90IGl0 ${SPEC.signature}` };
    expect(verifyWebhook(SPEC.secret, several, SPEC.body)).toBe(true);
  });

  it('refuses another body, id, secret or a timestamp outside the tolerance', () => {
    at(now);
    expect(verifyWebhook(SPEC.secret, headers, '{"test": 2432232315}')).toBe(false);
    expect(verifyWebhook(SPEC.secret, { ...headers, id: 'msg_other' }, SPEC.body)).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), headers, SPEC.body)).toBe(false);
    expect(verifyWebhook(SPEC.secret, { ...headers, timestamp: 'soon' }, SPEC.body)).toBe(false);
    at(now + 301_000);
    expect(verifyWebhook(SPEC.secret, headers, SPEC.body)).toBe(false);
  });
});

describe('the library’s signatures are the documented ones (README, OpenAPI)', () => {
  it('equal the base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret’s decoded bytes, for any body', () => {
    const bodies = [
      '',
      '{"a":1}',
      '{"title":"Ünïcødé — ✓ 日本語"}',
      'x'.repeat(100_000),
      '{"nested":{"b":[1,2,3]}}',
    ];
    for (const body of bodies) {
      const secret = newWebhookSecret();
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      const id = `msg_${Math.random().toString(36).slice(2)}`;
      const timestamp = 1_700_000_000 + Math.floor(Math.random() * 1_000_000);
      const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
      expect(signWebhook(secret, id, timestamp, body)).toBe(`v1,${mac}`);
    }
  });
});

describe('retryDelayMs', () => {
  it('grows threefold per retry from the base, within ±10 %', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, () => 0.5))).toEqual([
      30_000, 90_000, 270_000, 810_000,
    ]);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(27_000);
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(33_000);
  });
});
