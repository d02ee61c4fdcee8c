import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreGradedSet } from '#server/cli/graded-set.ts';
import { emailVerdicts } from '#shared/emails.ts';
import { corpusPath, corpusPresent, corpusText, needsCorpus } from '#tests/support/test-data.ts';
import { evaluateVerdicts, type ConfusionMatrix } from './evaluate.ts';

/**
 * The verdict against the experts' on the graded set (graded-emails/ in the test corpus: 141 e-mails,
 * three briefs, RUBRIC.md), scored as `npm run eval` scores it. What holds today: every e-mail is
 * scored, the figures add up, and scoring is deterministic. The agreement thresholds (exact, dont_send
 * graded send, send precision) are asserted here once the criteria reach them.
 */
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

      expect(evaluation.exact).toBeGreaterThanOrEqual(0);
      expect(evaluation.dontSendAsSend).toBeLessThanOrEqual(100);
      expect(evaluation.sendPrecision ?? 0).toBeGreaterThanOrEqual(0);
    });

    it('is deterministic: the same set scores the same twice', { timeout: 120_000 }, () => {
      expect(score()).toEqual(score());
    });
  },
);
