import type { EmailScore, EmailVerdict, ScoreCriterion } from '#shared/emails.ts';

/**
 * The overall grade from the criteria (ours; a reviewer should be able to predict it from the reasons):
 * - F: an unsupported claim or a compliance failure (the e-mail must not be sent as is), or 3+ failures;
 * - D: 2 failures;
 * - C: 1 failure, or 3+ warnings;
 * - B: no failure, 2 warnings;
 * - A: no failure, at most 1 warning (a single warning is advice, such as a slightly dense sentence,
 *   not a reason to look twice).
 * Grounding and compliance fail to F on their own because they are the two a sender cannot take back
 * (an invented fact, a missing opt-out); the others cost a grade per problem.
 */
export const BLOCKING_CRITERIA: readonly ScoreCriterion['id'][] = ['grounding', 'compliance'];

export function gradeOf(criteria: readonly ScoreCriterion[]): EmailScore['grade'] {
  const fails = criteria.filter((c) => c.result === 'fail');
  const warns = criteria.filter((c) => c.result === 'warn').length;
  if (fails.some((c) => BLOCKING_CRITERIA.includes(c.id)) || fails.length >= 3) return 'F';
  if (fails.length === 2) return 'D';
  if (fails.length === 1 || warns >= 3) return 'C';
  return warns === 2 ? 'B' : 'A';
}

/** The verdict a grade stands for (decision 027): A/B send, C edit, D/F dont_send. */
export const verdictOfGrade = (grade: EmailScore['grade']): EmailVerdict =>
  grade === 'A' || grade === 'B' ? 'send' : grade === 'C' ? 'edit' : 'dont_send';
