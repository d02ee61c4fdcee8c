import type { DraftFlagCode, EmailScore, ScoreCriterion } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import {
  complianceCriterion,
  groundingCriterion,
  lengthCriterion,
  personalisationCriterion,
  questionsCriterion,
  readabilityCriterion,
  spamCriterion,
  subjectCriterion,
  type ScoreInput,
} from './criteria.ts';

/**
 * The explainable quality score of an e-mail (issue 4 item 5), computed on the server when a draft is
 * written and again after every edit. Eight criteria (criteria.ts), each pass/warn/fail with a reason.
 *
 * Grade (ours; a reviewer should be able to predict it from the reasons):
 * - F: an unsupported claim or a compliance failure (must not be sent as is), or 3+ failures;
 * - D: 2 failures; C: 1 failure, or 3+ warnings; B: 1–2 warnings; A: everything passes.
 * `prospect` is accepted for criteria that will read it (e.g. a name check); today's use facts only.
 */
export type ScoreEmailInput = ScoreInput & { prospect?: ProspectData };

export function scoreEmail(input: ScoreEmailInput): EmailScore {
  const criteria: ScoreCriterion[] = [
    lengthCriterion(input),
    readabilityCriterion(input),
    questionsCriterion(input),
    spamCriterion(input),
    personalisationCriterion(input),
    subjectCriterion(input),
    groundingCriterion(input),
    complianceCriterion(input),
  ];
  return { grade: gradeOf(criteria), criteria };
}

export function gradeOf(criteria: readonly ScoreCriterion[]): EmailScore['grade'] {
  const fails = criteria.filter((c) => c.result === 'fail');
  const warns = criteria.filter((c) => c.result === 'warn').length;
  if (fails.some((c) => c.id === 'grounding' || c.id === 'compliance') || fails.length >= 3) return 'F';
  if (fails.length === 2) return 'D';
  if (fails.length === 1 || warns >= 3) return 'C';
  return warns > 0 ? 'B' : 'A';
}

/** Flags the score adds to an e-mail's engine flags: `spam_words` when that criterion fails. */
export const scoreFlags = (score: EmailScore): DraftFlagCode[] =>
  score.criteria.some((c) => c.id === 'spam_words' && c.result === 'fail') ? ['spam_words'] : [];
