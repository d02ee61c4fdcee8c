import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateGradedSets, gradedSetFiles, scoreGradedSet } from '#server/cli/graded-set.ts';
import { figuresOf } from '#server/cli/eval-report.ts';
import { emailVerdicts } from '#shared/emails.ts';
import { corpusPath, corpusPresent, corpusText, fixtureText, needsCorpus } from '#tests/support/test-data.ts';
import { evaluateVerdicts, type ConfusionMatrix } from './evaluate.ts';

/**
 * The verdict against the experts' (docs/decisions/027), scored as `npm run eval` scores it:
 * - on the graded set of the test corpus (graded-emails/: 141 e-mails, three briefs, RUBRIC.md; not
 *   redistributable, so skipped without the corpus): the floor — at least 85 % exact agreement,
 *   at most 2 % of all e-mails graded `send` when the experts say `dont_send`, at least 90 % of our
 *   `send` verdicts the experts' `send` too — plus the figures adding up and determinism;
 * - on our own 34 graded e-mails (tests/fixtures/graded-emails, written after calibrating, other rows
 *   and briefs): the same floor, on every clone.
 * The floor, not today's figures, is asserted: a general rule that costs one item of the public set
 * is not a regression.
 */
const FLOOR = { exact: 85, dontSendAsSend: 2, sendPrecision: 90 };
const meetsFloor = (evaluation: ReturnType<typeof evaluateVerdicts>) => {
  expect(evaluation.exact).toBeGreaterThanOrEqual(FLOOR.exact);
  expect(evaluation.dontSendAsSend).toBeLessThanOrEqual(FLOOR.dontSendAsSend);
  expect(evaluation.sendPrecision ?? 0).toBeGreaterThanOrEqual(FLOOR.sendPrecision);
};
const SET = 'graded-emails';
const present = corpusPresent && existsSync(corpusPath(`${SET}/public.jsonl`));
const GRADED_SET_ROWS = 141;

const total = (matrix: ConfusionMatrix) =>
  emailVerdicts.reduce((n, expert) => n + emailVerdicts.reduce((m, ours) => m + matrix[expert][ours], 0), 0);

const score = () =>
  scoreGradedSet(corpusText(`${SET}/public.jsonl`), JSON.parse(corpusText(`${SET}/briefs.json`)), SET);

describe.skipIf(!present)(
  `the verdict on the graded set ${needsCorpus('the graded e-mails are not redistributable')}`,
  () => {
    it('scores every e-mail, and the figures add up', { timeout: 120_000 }, () => {
      const rows = score();
      expect(rows).toHaveLength(GRADED_SET_ROWS);
      const evaluation = evaluateVerdicts(rows);
      expect(evaluation.rows).toBe(GRADED_SET_ROWS);
      expect(total(evaluation.matrix)).toBe(GRADED_SET_ROWS);
      for (const groups of [evaluation.perBrief, evaluation.perOrigin]) {
        expect(Object.values(groups).reduce((n, g) => n + total(g.matrix), 0)).toBe(GRADED_SET_ROWS);
      }
      expect(Object.keys(evaluation.perBrief).sort()).toEqual(['keel', 'northlight', 'relaybase']);
      const agreed = emailVerdicts.reduce((n, v) => n + evaluation.matrix[v][v], 0);
      expect(evaluation.disagreements).toHaveLength(GRADED_SET_ROWS - agreed);
      expect(evaluation.exact).toBeCloseTo((100 * agreed) / GRADED_SET_ROWS);

      meetsFloor(evaluation);
    });

    it('is deterministic: the same set scores the same twice', { timeout: 120_000 }, () => {
      expect(score()).toEqual(score());
    });
  },
);

describe('the verdict on our own graded e-mails', () => {
  it('meets the same floor on 34 e-mails written after calibrating, to other rows and briefs', () => {
    const ours = 'graded-emails';
    const rows = scoreGradedSet(
      fixtureText(`${ours}/ours.jsonl`),
      JSON.parse(fixtureText(`${ours}/briefs.json`)),
      ours,
    );
    expect(rows).toHaveLength(34);
    const evaluation = evaluateVerdicts(rows);
    meetsFloor(evaluation);
    // Each kind of defect is caught by the criterion that names it, not by accident.
    const concerns = (id: string) =>
      rows
        .find((r) => r.id === id)!
        .score.criteria.filter((c) => c.verdict !== 'send')
        .map((c) => c.id);
    expect(concerns('o17')).toContain('grounding');
    expect(concerns('o18')).toContain('identity');
    expect(concerns('o19')).toContain('audience_fit');
    expect(concerns('o24')).toContain('fluency');
    expect(concerns('o28')).toContain('follow_up');
    expect(concerns('o09')).toContain('hook');
    expect(concerns('o10')).toContain('call_to_action');
  });
});

/**
 * Every published set, leave one brief out (decision 039), against the target for each: at
 * least 85 % agreement, at most 3 % dont_send judged send and at least 90 % send precision (a set the
 * experts send nothing of, like the composer's, has no precision to hold). Floors only rise.
 */
const LOBO_FLOORS: Record<string, { exact: number; dontSendAsSend: number; sendPrecision: number }> = {
  'public.jsonl': { exact: 85, dontSendAsSend: 2, sendPrecision: 90 },
  'unseen-briefs.jsonl': { exact: 85, dontSendAsSend: 3, sendPrecision: 90 },
  'composer-unseen-briefs.jsonl': { exact: 85, dontSendAsSend: 3, sendPrecision: 90 },
};
const folder = corpusPath(SET);

describe.skipIf(!present)(
  `every graded set, leave one brief out ${needsCorpus('the graded e-mails are not redistributable')}`,
  () => {
    it('holds each set’s floor, with no fold fitted on its own brief', { timeout: 120_000 }, async () => {
      const files = await gradedSetFiles(folder);
      expect(files).toEqual(expect.arrayContaining(Object.keys(LOBO_FLOORS)));
      const { sets, folds } = await evaluateGradedSets(folder, files);
      const total = sets.reduce((n, s) => n + s.shipped.rows, 0);
      const ofBrief = (brief: string) => sets.reduce((n, s) => n + (s.shipped.perBrief[brief]?.rows ?? 0), 0);
      for (const fold of folds) expect(fold.trainedOn).toBe(total - ofBrief(fold.brief));
      for (const { file, leaveOneBriefOut } of sets) {
        const floor = LOBO_FLOORS[file];
        if (!floor) continue;
        const figures = figuresOf(leaveOneBriefOut);
        expect(figures.exact, file).toBeGreaterThanOrEqual(floor.exact);
        expect(figures.dontSendAsSend, file).toBeLessThanOrEqual(floor.dontSendAsSend);
        if (figures.sendPrecision !== null)
          expect(figures.sendPrecision, file).toBeGreaterThanOrEqual(floor.sendPrecision);
      }
    });
  },
);
