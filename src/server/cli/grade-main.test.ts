import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailVerdicts } from '#shared/emails.ts';
import { scoreResultSchema } from '#shared/scoring.ts';
import { runCommand } from '#tests/support/process.ts';
import { fixturePath, fixtureText } from '#tests/support/test-data.ts';
import { GRADED_COLUMNS } from './grade-output.ts';

/**
 * `npm run grade` as a user runs it (`node --import tsx src/server/cli/grade-main.ts …`, what the npm
 * script runs), on the committed e-mails to grade (tests/fixtures/emails-to-grade: 7 e-mails for
 * Remote-in-Tech prospects, two briefs): every row printed with its verdict and grade, the summary,
 * the `--out` files, the same grades from the CSV and the JSON Lines file, and clear messages with
 * exit codes 1 and 2 for bad rows, files and arguments, never a stack trace.
 */
const grade = (args: string[]) => runCommand('src/server/cli/grade-main.ts', args);
const DIR = 'emails-to-grade';
const JSONL = fixturePath(`${DIR}/emails.jsonl`);
const CSV = fixturePath(`${DIR}/emails.csv`);
const BRIEFS = fixturePath(`${DIR}/briefs.json`);
const IDS = ['e01', 'e02', 'e03', 'e04', 'e05', 'e06', 'e07'];
const STACK = /\n\s+at .+:\d+:\d+/;
const VERDICT_LINE = new RegExp(`^(e0\\d)  (${emailVerdicts.join('|')})  ([A-F])$`, 'gm');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cs-grade-'));
});

describe('npm run grade (a real process)', () => {
  it(
    'prints each e-mail’s verdict, grade and reasons, then the summary, and writes --out as JSON',
    { timeout: 60_000 },
    async () => {
      const out = join(dir, 'graded.json');
      const run = await grade([JSONL, '--brief', BRIEFS, '--out', out]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const printed = [...run.stdout.matchAll(VERDICT_LINE)];
      expect(printed.map((m) => m[1])).toEqual(IDS);
      // Every criterion that did not pass is printed under its e-mail, failures first.
      expect(run.stdout).toMatch(/^ {2}(fail|warn) [a-z_]+: .+$/m);
      const written = (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>[]).map(
        ({ id, step, subject, ...result }) => ({ id, step, subject, result: scoreResultSchema.parse(result) }),
      );
      expect(written.map((w) => [w.id, w.step, w.result.verdict, w.result.grade])).toEqual(
        printed.map((m) => [m[1], m[1] === 'e05' ? 2 : 1, m[2], m[3]]),
      );
      // The 224-word e-mail (e06) is too long for any first e-mail.
      expect(written[5]!.result.verdict).not.toBe('send');
      expect(written[5]!.result.criteria.find((c) => c.id === 'length')?.result).toBe('fail');

      const verdicts = emailVerdicts.map((v) => `${v} ${printed.filter((m) => m[2] === v).length}`).join(', ');
      const grades = ['A', 'B', 'C', 'D', 'F']
        .map((g) => `${g} ${printed.filter((m) => m[3] === g).length}`)
        .join(', ');
      expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
        `Graded 7 of 7 e-mails — verdicts: ${verdicts}; grades: ${grades}`,
      );
    },
  );

  it('grades the CSV as it grades the JSON Lines file, and writes --out as CSV', { timeout: 60_000 }, async () => {
    const out = join(dir, 'graded.csv');
    const [csv, jsonl] = await Promise.all([
      grade([CSV, '--brief', BRIEFS, '--out', out]),
      grade([JSONL, '--brief', BRIEFS]),
    ]);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toBe(jsonl.stdout);
    const parsed = Papa.parse<Record<string, string>>(readFileSync(out, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual([...GRADED_COLUMNS]);
    expect(parsed.data.map((r) => `${r.id}  ${r.verdict}  ${r.grade}`)).toEqual(csv.stdout.match(VERDICT_LINE));
    expect(parsed.data.every((r) => r.error === '')).toBe(true);
    expect(parsed.data[5]!.reasons).toMatch(/fail length: /);
  });

  it('gives every e-mail the one brief of a single-brief file', { timeout: 60_000 }, async () => {
    const single = join(dir, 'brief.json');
    writeFileSync(single, JSON.stringify(JSON.parse(fixtureText(`${DIR}/briefs.json`)).monitoring));
    const run = await grade([JSONL, '--brief', single]);
    expect(run.code).toBe(0);
    expect([...run.stdout.matchAll(VERDICT_LINE)]).toHaveLength(7);
  });

  it('reports rows it cannot grade, grades the rest and exits with 1', { timeout: 60_000 }, async () => {
    const lines = fixtureText(`${DIR}/emails.jsonl`).trimEnd().split('\n');
    const input = join(dir, 'some-bad.jsonl');
    const noBody = JSON.stringify({ ...JSON.parse(lines[1]!), body: '' });
    const unknownBrief = JSON.stringify({ ...JSON.parse(lines[2]!), brief_id: 'sales' });
    const first = JSON.parse(lines[0]!);
    const crmRow = { 'First Name': first.prospect.firstName, 'Account Name': first.prospect.company };
    const badMapping = JSON.stringify({ ...first, id: 'e08', prospect: crmRow, mapping: { Phone: 'notes' } });
    writeFileSync(input, [lines[0], noBody, unknownBrief, '{oops', lines[3], badMapping].join('\n'));
    const out = join(dir, 'some-bad.csv');
    const run = await grade([input, '--brief', BRIEFS, '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('e02  error  body: The body cannot be empty');
    expect(run.stdout).toContain('e03  error  brief_id "sales" is not in the brief file (monitoring, recruiting)');
    expect(run.stdout).toMatch(/^line 4 {2}error {2}not JSON: /m);
    expect(run.stdout).toContain('e08  error  The mapping names "Phone", not in the file.');
    expect(run.stdout).toMatch(/Graded 2 of 6 e-mails — .*; 4 could not be graded$/m);
    const written = Papa.parse<Record<string, string>>(readFileSync(out, 'utf8'), { header: true }).data;
    expect(written.filter((r) => r.error).map((r) => r.id)).toEqual(['e02', 'e03', 'line 4', 'e08']);
  });

  it('says what is wrong with the files and exits with 1, without a stack trace', { timeout: 60_000 }, async () => {
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '\n\n');
    const notJson = join(dir, 'brief.json');
    writeFileSync(notJson, '{');
    const runs = await Promise.all([
      grade([join(dir, 'missing.csv'), '--brief', BRIEFS]),
      grade([JSONL, '--brief', notJson]),
      grade([empty, '--brief', BRIEFS]),
      grade([JSONL, '--brief', BRIEFS, '--out', join(dir, 'no-such-folder', 'g.csv')]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    expect(runs[0]!.stderr).toMatch(/^Cannot read the e-mails file .*missing\.csv: it does not exist\.$/m);
    expect(runs[1]!.stderr).toMatch(/^Cannot read the brief .*brief\.json: /m);
    expect(runs[2]!.stderr).toMatch(/^The e-mails file .*empty\.jsonl holds no e-mails\.$/m);
    expect(runs[3]!.stderr).toMatch(/^Cannot write the output .*: its folder .* does not exist\.$/m);
    for (const run of runs) {
      expect(run.stderr).not.toMatch(STACK);
      expect(run.stdout).toBe('');
    }
  });

  it('refuses bad arguments with the usage line and exit code 2', { timeout: 60_000 }, async () => {
    const runs = await Promise.all([grade([]), grade([JSONL, '--brief', BRIEFS, '--format', 'xml', '--out', 'x.csv'])]);
    expect(runs.map((r) => r.code)).toEqual([2, 2]);
    expect(runs[0]!.stderr).toContain(
      'give exactly one e-mails file (.csv or .jsonl); --brief <brief.json> is required',
    );
    expect(runs[1]!.stderr).toContain('--format must be csv or json');
    for (const run of runs) expect(run.stderr).toContain('Usage: npm run grade -- <emails.csv|emails.jsonl>');
  });
});
