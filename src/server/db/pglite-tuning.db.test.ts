import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

/** The embedded database on disk, as `npm start` opens it (whatever DATABASE_URL the test run has). */
const dataDir = mkdtempSync(join(tmpdir(), 'cs-pglite-tuning-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGLITE_START_PARAMS', () => {
  it('starts PGlite with 32MB of shared buffers, over the 128MB initdb wrote into postgresql.conf', async () => {
    for (const opening of ['new folder', 'reopened']) {
      const database = await openDatabase({ dataDir });
      try {
        const [row] = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
        expect(row?.shared_buffers, opening).toBe('32MB');
      } finally {
        await database.close();
      }
    }
  });
});
