// Standard Webhooks signing (https://www.standardwebhooks.com) with its reference library
// (standardwebhooks): a secret `whsec_<base64 of 32 random bytes>`; each attempt is signed
// `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the secret's decoded bytes
// as the key (signature.test.ts checks the library's signatures against that formula, as the README
// documents it for receivers).
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The webhook-signature header's value for one attempt (`timestamp` in seconds). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return new Webhook(secret).sign(id, new Date(timestamp * 1000), body);
}

/**
 * A receiver's check: one of the header's space-separated `v1,` signatures matches, and the timestamp
 * is within five minutes of now (replays are refused).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
): boolean {
  try {
    new Webhook(secret).verify(
      body,
      {
        'webhook-id': headers.id,
        'webhook-timestamp': headers.timestamp,
        'webhook-signature': headers.signature,
      },
      { jsonParse: false },
    );
    return true;
  } catch {
    return false;
  }
}
