import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailScoreSchema } from '#shared/emails.ts';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Migration 0010 on a database that holds e-mails scored before the verdict existed: the database is
 * migrated to 0009 (a copy of the migrations folder whose journal stops there), old-shaped rows are
 * written, then the real folder is applied. Every stored score must then parse with the required
 * `verdict` (emailScoreSchema), and the `verdict` column must equal it. PGlite only: the test builds
 * its own database at a chosen migration.
 */
const BEFORE_VERDICT = '0009_webhooks';
const oldScore = (grade: string) => ({
  grade,
  criteria: [
    { id: 'length', result: 'pass', reason: '72 words of prose' },
    { id: 'personalisation', result: 'pass', reason: 'uses their company' },
  ],
});

let handle: DatabaseHandle;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'coldsmith-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === BEFORE_VERDICT);
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  handle = await openDatabase({ memory: true });
  await migrate(handle.db as never, { migrationsFolder: folder });
});
afterAll(async () => {
  await handle?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0010 (the verdict)', () => {
  it('gives every stored score the verdict its grade maps to, in the score and the column', async () => {
    const db = handle.db;
    await db.execute(sql`insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.com')`);
    await db.execute(
      sql`insert into campaigns (id, user_id, name, brief) values ('00000000-0000-4000-8000-00000000000c', 'u1', 'Old', '{}')`,
    );
    const grades = ['A', 'B', 'C', 'D', 'F', null, 'keeps'] as const;
    for (const [i, grade] of grades.entries()) {
      const [prospect] = rowsOf<{ id: string }>(
        await db.execute(
          sql`insert into prospects (campaign_id, email) values ('00000000-0000-4000-8000-00000000000c', ${`p${i}@example.com`}) returning id`,
        ),
      );
      // `keeps`: a score written after the verdict existed but before its column (grade A, verdict edit).
      const score = grade === null ? null : grade === 'keeps' ? { ...oldScore('A'), verdict: 'edit' } : oldScore(grade);
      await db.execute(sql`
        insert into emails (campaign_id, prospect_id, step, status, score, grade)
        values ('00000000-0000-4000-8000-00000000000c', ${prospect!.id}::uuid, 1, ${score ? 'ready' : 'queued'},
          ${score ? JSON.stringify(score) : null}::jsonb, ${score?.grade ?? null})`);
    }

    await migrate(handle.db as never, { migrationsFolder });

    const rows = rowsOf<{ email: string; score: unknown; grade: string | null; verdict: string | null }>(
      await db.execute(sql`
        select p.email, e.score, e.grade, e.verdict from emails e join prospects p on p.id = e.prospect_id
        order by p.seq`),
    );
    expect(rows.map((r) => r.verdict)).toEqual(['send', 'send', 'edit', 'dont_send', 'dont_send', null, 'edit']);
    for (const row of rows.filter((r) => r.score !== null)) {
      const score = emailScoreSchema.parse(row.score);
      expect(score.verdict).toBe(row.verdict);
      expect(score.grade).toBe(row.grade);
      expect(score.criteria).toHaveLength(2);
    }
    expect(rows[5]).toMatchObject({ score: null, grade: null, verdict: null });
    await expect(db.execute(sql`update emails set verdict = 'maybe'`)).rejects.toThrow();
  });
});
