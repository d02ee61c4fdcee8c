import type { ProspectData } from '#shared/prospects.ts';
import type { BatchUniformity, Repeated } from '#shared/uniformity.ts';
import { FRAME_SLOT, openerFrames } from './uniformity/opener-frame.ts';
import { meanPairwiseJaccard } from './uniformity/pairwise.ts';
import { documentFrequency, nGrams, proseUnits, wordCodes } from './uniformity/prose-units.ts';

/** One e-mail of the batch; `prospect` (its row) lets the opener's frame mask the row's own words. */
export type UniformityEmail = { subject: string; opener: string; body: string; prospect?: ProspectData | undefined };

/**
 * When a batch reads as templated: any figure past its limit, for a batch of at least `minEmails`.
 * Measured (the offline composer before its rewrite: `npm run personalize` with docs/examples/brief-saas.json
 * on the test corpus's 1,000 YC rows and on the committed 300 remoteintech rows; the 96 hand-written
 * first e-mails of the corpus's graded set, one batch per brief; a mail merge and a spintax template
 * over the 300 committed rows; all in uniformity.test.ts):
 *
 * | batch | trigram Jaccard | top statement | 5-gram coverage | top frame |
 * |---|---|---|---|---|
 * | composer, YC 1,000 / remoteintech 300 / first 30 | 0.29 / 0.29 / 0.29 | 100 % (the offer) | 0.59 / 0.58 / 0.68 | 6 % / 9 % / 23 % |
 * | mail merge 300 | 0.70 | 1 % (each carries the company's name; the ask is shared) | 0.73 | 98 % |
 * | spintax 300 (3–4 variants a slot) | 0.25 | 33 % | 0.82 | 8 % |
 * | hand-written, per brief (45, 26, 25) | 0.086 / 0.048 / 0.028 | 20 % / 8 % / 8 % | 0.28 / 0.20 / 0.13 | 4 % |
 *
 * - `meanPairwiseTrigramJaccard` > 0.15: the target set for the offline composer's batches ("mean
 *   pairwise word-trigram Jaccard ≤ 0.15"); every templated batch above measured ≥ 0.25, hand-written ≤ 0.09.
 * - the most repeated statement in > 25 % of the e-mails: the same target's "no single offer sentence in
 *   more than 25 % of e-mails". Questions are left out of this rule: the ask is the brief's call to action
 *   and may repeat (one hand-written batch asks "Are you hiring senior engineers this quarter?" in
 *   27 % of its e-mails); they still count in `topSentenceShare` and `identicalSentences`.
 * - `sharedFiveGramCoverage` > 0.5: templated batches ≥ 0.58, hand-written ≤ 0.28. The
 *   `sharedFiveGramShare` asked for is reported but decides nothing: it shrinks as the batch grows (0.009 for
 *   the 300-e-mail mail merge, whose unique 5-grams around each merged name outnumber the template's).
 * - one opener frame (not a bare `…`: an opener that is all the prospect's own words is no template)
 *   in > 25 % of the e-mails: the same 25 % as sentences; the mail merge's is 98 %.
 * - below 5 e-mails one e-mail moves a share by 20 % or more: the figures are given, the verdict is not.
 */
export const UNIFORMITY_LIMITS = {
  meanPairwiseTrigramJaccard: 0.15,
  topStatementShare: 0.25,
  sharedFiveGramCoverage: 0.5,
  topFrameShare: 0.25,
  minEmails: 5,
} as const;

/** E-mails a text must be in to count as shared: 10 % of the batch, and never fewer than 2 (so 2 below 20 e-mails). */
export const sharedFloor = (emails: number) => Math.max(2, Math.ceil(emails * 0.1));

/**
 * How alike a batch of e-mails is (shape and meaning of each figure: src/shared/uniformity.ts), and
 * whether it reads as templated, with a reason per figure past its limit (UNIFORMITY_LIMITS). Word
 * figures read the body's prose (greeting and sign-off left out); an opener's frame reads `opener`, or
 * the prose's first sentence when it is empty or no longer in the body (a reviewer edited the body).
 * Pure and linear but for the pairwise figure, which compares at most 400 e-mails (uniformity/pairwise.ts):
 * 2,000 e-mails take ~0.2 s of CPU (bench/uniformity.ts; 0.5–0.7 s of wall time on a 2-core machine
 * shared with a dozen busy processes).
 */
export function batchUniformity(emails: readonly UniformityEmail[]): BatchUniformity {
  const n = emails.length;
  const floor = sharedFloor(n);
  const codeOf = wordCodes();
  const units = emails.map((e) => proseUnits(e.body, codeOf));

  const grams = units.map((u) => nGrams(u.words, 5));
  const gramCounts = documentFrequency(grams);
  const coverage = grams.map((g) => (g.size === 0 ? 0 : count(g, (x) => gramCounts.get(x)! >= floor) / g.size));
  const sentences = ranked(documentFrequency(units.map((u) => new Set(u.sentences))), n);
  const repeated = sentences.filter((s) => s.emails >= floor);
  const openers = emails.map((e, i) => ({
    text: openerOf(e) || (units[i]!.sentences[0] ?? ''),
    prospect: e.prospect,
  }));
  const frames = ranked(documentFrequency(openerFrames(openers).map((frame) => new Set([frame]))), n);
  const pairwise = meanPairwiseJaccard(units, (u) => nGrams(u.words, 3));

  const figures = {
    emails: n,
    sharedFiveGramShare: gramCounts.size === 0 ? 0 : count(gramCounts.values(), (c) => c >= floor) / gramCounts.size,
    sharedFiveGramCoverage: n === 0 ? 0 : coverage.reduce((a, b) => a + b, 0) / n,
    distinctOpenerFrames: { count: frames.length, share: n === 0 ? 1 : frames.length / n, top: frames.slice(0, 3) },
    identicalSentences: { count: repeated.length, top: repeated.slice(0, 5) },
    topSentenceShare: sentences[0] && sentences[0].emails >= 2 ? sentences[0].share : 0,
    meanPairwiseTrigramJaccard: pairwise.mean,
    pairwiseSample: pairwise.sample,
  };
  const reasons = n < UNIFORMITY_LIMITS.minEmails ? [] : templatedReasons(figures, sentences, frames);
  return { ...figures, templated: reasons.length > 0, reasons };
}

type Figures = Omit<BatchUniformity, 'templated' | 'reasons'>;

function templatedReasons(f: Figures, sentences: Repeated[], frames: Repeated[]): string[] {
  const limit = UNIFORMITY_LIMITS;
  const reasons: string[] = [];
  const statement = sentences.find((s) => !/\?["'”’)]*$/u.test(s.text));
  if (statement && statement.emails >= 2 && statement.share > limit.topStatementShare) {
    reasons.push(
      `the same sentence is in ${percent(statement.share)} of the e-mails (limit ${percent(limit.topStatementShare)}): “${clip(statement.text)}”`,
    );
  }
  if (f.meanPairwiseTrigramJaccard > limit.meanPairwiseTrigramJaccard) {
    reasons.push(
      `two e-mails share ${percent(f.meanPairwiseTrigramJaccard)} of their three-word phrases on average (limit ${percent(limit.meanPairwiseTrigramJaccard)})`,
    );
  }
  if (f.sharedFiveGramCoverage > limit.sharedFiveGramCoverage) {
    reasons.push(
      `${percent(f.sharedFiveGramCoverage)} of an e-mail’s five-word phrases recur across the batch on average (limit ${percent(limit.sharedFiveGramCoverage)})`,
    );
  }
  const frame = frames.find((fr) => fr.text !== FRAME_SLOT);
  if (frame && frame.emails >= 2 && frame.share > limit.topFrameShare) {
    reasons.push(
      `${percent(frame.share)} of the openers follow one frame (limit ${percent(limit.topFrameShare)}): “${clip(frame.text)}”`,
    );
  }
  return reasons;
}

/** The `opener` field while the body still contains it; a reviewer may edit the body alone. */
const openerOf = (e: UniformityEmail) => {
  const opener = e.opener.trim();
  return opener && e.body.includes(opener) ? opener : '';
};

const percent = (share: number) => `${Math.round(share * 100)} %`;
const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text);

/** Keys by how many e-mails hold them, most first (ties in first-seen order). */
function ranked(counts: Map<string, number>, n: number): Repeated[] {
  return [...counts]
    .map(([text, emails]) => ({ text, emails, share: n === 0 ? 0 : emails / n }))
    .sort((a, b) => b.emails - a.emails);
}

function count<T>(items: Iterable<T>, test: (item: T) => boolean): number {
  let n = 0;
  for (const item of items) if (test(item)) n++;
  return n;
}
