import type { Brief } from '#shared/brief.ts';
import type { FactUsed, ScoreCriterion } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';

/**
 * What every criterion of the quality score reads: the e-mail as it would be sent (`body` includes the
 * greeting and sign-off, as the length rules count them), its facts with `supported` already set by the
 * grounding check, the campaign brief, the prospect's data, and the 1-based sequence step.
 */
export type ScoreInput = {
  subject: string;
  opener: string;
  body: string;
  factsUsed: readonly FactUsed[];
  brief: Brief;
  prospect: ProspectData;
  step: number;
};

export const criterion = (
  id: ScoreCriterion['id'],
  result: ScoreCriterion['result'],
  reason: string,
): ScoreCriterion => ({ id, result, reason });

/** `1 question`, `3 questions`. */
export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
