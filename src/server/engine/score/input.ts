import type { Brief } from '#shared/brief.ts';
import type { FactUsed, ScoreCriterion } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';

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
};

export const criterion = (
  id: ScoreCriterion['id'],
  result: ScoreCriterion['result'],
  reason: string,
): ScoreCriterion => ({ id, result, reason });

/** `1 question`, `3 questions`. */
export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
