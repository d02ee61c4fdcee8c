import type { DraftFlagCode, EmailScore, ScoreCriterion } from '#shared/emails.ts';
import { complianceCriterion } from './compliance.ts';
import { groundingCriterion, personalisationCriterion, spamCriterion } from './content.ts';
import { lengthCriterion, questionsCriterion, subjectCriterion } from './form.ts';
import { gradeOf, verdictOfGrade } from './grade.ts';
import type { ScoreInput } from './input.ts';
import { readabilityCriterion } from './readability.ts';

export { gradeOf } from './grade.ts';
export type { ScoreInput } from './input.ts';

/**
 * The explainable quality score of an e-mail (DESIGN.md §4 "E-mail"; docs/decisions/015), computed on the
 * server when a draft is written and again after every edit: eight criteria, each pass/warn/fail with a
 * one-line reason that names its figure, in the order of `scoreCriterionIds`, and the grade derived from
 * them (grade.ts). Thresholds and their sources are on each criterion: form.ts (length, subject length,
 * questions), readability.ts, content.ts (spam words, personalisation, grounding), compliance.ts.
 * Pure and synchronous; reads nothing outside its arguments.
 */
export function scoreEmail(input: ScoreInput): EmailScore {
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
  const grade = gradeOf(criteria);
  return { grade, verdict: verdictOfGrade(grade), criteria };
}

/** Flags the score adds to the engine's (draft-flags.ts): `spam_words` when that criterion fails. */
export const scoreFlags = (score: EmailScore): DraftFlagCode[] =>
  score.criteria.some((c) => c.id === 'spam_words' && c.result === 'fail') ? ['spam_words'] : [];
