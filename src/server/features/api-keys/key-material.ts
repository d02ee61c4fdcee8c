import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS } from '#shared/api-keys.ts';

/**
 * The key itself: `cs_live_` + 32 bytes from the operating system's CSPRNG (`crypto.randomBytes`),
 * base64url-encoded (43 characters, 256 bits). Stored only as its SHA-256 in hex: a fast hash is
 * enough for a secret with this much entropy — a slow KDF (bcrypt, Argon2) only slows the guessing of
 * low-entropy passwords, and 2^256 candidates cannot be guessed at any speed (NIST SP 800-63B
 * §5.1.2.1: look-up secrets of 112 bits or more "SHALL be hashed with an approved one-way function",
 * the salted KDF being required only below that; docs/decisions/019).
 */
export const API_KEY_RANDOM_BYTES = 32;
/** What a well-formed key looks like; anything else is refused before the database is asked. */
export const API_KEY_PATTERN = /^cs_live_[A-Za-z0-9_-]{43}$/;

export type NewApiKey = { key: string; prefix: string; hash: string };

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): NewApiKey {
  const key = API_KEY_PREFIX + randomBytes(API_KEY_RANDOM_BYTES).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS), hash: hashApiKey(key) };
}
