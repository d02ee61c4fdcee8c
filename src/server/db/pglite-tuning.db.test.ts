import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { PGLITE_SETTINGS } from './pglite-tuning.ts';
import { rowsOf } from './rows.ts';

/** The embedded database on disk, as `npm start` opens it (whatever DATABASE_URL the test run has). */
const dataDir = mkdtempSync(join(tmpdir(), 'cs-pglite-tuning-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGLITE_START_PARAMS', () => {
  it('starts PGlite with its settings, 24MB of shared buffers over the 128MB initdb wrote into postgresql.conf', async () => {
    for (const opening of ['new folder', 'reopened']) {
      const database = await openDatabase({ dataDir });
      try {
        for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
          const [row] = rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`show ${name}`)));
          expect(row?.[name], `${opening}: ${name}`).toBe(value);
        }
        expect(PGLITE_SETTINGS.shared_buffers).toBe('24MB');
      } finally {
        await database.close();
      }
    }
  });
});
