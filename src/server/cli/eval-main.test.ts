import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateVerdicts } from '#server/engine/judge/score/evaluate.ts';
import { runCommand } from '#tests/support/process.ts';
import { fixtureText } from '#tests/support/test-data.ts';
import { scoreGradedSet } from './graded-set.ts';

/**
 * `npm run eval` as a user runs it, on a graded set of our own in the graded set's layout (the
 * committed e-mails to grade, tests/fixtures/emails-to-grade, each given an expert verdict here), so
 * it runs without the test corpus: the report's figures, `--json` equal to the evaluation computed
 * in-process, and exit code 2 when the set is absent or the arguments are wrong, 1 for a bad row.
 */
const evaluate = (args: string[], dataDir: string) =>
  runCommand('src/server/cli/eval-main.ts', args, { SHARED_DATA_DIR: dataDir });

/** The experts' verdicts we give the fixture's e-mails (e01 … e07), with an origin for the per-origin split. */
const LABELS = ['edit', 'send', "don't send", 'send', 'dont_send', 'dont_send', 'dont_send'];

function gradedSet(labels: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cs-eval-'));
  const folder = join(dataDir, 'graded-emails');
  mkdirSync(folder);
  const lines = fixtureText('emails-to-grade/emails.jsonl').trimEnd().split('\n');
  const jsonl = lines
    .map((line, i) =>
      JSON.stringify({
        ...JSON.parse(line),
        verdict: labels[i],
        reasons: [`reason ${i + 1}`],
        origin: i % 2 ? 'handwritten' : 'offline-composer',
      }),
    )
    .join('\n');
  writeFileSync(join(folder, 'public.jsonl'), jsonl);
  writeFileSync(join(folder, 'briefs.json'), fixtureText('emails-to-grade/briefs.json'));
  writeFileSync(join(folder, 'RUBRIC.md'), '# Rubric\n');
  return { dataDir, folder, jsonl };
}

let set: ReturnType<typeof gradedSet>;
beforeAll(() => {
  set = gradedSet(LABELS);
});

describe('npm run eval (a real process)', () => {
  it(
    'prints the figures, the matrices and every disagreement; --json is the evaluation',
    { timeout: 60_000 },
    async () => {
      const expected = evaluateVerdicts(
        scoreGradedSet(set.jsonl, JSON.parse(fixtureText('emails-to-grade/briefs.json')), set.folder),
      );
      const [text, json] = await Promise.all([evaluate([], set.dataDir), evaluate(['--json'], set.dataDir)]);
      expect([text.code, json.code, text.stderr, json.stderr]).toEqual([0, 0, '', '']);
      expect(JSON.parse(json.stdout)).toEqual({ corpus: set.folder, ...expected });

      const agreed = 7 - expected.disagreements.length;
      expect(text.stdout).toContain(`Graded set: ${set.folder} — 7 e-mails`);
      expect(text.stdout).toContain(`Exact agreement    ${expected.exact.toFixed(1).padStart(5)} %  (${agreed} of 7)`);
      expect(text.stdout).toMatch(/^dont_send as send +[\d.]+ % {2}of all \(\d of 7\)$/m);
      expect(text.stdout).toMatch(/^send precision +([\d.]+ %|n\/a) {2}\(\d of our \d send\)$/m);
      const { send, edit, dont_send } = expected.matrix.dont_send;
      expect(text.stdout).toMatch(new RegExp(`^ {2}dont_send +${send} +${edit} +${dont_send} +4$`, 'm'));
      for (const group of [
        'monitoring — 4 e-mails',
        'recruiting — 3 e-mails',
        'offline-composer — 4',
        'handwritten — 3',
      ])
        expect(text.stdout).toContain(group);
      const disagreements = text.stdout.slice(text.stdout.indexOf('Disagreements'));
      expect(disagreements.split('\n')[0]).toBe(`Disagreements (${expected.disagreements.length})`);
      for (const d of expected.disagreements) {
        expect(disagreements).toContain(
          `${d.id} (${d.brief}, ${d.origin})\n  expert  ${d.expert.verdict} — ${d.expert.reasons[0]}`,
        );
        expect(disagreements).toContain(`  ours    ${d.ours.verdict} (${d.ours.grade})`);
        for (const c of d.ours.concerns) expect(disagreements).toContain(`    ${c.result} ${c.id}: ${c.reason}`);
      }
    },
  );

  it('exits with 2 when the graded set is not here, saying where it looked', { timeout: 60_000 }, async () => {
    const run = await evaluate([], join(set.dataDir, 'nowhere'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^The graded set is not here: .*nowhere\/graded-emails lacks RUBRIC\.md, briefs\.json, public\.jsonl\./,
    );
    expect(run.stdout).toBe('');
  });

  it('exits with 2 on an unknown option, and with 1 naming a row without a verdict', { timeout: 60_000 }, async () => {
    const bad = gradedSet(['send', 'maybe']);
    const [option, row] = await Promise.all([evaluate(['--csv'], set.dataDir), evaluate([], bad.dataDir)]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('Usage: npm run eval [-- --json]');
    expect(row.code).toBe(1);
    expect(row.stderr).toContain('public.jsonl, e02: "maybe" is not a verdict: use send, edit, dont_send');
  });
});
