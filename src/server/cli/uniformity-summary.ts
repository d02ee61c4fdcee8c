import type { BatchUniformity } from '#shared/uniformity.ts';

/**
 * The uniformity part of `npm run personalize`'s end-of-run summary (stderr): one line of figures for
 * the first e-mails (engine/judge/uniformity.ts), and a warning line with the reasons when they read as
 * templated — the same warning the campaign page shows.
 */
export function uniformityLines(u: BatchUniformity): string[] {
  if (u.emails === 0) return ['uniformity: no first e-mail written'];
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const figures =
    `uniformity of ${u.emails} first e-mail${u.emails === 1 ? '' : 's'}: ` +
    `mean pairwise trigram Jaccard ${u.meanPairwiseTrigramJaccard.toFixed(2)}` +
    (u.pairwiseSample < u.emails ? ` (sample of ${u.pairwiseSample})` : '') +
    `, shared 5-grams ${percent(u.sharedFiveGramShare)} of distinct (${percent(u.sharedFiveGramCoverage)} of an e-mail’s)` +
    `, ${u.distinctOpenerFrames.count} opener frame${u.distinctOpenerFrames.count === 1 ? '' : 's'}` +
    `, ${u.identicalSentences.count} repeated sentence${u.identicalSentences.count === 1 ? '' : 's'}` +
    (u.topSentenceShare > 0 ? ` (the most repeated in ${percent(u.topSentenceShare)})` : '');
  return u.templated ? [figures, `warning: these e-mails read as templated: ${u.reasons.join('; ')}`] : [figures];
}
