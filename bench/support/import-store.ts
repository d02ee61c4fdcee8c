import { createReadStream, readFileSync } from 'node:fs';
import { openDatabase } from '#server/db/client.ts';
import { campaigns, users } from '#server/db/schema/index.ts';
import { openCsv } from '#server/features/prospects/import/index.ts';
import { importIntoCampaign } from '#server/features/prospects/prospect-import.service.ts';

/**
 * The storing half of bench/import.ts, in a process of its own so its memory is what a restarted
 * `npm start` would have: `tsx bench/support/import-store.ts <csv file> <data dir> init|store`.
 * - `init` creates and migrates the PGlite folder (initdb runs once per install and needs far more
 *   memory than an opened database: it is kept out of the figures), with a campaign to import into;
 * - `store` opens it, imports the file through the import service (one transaction, as
 *   POST /api/v1/campaigns/:id/prospects stores it), then COPYs the same file into a bare table with
 *   the same columns (the floor), and prints one JSON line: seconds, rows, RSS in bytes (after open,
 *   peak during the import).
 */
const [file, dataDir, mode] = process.argv.slice(2) as [string, string, 'init' | 'store'];
const database = await openDatabase({ dataDir });

if (mode === 'init') {
  await database.migrate();
  const [owner] = await database.db
    .insert(users)
    .values({ id: 'bench', name: 'Bench', email: 'bench@example.com', emailVerified: true })
    .returning();
  await database.db
    .insert(campaigns)
    .values({ userId: owner!.id, name: 'bench', brief: { senderName: 'B', offer: 'O' } as never });
} else {
  const [campaign] = await database.db.select().from(campaigns).limit(1);
  global.gc?.();
  const opened = process.memoryUsage().rss;
  let peak = opened;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const stored = await importIntoCampaign(
    database.db,
    campaign!.id,
    await openCsv(createReadStream(file, { highWaterMark: 64 * 1024 })),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  await database.pglite!.exec(
    `create table copy_baseline (first_name text, last_name text, email text, title text, company text, website text, industry text, location text, notes text, employees text, batch text)`,
  );
  const copyStarted = performance.now();
  await database.pglite!.query(`copy copy_baseline from '/dev/blob' with (format csv, header true)`, [], {
    blob: new Blob([readFileSync(file)]),
  });
  const copySeconds = (performance.now() - copyStarted) / 1000;
  console.log(JSON.stringify({ seconds, rows: stored.imported + stored.duplicates.length, opened, peak, copySeconds }));
}
await database.close();
