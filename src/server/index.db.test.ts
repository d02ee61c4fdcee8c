import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runEntry } from '#tests/support/process.ts';

const run = (env: Record<string, string>) => runEntry('src/server/index.ts', env);

describe('the server process', () => {
  it('stops at start with a message naming each bad variable', async () => {
    const proc = run({ PORT: 'eighty', AI_PROVIDER: 'skynet', DATABASE_URL: '' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('Invalid environment');
    expect(proc.output()).toMatch(/PORT: expected a whole number \(got "eighty"\)/);
    expect(proc.output()).toMatch(/AI_PROVIDER:/);
  });

  it('starts on PGlite with generated secrets, migrates, serves health, and stops cleanly on SIGTERM', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'cs-start-')), 'data');
    const port = await freePort();
    const proc = run({ PORT: String(port), DATA_DIR: dataDir });
    let health: Response | undefined;
    for (let i = 0; i < 100 && !health; i++) {
      await new Promise((r) => setTimeout(r, 200));
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    }
    expect(health?.status).toBe(200);
    expect(await health!.json()).toMatchObject({ status: 'ok' });
    const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
    expect(Object.keys(secrets).sort()).toEqual(['authSecret', 'encryptionKey']);
    expect(statSync(join(dataDir, 'pglite')).isDirectory()).toBe(true);

    // Sign-in is rate limited per client address; a forged X-Forwarded-For must not reset the count.
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          'x-forwarded-for': `203.0.113.${i}`,
        },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('"msg":"stopped"');
  });
});
