import { z } from 'zod';

/**
 * How alike a batch of e-mails is (`GET /api/v1/campaigns/:id/uniformity`, the CLI's summary): filters
 * fingerprint text repeated across many messages, so a batch that reads as one template filled in is
 * a deliverability risk even when every e-mail is fine on its own. Figures are over the body's prose
 * (greeting and sign-off left out) unless said otherwise; shares are fractions from 0 to 1. How each
 * is computed, and the thresholds behind `templated`, are in src/server/engine/judge/uniformity.ts.
 */
const share = z.number().min(0).max(1);

const repeatedSchema = z.object({
  /** The sentence as written, or the opener frame (its words in lower case, the prospect-specific ones as `…`). */
  text: z.string(),
  /** E-mails that contain it. */
  emails: z.number().int(),
  share,
});
export type Repeated = z.infer<typeof repeatedSchema>;

export const batchUniformitySchema = z
  .object({
    /** E-mails in the batch. */
    emails: z.number().int(),
    /** Share of the batch's distinct word 5-grams that appear in ≥ 10 % of the e-mails (and in at least 2). */
    sharedFiveGramShare: share,
    /**
     * Mean, over the e-mails, of the share of an e-mail's own 5-grams that are shared as above. Unlike
     * `sharedFiveGramShare`, it does not shrink as the batch grows: in a mail merge of 300 e-mails each
     * e-mail's few unique 5-grams around the merged name add up to most of the batch's distinct ones.
     */
    sharedFiveGramCoverage: share,
    /** Openers once the prospect's own words (names, company, numbers, the row's words) are masked. */
    distinctOpenerFrames: z.object({
      count: z.number().int(),
      /** Distinct frames per e-mail: 1 when every opener is built differently. */
      share,
      /** The most used frames, most used first (at most 3). */
      top: z.array(repeatedSchema),
    }),
    /** Sentences that appear verbatim in ≥ 10 % of the e-mails (and in at least 2). */
    identicalSentences: z.object({
      count: z.number().int(),
      /** The most repeated, most repeated first (at most 5). */
      top: z.array(repeatedSchema),
    }),
    /** Share of the e-mails containing the most repeated sentence; 0 when no sentence is in two e-mails. */
    topSentenceShare: share,
    /** Mean Jaccard similarity of the word trigrams of every pair of e-mails (or of a fixed sample of 400). */
    meanPairwiseTrigramJaccard: share,
    /** E-mails the pairwise figure was computed over: all of them up to 400, a fixed-seed sample above. */
    pairwiseSample: z.number().int(),
    /** True when the batch reads as one template filled in; `reasons` says which figures crossed their limit. */
    templated: z.boolean(),
    reasons: z.array(z.string()),
  })
  .meta({ id: 'BatchUniformity' });
export type BatchUniformity = z.infer<typeof batchUniformitySchema>;
