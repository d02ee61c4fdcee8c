import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSecrets } from './secrets.ts';

describe('resolveSecrets', () => {
  it('generates both secrets once into DATA_DIR and reuses them', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cs-secrets-')), 'nested', 'data');
    const first = resolveSecrets(dir, {});
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(first.encryptionKey, 'base64')).toHaveLength(32);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(resolveSecrets(dir, {})).toEqual(first);
  });

  it('prefers the environment and stores what it generated for the other', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cs-secrets-'));
    const secrets = resolveSecrets(dir, { AUTH_SECRET: 'a'.repeat(40) });
    expect(secrets.authSecret).toBe('a'.repeat(40));
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).encryptionKey).toBe(secrets.encryptionKey);
  });
});
