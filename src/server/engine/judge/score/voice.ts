import type { ScoreCriterion } from '#shared/emails.ts';
import { countNames, evidenceOf } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Whose e-mail is it? RUBRIC.md (edit): "padded, generic, or sender-centred ("I", "we" everywhere)";
 * "the same brand named three or more times". Lavender's guidance is the same: count "I/we" against
 * "you/your" and keep the reader the subject.
 * - sender_centred warns when first-person words outnumber second-person ones by more than two to one
 *   and there are at least six of them (ours: a sentence about the sender's offer always has a "we"
 *   or two; six is three sentences' worth), or when the prose opens by introducing the sender;
 * - brand_mentions warns at three or more mentions of the sender's company in the prose (the signature
 *   is not counted).
 */
const FIRST = /\b(?:i|i'm|i’m|i've|i’ve|i'd|i’d|me|my|we|we're|we’re|we've|we’ve|our|us)\b/gi;
const SECOND = /\b(?:you|your|you're|you’re|you've|you’ve|you'd|you’d|yours)\b/gi;
const INTRODUCES_SENDER = /^(?:I(?:'|’)m\s+\p{Lu}|My name is|I am \p{Lu}|At \p{Lu}[^,]*,? we\b|We(?:'|’)re\s+\p{Lu})/u;

export const SENDER_CENTRED_MIN = 6;
export const BRAND_MENTIONS_MAX = 2;

export function senderCentredCriterion(input: ScoreInput): ScoreCriterion {
  const { prose, sentences } = evidenceOf(input).parts;
  const first = (prose.match(FIRST) ?? []).length;
  const second = (prose.match(SECOND) ?? []).length;
  if (first >= SENDER_CENTRED_MIN && first > 2 * second)
    return criterion('sender_centred', 'warn', `About the sender: ${first} “I/we” against ${second} “you”`);
  if (INTRODUCES_SENDER.test(sentences[0] ?? ''))
    return criterion('sender_centred', 'warn', `Opens by introducing the sender: “${sentences[0]}”`);
  return criterion('sender_centred', 'pass', `${first} “I/we” against ${second} “you”`);
}

export function brandMentionsCriterion(input: ScoreInput): ScoreCriterion {
  const e = evidenceOf(input);
  const brand = e.brands[0];
  if (!brand) return criterion('brand_mentions', 'pass', 'No sender company in the brief');
  const n = Math.max(...e.brands.map((b) => countNames(e.parts.prose, b)));
  if (n > BRAND_MENTIONS_MAX) return criterion('brand_mentions', 'warn', `${brand} named ${n} times; once is enough`);
  return criterion('brand_mentions', 'pass', `${brand} named ${n === 1 ? 'once' : `${n} times`}`);
}
