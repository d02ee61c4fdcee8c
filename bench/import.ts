import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { openDatabase } from '#server/db/client.ts';
import { campaigns, users } from '#server/db/schema/index.ts';
import { importProspects, openCsv } from '#server/features/prospects/import/index.ts';
import { importIntoCampaign } from '#server/features/prospects/prospect-import.service.ts';
import { IMPORT_MAX_ROWS } from '#shared/prospects.ts';

/**
 * Prospect import throughput: a generated 100,000-row HubSpot-style CSV (IMPORT_MAX_ROWS, the most
 * one import takes) written to a temporary file, then streamed from disk in 64 KB chunks, as an
 * upload arrives, through decode → parse → header → auto-map → normalise → e-mail checks → in-file
 * dedupe (importProspects). No database. Prints rows/s, MB/s and peak RSS (MB) during the import.
 * Figures, not pass/fail: compare runs on the same machine.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? IMPORT_MAX_ROWS);
const firstNames = ['Ada', 'Bob', 'Chloé', 'Dmitri', 'Eve', 'Farah', 'Günter', 'Hana', 'Ivan', 'Jo'];
const lastNames = ['Lovelace', 'Babbage', 'Núñez', 'Okafor', 'Smith', 'Tanaka', 'Weber', 'Zhang'];
const titles = ['Founder', 'CEO', 'Head of Sales', 'VP Marketing', 'CTO', 'Growth Lead'];
const industries = ['B2B', 'Fintech', 'Healthcare', 'Developer Tools', 'Insurance'];
const cities = ['"San Francisco, CA, USA"', '"New York, NY, USA"', 'London', 'Berlin', '"Paris, France"'];
const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

const dir = mkdtempSync(join(tmpdir(), 'cs-bench-import-'));
const file = join(dir, 'prospects.csv');
const out = createWriteStream(file);
out.write('First Name,Last Name,Email,Job Title,Company Name,Website URL,Industry,City,Company Description,Number of Employees,YC Batch\r\n');
for (let i = 0; i < ROWS; i++) {
  const first = pick(firstNames, i);
  const last = pick(lastNames, i * 7);
  const company = `Company ${i % 40_000}`;
  const domain = `company${i % 40_000}.example`;
  // ~2 % role addresses and ~1 % repeats, so flags and dedupe do real work.
  const email = i % 50 === 0 ? `info@${domain}` : i % 100 === 1 ? `${first}.${last}@company0.example` : `${first}.${last}.${i}@${domain}`;
  const description = `"${company} builds ${pick(industries, i)} software for teams that ""move fast"", with a platform used by ${i % 900} customers.\nBacked by investors."`;
  const row = [first, last, email, pick(titles, i), company, `https://${domain}`, pick(industries, i), pick(cities, i), description, String(i % 500), 'Winter 2021'];
  if (!out.write(`${row.join(',')}\r\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
}
out.end();
await finished(out);
const bytes = statSync(file).size;

global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const table = await openCsv(createReadStream(file, { highWaterMark: 64 * 1024 }));
const totals = { records: 0, candidates: 0, duplicates: 0, flagged: 0 };
for await (const batch of importProspects(table)) {
  totals.records += batch.records;
  totals.candidates += batch.candidates.length;
  totals.duplicates += batch.duplicates.length;
  totals.flagged += batch.invalid.length;
  peak = Math.max(peak, process.memoryUsage().rss);
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const mb = (n: number) => Math.round(n / 1024 / 1024);
console.log(`Prospect import (decode + parse + map + validate + dedupe), Node ${process.versions.node}`);
console.table([
  {
    rows: totals.records,
    'file MB': Math.round((bytes / 1024 / 1024) * 10) / 10,
    seconds: Math.round(seconds * 100) / 100,
    'rows/s': Math.round(totals.records / seconds),
    'MB/s': Math.round((bytes / 1024 / 1024 / seconds) * 10) / 10,
    'peak RSS MB': mb(peak),
    'RSS growth MB': mb(peak - baseline),
  },
]);
console.log(`candidates ${totals.candidates}, duplicates ${totals.duplicates}, flagged ${totals.flagged}; accounted ${totals.candidates + totals.duplicates === totals.records}`);

// The same file into PGlite through the import service (one transaction, jsonb_to_recordset batches),
// as POST /api/v1/campaigns/:id/prospects stores it; then a plain COPY of the same file into a bare
// table with the same columns, the floor for getting those bytes into this database.
const database = await openDatabase({ dataDir: join(dir, 'data') }); // on disk, as `npm start` keeps it
await database.migrate();
const [owner] = await database.db.insert(users).values({ id: 'bench', name: 'Bench', email: 'bench@example.com', emailVerified: true }).returning();
const [campaign] = await database.db.insert(campaigns).values({ userId: owner!.id, name: 'bench', brief: { senderName: 'B', offer: 'O' } as never }).returning();
global.gc?.();
const dbBaseline = process.memoryUsage().rss; // PGlite's WASM heap is already in it (~400 MB once opened)
let dbPeak = dbBaseline;
const dbSampler = setInterval(() => (dbPeak = Math.max(dbPeak, process.memoryUsage().rss)), 20);
const dbStarted = performance.now();
const stored = await importIntoCampaign(database.db, campaign!.id, await openCsv(createReadStream(file, { highWaterMark: 64 * 1024 })));
const dbSeconds = (performance.now() - dbStarted) / 1000;
clearInterval(dbSampler);

await database.pglite!.exec(`create table copy_baseline (first_name text, last_name text, email text, title text, company text, website text, industry text, location text, notes text, employees text, batch text)`);
const copyStarted = performance.now();
await database.pglite!.query(`copy copy_baseline from '/dev/blob' with (format csv, header true)`, [], { blob: new Blob([readFileSync(file)]) });
const copySeconds = (performance.now() - copyStarted) / 1000;
await database.close();
rmSync(dir, { recursive: true, force: true });

console.log(`Prospect import into PGlite (the service, as the API stores it) vs a plain COPY of the same file`);
console.table([
  { path: 'import service', rows: stored.imported + stored.duplicates.length, seconds: Math.round(dbSeconds * 100) / 100, 'rows/s': Math.round(totals.records / dbSeconds), 'peak RSS MB': mb(dbPeak), 'RSS growth MB': mb(dbPeak - dbBaseline) },
  { path: 'COPY (floor)', rows: totals.records, seconds: Math.round(copySeconds * 100) / 100, 'rows/s': Math.round(totals.records / copySeconds), 'peak RSS MB': '', 'RSS growth MB': '' },
]);
