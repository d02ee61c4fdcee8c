import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefSchema, type Brief } from '#shared/brief.ts';
import type { EmailScore } from '#shared/emails.ts';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';
import { composeOffline } from '../offline/index.ts';
import { YC_TEXT_NOT_REDISTRIBUTABLE, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { ycProspects } from '../testing/prospect-lists.ts';
import { scoreEmail } from './index.ts';

/**
 * The score over the offline composer's e-mails for the 1,000 real rows of the test corpus's
 * prospects/yc-prospects-hubspot.csv (SHARED_DATA_DIR; YC's directory text, not redistributable, so
 * skipped without the corpus): the three steps of docs/examples/brief-saas.json,
 * and step 1 of the engine fixtures' brief (a denser offer). The grade distributions go to stdout.
 * The composer writes to the same rules the score checks, so nearly all of it should grade A or B;
 * what is left is real (a company description quoted at college reading level).
 */
const saas: Brief = briefSchema.parse(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../docs/examples/brief-saas.json'), 'utf8')),
);
const runs = [
  { name: 'brief-saas step 1', brief: saas, step: 1 },
  { name: 'brief-saas step 2', brief: saas, step: 2 },
  { name: 'brief-saas step 3', brief: saas, step: 3 },
  { name: 'fixture brief step 1', brief: sampleBrief(), step: 1 },
];
const scores = new Map<string, EmailScore[]>();

const share = (list: EmailScore[], test: (s: EmailScore) => boolean) => list.filter(test).length / list.length;
const failing = (list: EmailScore[], id: string) =>
  list.filter((s) => s.criteria.some((c) => c.id === id && c.result === 'fail')).length;

beforeAll(() => {
  if (!corpusPresent) return;
  const rows = ycProspects().slice(0, 1000);
  for (const { name, brief, step } of runs) {
    const list = rows.map(({ prospect }) =>
      scoreEmail({ ...composeOffline(prospect, brief, step), brief, prospect, step }),
    );
    scores.set(name, list);
    const grades = Object.fromEntries(
      ['A', 'B', 'C', 'D', 'F'].map((g) => [g, list.filter((s) => s.grade === g).length]),
    );
    process.stdout.write(`[score] ${name}: ${JSON.stringify(grades)}\n`);
  }
}, 180_000);

describe.skipIf(!corpusPresent)(
  `the score over the offline composer on 1,000 real YC rows ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}`,
  () => {
    it.each(runs.map((r) => r.name))('%s: 1,000 scores, no D or F, at least 95 % A or B', (name) => {
      const list = scores.get(name)!;
      expect(list).toHaveLength(1000);
      expect(list.filter((s) => s.grade === 'D' || s.grade === 'F')).toEqual([]);
      expect(share(list, (s) => s.grade === 'A' || s.grade === 'B')).toBeGreaterThanOrEqual(0.95);
    });

    it('never fails grounding, compliance, spam words, personalisation, subject length or length', () => {
      for (const [name, list] of scores) {
        for (const id of ['grounding', 'compliance', 'spam_words', 'personalisation', 'subject_length', 'length'])
          expect(failing(list, id), `${name}: ${id}`).toBe(0);
      }
    });

    it('fails readability on at most 2 % of first e-mails: the few that quote a college-level company description', () => {
      for (const name of ['brief-saas step 1', 'fixture brief step 1'])
        expect(failing(scores.get(name)!, 'readability') / 1000, name).toBeLessThanOrEqual(0.02);
    });
  },
);
