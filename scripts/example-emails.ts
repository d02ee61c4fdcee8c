import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { RESULT_COLUMNS } from '#server/cli/personalize-output.ts';
import { toSafeCsv } from '#server/lib/csv-export.ts';
import { emailGrades, emailVerdicts } from '#shared/emails.ts';
import { startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { prospectWriter } from '#tests/fakes/prospect-writer.ts';
import { corpusMissing, corpusPath, corpusPresent } from '#tests/support/test-data.ts';

/**
 * Regenerates docs/examples/emails-offline.csv and emails-test-server.csv (docs/examples/README.md):
 * runs the CLI, as a user would, over the whole real YC prospect file with the example brief, once with
 * the offline composer and once through a local OpenAI-compatible server whose "model" writes from the
 * prompt's prospect data and brief (tests/fakes/prospect-writer.ts, one invented claim in five), then
 * keeps the same 20 rows of each: every step of the first two prospects, and the first e-mail of the
 * first prospect of every fifty after them. Only the company column of the input is kept (the
 * contacts in that file are made up). Prints the CLI's summaries. The YC file is in the test corpus
 * (../shared/data or SHARED_DATA_DIR), not a fixture: YC's directory text is not redistributable.
 * Without the corpus the script says so and exits with code 2.
 *
 *   npx tsx scripts/example-emails.ts
 */
const YC_FILE = 'prospects/yc-prospects-hubspot.csv';
if (!corpusPresent) {
  console.error(`scripts/example-emails.ts: ${corpusMissing(YC_FILE)}`);
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const input = corpusPath(YC_FILE);
const brief = join(root, 'docs/examples/brief-saas.json');
const work = mkdtempSync(join(tmpdir(), 'cs-examples-'));

function cli(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/personalize-main.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) =>
      code === 0
        ? done(stderr.trim().split('\n').at(-1) ?? '')
        : fail(new Error(`personalize exited ${code}: ${stderr}`)),
    );
  });
}

/** Every step of prospects 1 and 51, and the first e-mail of prospects 101, 151 … 751 (spreadsheet rows 2, 52, 102 … 752). */
function keep(out: string, target: string) {
  const rows = Papa.parse<Record<string, string>>(readFileSync(out, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const prospects = [...new Set(rows.map((r) => r.Email!))];
  const order = new Map(prospects.map((email, i) => [email, i]));
  const kept = rows.filter((r) => {
    const i = order.get(r.Email!)!;
    return i % 50 === 0 && i <= 750 && (i <= 50 || r.step === '1');
  });
  writeFileSync(join(root, target), toSafeCsv(['Company Name', ...RESULT_COLUMNS], kept));
  return kept;
}

const offlineOut = join(work, 'offline.csv');
console.log('offline:', await cli([input, '--brief', brief, '--out', offlineOut, '--provider', 'offline'], {}));
keep(offlineOut, 'docs/examples/emails-offline.csv');

const server = await startFakeOpenAiServer({ fallback: prospectWriter() });
try {
  const serverOut = join(work, 'test-server.csv');
  const env = { AI_BASE_URL: server.baseUrl, AI_API_KEY: 'sk-example' };
  console.log(
    'test server:',
    await cli([input, '--brief', brief, '--out', serverOut, '--provider', 'openai', '--model', 'gpt-4o-mini'], env),
  );
  const all = Papa.parse<Record<string, string>>(readFileSync(serverOut, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const flagged = all.filter((r) => r.flags?.split(';').includes('unsupported_claim'));
  const counts = (column: string, values: readonly string[]) =>
    JSON.stringify(Object.fromEntries(values.map((v) => [v, all.filter((r) => r[column] === v).length])));
  console.log(
    `test server: ${flagged.length} of ${all.length} e-mails flagged unsupported_claim; grades ${counts('grade', emailGrades)}; verdicts ${counts('verdict', emailVerdicts)}`,
  );
  const kept = keep(serverOut, 'docs/examples/emails-test-server.csv');
  console.log(
    `kept ${kept.length} rows, ${kept.filter((r) => r.flags?.includes('unsupported_claim')).length} of them flagged unsupported_claim`,
  );
} finally {
  await server.close();
}
