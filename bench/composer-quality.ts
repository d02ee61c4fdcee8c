import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { composeOfflineDetailed } from '#server/engine/write/index.ts';
import { batchFigures, type Composed } from '#server/engine/write/offline/testing/batch-figures.ts';
import { listProspects, YC_PROSPECTS_FILE, ycProspects } from '#server/engine/testing/prospect-lists.ts';
import { briefSchema, type Brief } from '#shared/brief.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { corpusMissing, corpusPath, corpusPresent } from '#tests/support/test-data.ts';

/**
 * The offline composer's first e-mails read as a practitioner would, on real lists: the corpus's YC
 * list and the graded set's prospect rows (each with its own brief) from the test corpus, and the
 * committed remoteintech list. Prints per list: e-mails, flagged share, median prose words (greeting
 * and sign-off left out), distinct opener frames, the top offer-sentence share, mean pairwise
 * word-trigram Jaccard, subjects naming the sender's brand, unsupported claims, verbless sentences.
 * `--dump <file>` writes every e-mail for reading. Without the corpus it says so and exits with code 2.
 */
if (!corpusPresent) {
  console.error(`bench/composer-quality.ts: ${corpusMissing(YC_PROSPECTS_FILE)}`);
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const saas = briefSchema.parse(JSON.parse(readFileSync(resolve(root, 'docs/examples/brief-saas.json'), 'utf8')));
const gradedBriefs = JSON.parse(readFileSync(corpusPath('graded-emails/briefs.json'), 'utf8')) as Record<
  string,
  unknown
>;
type Graded = { brief_id: string; prospect: ProspectData };
const graded = readFileSync(corpusPath('graded-emails/public.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Graded);

const compose = (rows: { prospect: ProspectData; brief: Brief }[], step = 1): Composed[] =>
  rows.map(({ prospect, brief }) => ({ prospect, brief, ...composeOfflineDetailed(prospect, brief, step) }));

const seen = new Set<string>();
const gradedRows = graded
  .filter((g) => {
    const key = `${g.brief_id}|${g.prospect.email}`;
    return !seen.has(key) && seen.add(key);
  })
  .map((g) => ({ prospect: g.prospect, brief: briefSchema.parse(gradedBriefs[g.brief_id]) }));

const lists: [string, Composed[]][] = [
  ['yc + brief-saas', compose(ycProspects().map((r) => ({ prospect: r.prospect, brief: saas })))],
  ['graded rows + their briefs', compose(gradedRows)],
  [
    'remoteintech + relaybase',
    compose(listProspects().map((r) => ({ prospect: r.prospect, brief: briefSchema.parse(gradedBriefs.relaybase) }))),
  ],
];
for (const [name, composed] of lists) console.log(`${name}: ${batchFigures(composed)}`);

const dump = process.argv.indexOf('--dump');
if (dump > 0) {
  const text = lists
    .flatMap(([name, composed]) =>
      composed.map(
        (c) =>
          `##### ${name} | ${c.prospect.title ?? '-'} | ${c.prospect.company ?? '-'} | flags ${c.draft.flags.join(';')}\nSubject: ${c.draft.subject}\n${c.draft.body}\n`,
      ),
    )
    .join('\n');
  writeFileSync(process.argv[dump + 1]!, text);
}
