import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { EMBEDDED_NODE_FLAGS, SMALL_YOUNG_GENERATION } from '#server/db/pglite-tuning.ts';
import { importProspects, openCsv } from '#server/features/prospects/import/index.ts';
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
out.write(
  'First Name,Last Name,Email,Job Title,Company Name,Website URL,Industry,City,Company Description,Number of Employees,YC Batch\r\n',
);
for (let i = 0; i < ROWS; i++) {
  const first = pick(firstNames, i);
  const last = pick(lastNames, i * 7);
  const company = `Company ${i % 40_000}`;
  const domain = `company${i % 40_000}.example`;
  // ~2 % role addresses and ~1 % repeats, so flags and dedupe do real work.
  const email =
    i % 50 === 0
      ? `info@${domain}`
      : i % 100 === 1
        ? `${first}.${last}@company0.example`
        : `${first}.${last}.${i}@${domain}`;
  const description = `"${company} builds ${pick(industries, i)} software for teams that ""move fast"", with a platform used by ${i % 900} customers.\nBacked by investors."`;
  const row = [
    first,
    last,
    email,
    pick(titles, i),
    company,
    `https://${domain}`,
    pick(industries, i),
    pick(cities, i),
    description,
    String(i % 500),
    'Winter 2021',
  ];
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
console.log(
  `candidates ${totals.candidates}, duplicates ${totals.duplicates}, flagged ${totals.flagged}; accounted ${totals.candidates + totals.duplicates === totals.records}`,
);

// The same file into PGlite through the import service, then a plain COPY of it (the floor), in a
// process of their own that opens an existing data folder, as a restarted `npm start` does
// (bench/support/import-store.ts): this process's parse-stage heap and initdb stay out of the figures.
// With npm start's V8 flags (EMBEDDED_NODE_FLAGS), with V8's defaults to show what they save, and with
// the smaller young generation a memory-tight host can ask for (README; docs/decisions/024).
const variants = [
  { path: `import service (npm start: ${EMBEDDED_NODE_FLAGS.join(' ')})`, flags: EMBEDDED_NODE_FLAGS },
  { path: "import service (V8's defaults)", flags: [] },
  {
    path: `import service (npm start, ${SMALL_YOUNG_GENERATION})`,
    flags: [...EMBEDDED_NODE_FLAGS, SMALL_YOUNG_GENERATION],
  },
];
type Stored = { seconds: number; rows: number; opened: number; peak: number; copySeconds: number };
const store = (mode: 'init' | 'store', flags: readonly string[]) =>
  execFileSync(
    join(import.meta.dirname, '../node_modules/.bin/tsx'),
    [...flags, '--expose-gc', join(import.meta.dirname, 'support/import-store.ts'), file, join(dir, 'data'), mode],
    { encoding: 'utf8' },
  );
const runs = variants.map(({ path, flags }) => {
  rmSync(join(dir, 'data'), { recursive: true, force: true });
  store('init', flags);
  return { path, run: JSON.parse(store('store', flags).trim().split('\n').at(-1)!) as Stored };
});
const db = runs[0]!.run;
rmSync(dir, { recursive: true, force: true });

console.log(`Prospect import into PGlite (the service, as the API stores it) vs a plain COPY of the same file`);
console.table([
  ...runs.map(({ path, run }) => ({
    path,
    rows: run.rows,
    seconds: Math.round(run.seconds * 100) / 100,
    'rows/s': Math.round(totals.records / run.seconds),
    'RSS opened MB': mb(run.opened),
    'peak RSS MB': mb(run.peak),
  })),
  {
    path: 'COPY (floor)',
    rows: totals.records,
    seconds: Math.round(db.copySeconds * 100) / 100,
    'rows/s': Math.round(totals.records / db.copySeconds),
    'RSS opened MB': '',
    'peak RSS MB': '',
  },
]);
