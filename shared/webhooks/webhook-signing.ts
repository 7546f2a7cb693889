import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookSecret } from './webhook-repository.js';

/**
 * Signatures in the Standard Webhooks form: the secret is `whsec_` + base64 of 24 random bytes;
 * webhook-signature is `v1,` + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)),
 * one per secret still valid, space-separated (a rotation signs with old and new alike).
 */

const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = (): string => SECRET_PREFIX + randomBytes(24).toString('base64');

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one delivery attempt. */
export function signedHeaders(secrets: WebhookSecret[], id: string, timestamp: number, body: string): Record<string, string> {
  const valid = secrets.filter((secret) => secret.expires_at === null || secret.expires_at > timestamp);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': valid.map((secret) => signature(secret.secret, id, timestamp, body)).join(' '),
  };
}
