import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '#tests/support/process.ts';
import { fixtureText } from '#tests/support/test-data.ts';
import { figuresOf } from './eval-report.ts';
import { evaluateGradedSets } from './graded-set.ts';

/**
 * `npm run eval` as a user runs it, on a graded set of our own in the graded set's layout (the
 * committed e-mails to grade, tests/fixtures/emails-to-grade, each given an expert verdict here, split
 * into two set files), so it runs without the test corpus: every set's figures as shipped and leave
 * one brief out, `--json` equal to the evaluation computed in-process, and exit code 2 when the sets
 * are absent or the arguments are wrong, 1 for a bad row.
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
  const labelled = lines.map((line, i) =>
    JSON.stringify({
      ...JSON.parse(line),
      verdict: labels[i],
      reasons: [`reason ${i + 1}`],
      origin: i % 2 ? 'handwritten' : 'offline-composer',
    }),
  );
  const jsonl = labelled.slice(0, 5).join('\n');
  writeFileSync(join(folder, 'public.jsonl'), jsonl);
  if (labels.length > 5) writeFileSync(join(folder, 'more.jsonl'), labelled.slice(5).join('\n'));
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
    "prints every set's figures as shipped and leave one brief out, the folds, the disagreements; --json is the evaluation",
    { timeout: 60_000 },
    async () => {
      const expected = await evaluateGradedSets(set.folder, ['more.jsonl', 'public.jsonl']);
      const [text, json] = await Promise.all([evaluate([], set.dataDir), evaluate(['--json'], set.dataDir)]);
      expect([text.code, json.code, text.stderr, json.stderr]).toEqual([0, 0, '', '']);
      expect(JSON.parse(json.stdout)).toEqual({
        corpus: set.folder,
        files: ['more.jsonl', 'public.jsonl'],
        ...expected,
      });
      expect(expected.sets.map((s) => s.shipped.rows)).toEqual([2, 5]);
      expect(expected.folds.map((f) => [f.brief, f.trainedOn])).toEqual([
        ['monitoring', 3],
        ['recruiting', 4],
      ]);

      expect(text.stdout).toContain(`Graded sets: ${set.folder} — 7 e-mails in 2 sets`);
      const pct = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} %`);
      const figures = (a: Parameters<typeof figuresOf>[0]) => Object.values(figuresOf(a)).map(pct).join(' +');
      for (const { file, shipped, leaveOneBriefOut } of expected.sets) {
        expect(text.stdout).toMatch(
          new RegExp(`^  ${file} +${shipped.rows} +${figures(shipped)} +${figures(leaveOneBriefOut)}$`, 'm'),
        );
        for (const brief of Object.keys(shipped.perBrief))
          expect(text.stdout).toMatch(new RegExp(`^    ${brief} +${shipped.perBrief[brief]!.rows} +`, 'm'));
        const detail = text.stdout.slice(text.stdout.indexOf(`${file} — ${shipped.rows} e-mails`));
        expect(detail).toContain(`Disagreements as shipped (${shipped.disagreements.length})`);
        for (const d of shipped.disagreements) {
          expect(detail).toContain(
            `${d.id} (${d.brief}, ${d.origin})\n  expert  ${d.expert.verdict} — ${d.expert.reasons[0]}`,
          );
          expect(detail).toContain(`  ours    ${d.ours.verdict} (${d.ours.grade})`);
          for (const c of d.ours.concerns) expect(detail).toContain(`    ${c.result} ${c.id}: ${c.reason}`);
        }
      }
      expect(text.stdout).toMatch(new RegExp(`^  all sets +7 +${figures(expected.all.shipped)}`, 'm'));
      expect(text.stdout).toContain('  monitoring (fitted on 3): ');
      expect(text.stdout).toContain('  recruiting (fitted on 4): ');
      const { send, edit, dont_send } = expected.sets[1]!.shipped.matrix.dont_send;
      expect(text.stdout).toMatch(
        new RegExp(`^ {2}dont_send +${send} +${edit} +${dont_send} +${send + edit + dont_send}$`, 'm'),
      );
      for (const group of ['offline-composer — ', 'handwritten — ']) expect(text.stdout).toContain(group);
    },
  );

  it('exits with 2 when the graded set is not here, saying where it looked', { timeout: 60_000 }, async () => {
    const run = await evaluate([], join(set.dataDir, 'nowhere'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^The graded set is not here: .*nowhere\/graded-emails lacks RUBRIC\.md, briefs\.json\./,
    );
    expect(run.stdout).toBe('');

    const empty = gradedSet(['send']);
    rmSync(join(empty.folder, 'public.jsonl'));
    const none = await evaluate([], empty.dataDir);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/graded-emails lacks \*\.jsonl\./);
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
