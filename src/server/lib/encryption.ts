import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for secrets users give us (their AI provider keys): AES-256-GCM from node:crypto
 * (NIST SP 800-38D), a fresh 96-bit random IV per value (the size SP 800-38D §8.2 recommends), the
 * 128-bit tag checked on decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url parts, so the format
 * can change later without guessing.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

/** @param key - 32 bytes (ENCRYPTION_KEY, base64-decoded) */
export function encryptSecret(plaintext: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** @throws Error when the value was not made by `encryptSecret` with this key, or was tampered with. */
export function decryptSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unrecognised encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** A key shown masked: its last 4 characters only (`••••abcd`), nothing for short keys. */
export const maskSecret = (secret: string) => (secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••');
