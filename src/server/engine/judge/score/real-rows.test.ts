import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefSchema, type Brief } from '#shared/brief.ts';
import type { EmailScore } from '#shared/emails.ts';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';
import { composeOffline } from '../../write/offline/index.ts';
import { YC_TEXT_NOT_REDISTRIBUTABLE, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { ycProspects } from '../../testing/prospect-lists.ts';
import { scoreEmail } from './index.ts';

/**
 * The score over the offline composer's e-mails for the 1,000 real rows of the test corpus's
 * prospects/yc-prospects-hubspot.csv (SHARED_DATA_DIR; YC's directory text, not redistributable, so
 * skipped without the corpus): the three steps of docs/examples/brief-saas.json,
 * and step 1 of the engine fixtures' brief (a denser offer). The verdict distributions go to stdout.
 * The composer uses only the row's facts, so the verdict never finds an invented one.
 */
const saas: Brief = briefSchema.parse(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../../docs/examples/brief-saas.json'), 'utf8')),
);
const runs = [
  { name: 'brief-saas step 1', brief: saas, step: 1 },
  { name: 'brief-saas step 2', brief: saas, step: 2 },
  { name: 'brief-saas step 3', brief: saas, step: 3 },
  { name: 'fixture brief step 1', brief: sampleBrief(), step: 1 },
];
const scores = new Map<string, EmailScore[]>();

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
    const verdicts = Object.fromEntries(
      ['send', 'edit', 'dont_send'].map((v) => [v, list.filter((s) => s.verdict === v).length]),
    );
    process.stdout.write(`[score] ${name}: ${JSON.stringify(verdicts)}\n`);
  }
}, 180_000);

describe.skipIf(!corpusPresent)(
  `the verdict over the offline composer on 1,000 real YC rows ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}`,
  () => {
    it.each(runs.map((r) => r.name))('%s: 1,000 scores, each with a verdict its grade agrees with', (name) => {
      const list = scores.get(name)!;
      expect(list).toHaveLength(1000);
      const agrees = (s: EmailScore) =>
        s.verdict === (s.grade === 'A' || s.grade === 'B' ? 'send' : s.grade === 'C' ? 'edit' : 'dont_send');
      expect(list.filter((s) => !agrees(s))).toEqual([]);
    });

    it('never finds an invented fact, a broken identity or a compliance failure in what the composer writes', () => {
      for (const [name, list] of scores) {
        for (const id of ['grounding', 'identity', 'compliance', 'spam_words'])
          expect(failing(list, id), `${name}: ${id}`).toBe(0);
      }
    });
  },
);
