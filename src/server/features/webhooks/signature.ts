import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, spec 1.0.0 "Signature scheme" and
 * "Webhook headers"; github.com/standard-webhooks/standard-webhooks, spec Apache-2.0, libraries MIT,
 * whose test vectors are copied in tests/fixtures/standards/standard-webhooks/ with their PROVENANCE.md),
 * with node:crypto only:
 * - the secret is `whsec_` + base64 of SECRET_BYTES random bytes (the spec: 24 to 64 bytes, base64,
 *   prefixed `whsec_`); the key is its base64-decoded part;
 * - the signature is `v1,` + base64(HMAC-SHA256(key, `${msgId}.${timestamp}.${body}`)), over the exact
 *   bytes sent;
 * - `webhook-signature` is a space-delimited list: during a rotation's overlap the message is signed
 *   with the new and the old secret, and a receiver holding either verifies it (spec: "zero downtime
 *   secret rotation").
 */
export const SECRET_PREFIX = 'whsec_';
/** 32 bytes = 256 bits, HMAC-SHA256's own block-strength key size; within the spec's 24–64. */
export const SECRET_BYTES = 32;

export const generateSecret = () => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/**
 * A new `webhook-id` (`msg_` + 32 hex characters). Never user-controlled and free of `.`, as the spec
 * requires of the id it signs.
 */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** The HMAC key of a secret, with or without its `whsec_` prefix (the spec's libraries accept both). */
const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

/**
 * @param timestamp - unix seconds, as sent in `webhook-timestamp`
 * @returns `v1,<base64 signature>`
 */
export function sign(secret: string, msgId: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${msgId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The three Standard Webhooks headers for one attempt.
 * @param secrets - the current secret first, then any older one still in its overlap window
 */
export function webhookHeaders(
  secrets: readonly string[],
  msgId: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, msgId, timestamp, body)).join(' '),
  };
}
