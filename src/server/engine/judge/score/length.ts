import type { ScoreCriterion } from '#shared/emails.ts';
import { evidenceOf } from './evidence.ts';
import { criterion, plural, type ScoreInput } from './input.ts';

/**
 * Length: words of prose, greeting and sign-off aside (email-parts.ts). Lavender (help.lavender.ai): 25–50
 * words get the most replies; RUBRIC.md: about 25–90 words is fine, 90–150 in a first e-mail is edit,
 * more than 150 is dont_send. Short is never marked down (an honest two-line note to a thin row is a good
 * e-mail); only an empty body fails. Follow-ups take the same bands.
 */
export const LENGTH_FINE_MAX = 90;
export const LENGTH_EDIT_MAX = 150;

export function lengthCriterion(input: ScoreInput): ScoreCriterion {
  const words = evidenceOf(input).parts.words;
  const figure = `${plural(words, 'word')} of prose`;
  if (words === 0) return criterion('length', 'fail', 'Empty body');
  if (words > LENGTH_EDIT_MAX) return criterion('length', 'fail', `Far too long: ${figure} (over ${LENGTH_EDIT_MAX})`);
  if (words > LENGTH_FINE_MAX) return criterion('length', 'warn', `Long: ${figure}; 25–90 is fine, 25–50 best`);
  return criterion('length', 'pass', words <= 50 ? `${figure}: in the 25–50 that gets most replies` : figure);
}
