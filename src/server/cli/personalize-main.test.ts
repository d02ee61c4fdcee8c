import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, rateLimited, startFakeOpenAiServer, type FakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { prospectsCsvSlice } from '#tests/support/campaigns.ts';
import { repoRoot, runCommand } from '#tests/support/process.ts';
import { RESULT_COLUMNS } from './personalize-output.ts';

/**
 * The CLI as a user runs it: `node --import tsx src/server/cli/personalize-main.ts …` in its own
 * process (what `npm run personalize --` runs), on the first 12 rows of the committed prospect list
 * (tests/fixtures/prospects) with the example brief (3 steps), checking the exit code, the output CSV (DESIGN.md §4: one row per prospect
 * × step, the input columns then step, subject, opener, body, status, flags, grade, verdict, model), the
 * summary (with how alike the first e-mails are), that flags are honoured, and that mistakes give a
 * clear message, never a stack trace.
 */
const ROWS = 12;
const BRIEF = resolve(repoRoot, 'docs/examples/brief-saas.json');
const STEPS = (JSON.parse(readFileSync(BRIEF, 'utf8')) as { steps: number }).steps;

let dir: string;
let input: string;
let fake: FakeOpenAiServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cs-cli-main-'));
  input = join(dir, 'prospects.csv');
  writeFileSync(input, prospectsCsvSlice(ROWS));
  fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()), latencyMs: 40 });
});
afterAll(() => fake.close());

const runCli = (args: string[], env: Record<string, string> = {}) =>
  runCommand('src/server/cli/personalize-main.ts', args, env);

const readCsv = (path: string) =>
  Papa.parse<Record<string, string>>(readFileSync(path, 'utf8'), { header: true, skipEmptyLines: true });
const inputColumns = () => readCsv(input).meta.fields ?? [];
const STACK = /\n\s+at .+:\d+:\d+/;

function expectOutput(out: string, model: string) {
  const parsed = readCsv(out);
  expect(parsed.meta.fields).toEqual([...inputColumns(), ...RESULT_COLUMNS]);
  expect(RESULT_COLUMNS.slice(-4)).toEqual(['grade', 'verdict', 'model', 'sources']);
  expect(parsed.data).toHaveLength(ROWS * STEPS);
  const companies = readCsv(input).data.map((r) => r['Company Name']);
  // prospect by prospect, steps 1..STEPS in order
  expect(parsed.data.map((r) => `${r['Company Name']}#${r.step}`)).toEqual(
    companies.flatMap((c) => Array.from({ length: STEPS }, (_, i) => `${c}#${i + 1}`)),
  );
  for (const row of parsed.data) {
    expect(row).toMatchObject({
      model,
      status: expect.stringMatching(/^(ready|flagged)$/),
      grade: expect.stringMatching(/^[A-F]$/),
      verdict: expect.stringMatching(/^(send|edit|dont_send)$/),
    });
    expect(row.subject!.length).toBeGreaterThan(0);
    expect(row.body).toContain(row.opener);
    expect(row.status === 'flagged').toBe(row.flags !== '');
  }
  return parsed.data;
}

describe('npm run personalize (a real process)', () => {
  it('writes every prospect × step with the offline composer and prints the summary', { timeout: 90_000 }, async () => {
    const out = join(dir, 'offline.csv');
    const run = await runCli([input, '--brief', BRIEF, '--out', out, '--provider', 'offline']);
    expect(run.stderr).not.toMatch(STACK);
    expect(run.code).toBe(0);
    const rows = expectOutput(out, 'offline');
    const flagged = new Set(rows.filter((r) => r.status === 'flagged').map((r) => `${r['Company Name']}#${r.step}`))
      .size;
    expect(run.stderr).toMatch(
      new RegExp(
        `rows ${ROWS}, prospects ${ROWS}, duplicates skipped 0, drafts ${ROWS * STEPS}, flagged ${flagged}, failed 0, tokens 0 in / 0 out, cost \\$0\\.0000, time \\d+\\.\\d s → ${out}`,
      ),
    );
    // How alike the first e-mails are: figures always; whether the warning follows is the composer's doing.
    expect(run.stderr).toMatch(
      new RegExp(
        `uniformity of ${ROWS} first e-mails: mean pairwise trigram Jaccard \\d\\.\\d\\d, shared 5-grams \\d+ %`,
      ),
    );
  });

  it(
    'honours --provider openai-compatible, --model and --concurrency against a local server (AI_BASE_URL)',
    { timeout: 90_000 },
    async () => {
      fake.reset();
      fake.enqueue(rateLimited(0)); // retried by the engine; nothing fails
      const out = join(dir, 'model.csv');
      const run = await runCli(
        [
          input,
          '--brief',
          BRIEF,
          '--out',
          out,
          '--provider',
          'openai-compatible',
          '--model',
          'm',
          '--concurrency',
          '4',
        ],
        { AI_BASE_URL: fake.baseUrl },
      );
      expect(run.stderr).not.toMatch(STACK);
      expect(run.code).toBe(0);
      expectOutput(out, 'openai-compatible:m');
      expect(fake.requests).toHaveLength(ROWS * STEPS + 1);
      expect(new Set(fake.requests.map((r) => r.body?.model))).toEqual(new Set(['m']));
      expect(fake.peakInFlight).toBe(4);
      const calls = ROWS * STEPS;
      expect(run.stderr).toMatch(
        new RegExp(
          `rows ${ROWS}, .*drafts ${calls}, flagged \\d+, failed 0, tokens ${calls * 120} in / ${calls * 80} out, cost unknown \\(no price for this model\\), time \\d+\\.\\d s`,
        ),
      );
      // The fake model writes the same e-mail for everyone: the summary says so.
      expect(run.stderr).toMatch(`uniformity of ${ROWS} first e-mails: mean pairwise trigram Jaccard 1.00,`);
      expect(run.stderr).toMatch(
        /\nwarning: these e-mails read as templated: the same sentence is in 100 % of the e-mails \(limit 25 %\): “Serving 1,200 carriers/,
      );
    },
  );

  it(
    'answers a bad flag, a missing file, an empty file, a missing output folder, a bad brief and an unconfigured provider with a clear message and a non-zero exit',
    { timeout: 180_000 },
    async () => {
      const badBrief = join(dir, 'bad-brief.json');
      writeFileSync(badBrief, JSON.stringify({ senderName: 'Sam' }));
      const empty = join(dir, 'empty.csv');
      writeFileSync(empty, '');
      const out = join(dir, 'never.csv');
      const cases: [string[], number, RegExp][] = [
        [
          [input, '--brief', BRIEF, '--out', out, '--fast'],
          2,
          /Unknown option '--fast'[\s\S]*Usage: npm run personalize/,
        ],
        [
          [input, '--brief', BRIEF, '--out', out, '--concurrency', '0'],
          2,
          /--concurrency must be a whole number from 1 to 256/,
        ],
        [[input, '--out', out], 2, /--brief <brief.json> is required/],
        [
          [join(dir, 'missing.csv'), '--brief', BRIEF, '--out', out],
          1,
          /^Cannot read the prospects file .*missing\.csv: it does not exist\.$/m,
        ],
        [[dir, '--brief', BRIEF, '--out', out], 1, /Cannot read the prospects file .*: it is a folder, not a file\./],
        // An import refusal (ImportError): its message alone, exit 1.
        [[empty, '--brief', BRIEF, '--out', out], 1, /^The file is empty\.$/m],
        [
          [input, '--brief', join(dir, 'nope.json'), '--out', out],
          1,
          /Cannot read the brief .*nope\.json: it does not exist\./,
        ],
        [[input, '--brief', badBrief, '--out', out], 1, /The brief .*bad-brief\.json is not valid: offer: /],
        [
          [input, '--brief', BRIEF, '--out', join(dir, 'no-such-folder', 'out.csv')],
          1,
          /Cannot write the output .*: its folder .*no-such-folder does not exist\./,
        ],
        [
          [input, '--brief', BRIEF, '--out', out, '--provider', 'anthropic'],
          1,
          /The anthropic provider needs an API key: set .*AI_API_KEY/,
        ],
      ];
      const runs = await Promise.all(cases.map(([args]) => runCli(args)));
      runs.forEach((run, i) => {
        const [args, code, message] = cases[i]!;
        expect(run.stderr, args.join(' ')).toMatch(message);
        expect(run.stderr, args.join(' ')).not.toMatch(STACK);
        expect(run.code, args.join(' ')).toBe(code);
      });
      expect(existsSync(out)).toBe(false);
    },
  );
});
