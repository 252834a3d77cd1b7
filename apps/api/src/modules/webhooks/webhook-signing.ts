import { createHmac, randomBytes } from 'node:crypto';

/** A new secret in Standard Webhooks' form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The `v1` signature of one message with one secret (HMAC-SHA256 of `id.timestamp.body`). */
export function signWebhook(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The Standard Webhooks headers of one try: the message's id (the same on every try), the time
 * of this try, and a signature per live secret — two during a rotation's overlap, space-separated,
 * so a receiver holding either secret accepts it.
 */
export function webhookHeaders(
  secrets: readonly string[],
  msgId: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': msgId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, msgId, timestamp, body)).join(' '),
  };
}
