import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, maskSecret } from './encryption.ts';

const key = randomBytes(32);

describe('encryptSecret / decryptSecret', () => {
  it('round-trips and never stores the plaintext', () => {
    const stored = encryptSecret('sk-live-1234567890abcdef', key);
    expect(stored).not.toContain('sk-live');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptSecret(stored, key)).toBe('sk-live-1234567890abcdef');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret('same', key)).not.toBe(encryptSecret('same', key));
  });

  it('refuses a tampered value or the wrong key', () => {
    const stored = encryptSecret('secret value', key);
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptSecret([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), key)).toThrow();
    expect(() => decryptSecret(stored, randomBytes(32))).toThrow();
    expect(() => decryptSecret('plain', key)).toThrow('Unrecognised');
  });

  it('masks all but the last four characters', () => {
    expect(maskSecret('sk-abcdefghijklmnop')).toBe('••••mnop');
    expect(maskSecret('short')).toBe('••••');
  });
});
