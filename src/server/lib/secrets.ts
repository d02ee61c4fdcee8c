import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * On the embedded database, `AUTH_SECRET` and `ENCRYPTION_KEY` may be left unset: they are generated
 * once into `<DATA_DIR>/secrets.json` (mode 0600) and reused on every start, so sessions and stored
 * provider keys survive restarts (DESIGN.md §4). With `DATABASE_URL` they are required (env.ts).
 *
 * Sizes: AUTH_SECRET 32 random bytes as base64url (Better Auth asks for ≥ 32 characters);
 * ENCRYPTION_KEY 32 random bytes as base64 (an AES-256 key).
 */
export type Secrets = { authSecret: string; encryptionKey: string };

export function resolveSecrets(
  dataDir: string,
  given: { AUTH_SECRET?: string | undefined; ENCRYPTION_KEY?: string | undefined },
): Secrets {
  if (given.AUTH_SECRET && given.ENCRYPTION_KEY) {
    return { authSecret: given.AUTH_SECRET, encryptionKey: given.ENCRYPTION_KEY };
  }
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: Secrets = {
    authSecret: given.AUTH_SECRET ?? stored.authSecret ?? randomBytes(32).toString('base64url'),
    encryptionKey: given.ENCRYPTION_KEY ?? stored.encryptionKey ?? randomBytes(32).toString('base64'),
  };
  if (secrets.authSecret !== stored.authSecret || secrets.encryptionKey !== stored.encryptionKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  }
  return secrets;
}
