import type { ScoreCriterion } from '#shared/emails.ts';
import { LENGTH_TOLERANCE, subjectWords } from '../draft-flags.ts';
import { countWords } from '../offline/text.ts';
import { SUBJECT_MAX_WORDS, SUBJECT_MIN_WORDS, wordLimit } from '../prompt-rules.ts';
import { criterion, plural, type ScoreInput } from './input.ts';

/**
 * The e-mail's form: length, subject length, questions. Source of the figures unless said otherwise:
 * Boomerang, "7 Tips for Getting More Responses to Your Emails (With Data!)", 2016, on 40 M e-mails —
 * 50–125 words answered most (above 50 %), subjects of 3–4 words (not counting Re:/Fwd:) most, and
 * 1–3 questions 50 % more often than none.
 */

/**
 * Length bands, as multiples of the step's word target (prompt-rules.ts wordLimit: the brief's
 * lengthWords, default 90, for step 1; at most 60 for a follow-up). Body words as countWords counts them,
 * greeting and sign-off included.
 * - fail above × LENGTH_TOLERANCE (1.2, the `too_long` flag's tolerance in draft-flags.ts);
 * - warn above × 1.1 (ours: a model overshoots by a sentence's worth now and then, which is not worth a
 *   word; the second 10 % is);
 * - first e-mail: warn below × 0.5 (45 words at 90, under Boomerang's 50-word floor), fail below × 0.25
 *   (too thin to carry a reason to reply);
 * - follow-up: the rules ask for "two or three sentences and the ask", so short is the aim: only below
 *   × 0.25 (15 words at 60) is it worth a warning, and never a failure;
 * - an empty body fails at any step.
 */
export const LENGTH_WARN_OVER = 1.1;
export const LENGTH_WARN_UNDER = 0.5;
export const LENGTH_FAIL_UNDER = 0.25;
export const FOLLOW_UP_WARN_UNDER = 0.25;

export function lengthCriterion({ body, brief, step }: ScoreInput): ScoreCriterion {
  const words = countWords(body);
  const target = wordLimit(brief, step);
  const figure = `${plural(words, 'word')} against a target of ${target}`;
  if (words === 0) return criterion('length', 'fail', 'Empty body');
  if (words > target * LENGTH_TOLERANCE) return criterion('length', 'fail', `Too long: ${figure}`);
  if (words > target * LENGTH_WARN_OVER) return criterion('length', 'warn', `A little long: ${figure}`);
  if (step <= 1 && words < target * LENGTH_FAIL_UNDER) return criterion('length', 'fail', `Too short: ${figure}`);
  if (words < target * (step <= 1 ? LENGTH_WARN_UNDER : FOLLOW_UP_WARN_UNDER))
    return criterion('length', 'warn', `Short: ${figure}`);
  return criterion('length', 'pass', figure);
}

/**
 * Subject words without a leading Re:/Fwd: (draft-flags.ts subjectWords): 2–5 pass (prompt-rules.ts,
 * around Boomerang's 3–4), none fails (Boomerang: 14 % of e-mails without a subject got a reply), any
 * other count warns.
 */
export function subjectCriterion({ subject }: ScoreInput): ScoreCriterion {
  const n = subjectWords(subject);
  const figure = `Subject of ${plural(n, 'word')}`;
  if (n === 0) return criterion('subject_length', 'fail', 'No subject');
  if (n >= SUBJECT_MIN_WORDS && n <= SUBJECT_MAX_WORDS) return criterion('subject_length', 'pass', figure);
  return criterion('subject_length', 'warn', `${figure}; ${SUBJECT_MIN_WORDS}–${SUBJECT_MAX_WORDS} read best`);
}

/**
 * Question marks in the body: 1–2 pass (one clear ask; the prompt asks for exactly one, a second may be
 * rhetorical); 0 warns (nothing to answer); 3–4 warn (Boomerang's benefit stops at 3, our rules want one
 * ask); 5 or more fail (an interrogation, not an ask).
 */
export const QUESTIONS_FAIL_AT = 5;

export function questionsCriterion({ body }: ScoreInput): ScoreCriterion {
  const n = (body.match(/\?/g) ?? []).length;
  if (n === 0) return criterion('questions', 'warn', 'No question: give the reader one clear thing to answer');
  if (n <= 2) return criterion('questions', 'pass', `${plural(n, 'question')}: one clear ask`);
  return criterion('questions', n >= QUESTIONS_FAIL_AT ? 'fail' : 'warn', `${plural(n, 'question')}: ask one thing`);
}
