// Standard Webhooks signing (https://www.standardwebhooks.com): a secret `whsec_<base64 of 32 random
// bytes>`; each attempt is signed `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`
// with the secret's decoded bytes as the key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string): Buffer => Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');

/** The webhook-signature header's value for one attempt. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * A receiver's check: one of the header's space-separated `v1,` signatures matches, and the timestamp
 * is within `toleranceSeconds` of now (replays are refused).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
