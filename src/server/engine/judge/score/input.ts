import type { Brief } from '#shared/brief.ts';
import type { EmailVerdict, FactUsed, ScoreCriterion } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import type { Source } from '../../rows/index.ts';

/**
 * What every criterion of the quality score reads: the e-mail as it would be sent (`body` includes the
 * greeting and sign-off, as the length rules count them), its facts with `supported` already set by the
 * grounding check, the campaign brief, the prospect's data, the 1-based sequence step, the earlier steps
 * of the sequence as sent (`previous`, oldest first; the follow-up criterion compares against them) and
 * the draft's flags (`prompt_injection` forces `dont_send`). An e-mail graded from outside (POST
 * /api/v1/score, `npm run grade`) has no declared facts: `factsUsed` is empty and the whole-text
 * grounding check finds its claims itself.
 */
export type ScoreInput = {
  subject: string;
  opener: string;
  body: string;
  factsUsed: readonly FactUsed[];
  brief: Brief;
  prospect: ProspectData;
  step: number;
  previous?: readonly { subject: string; body: string }[];
  flags?: readonly string[];
  /**
   * The passages of the prospect's website the writer had (issue 15; engine/rows/sources.ts): evidence
   * beside the row, read as columns `research:<id>`; a claim they support is cited to its passage.
   */
  sources?: readonly Source[] | undefined;
};

/**
 * One criterion's finding. Its verdict defaults to what the result means for sending — pass: send,
 * warn: edit, fail: dont_send — and is given explicitly for advice that does not stop an e-mail (a
 * `warn` with verdict `send`, such as a dense sentence).
 */
export const criterion = (
  id: ScoreCriterion['id'],
  result: ScoreCriterion['result'],
  reason: string,
  verdict: EmailVerdict = result === 'pass' ? 'send' : result === 'warn' ? 'edit' : 'dont_send',
): ScoreCriterion => ({ id, result, reason, verdict });

/** `1 question`, `3 questions`. */
export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
