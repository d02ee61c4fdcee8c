import type { Brief } from '#shared/brief.ts';

/**
 * How long an e-mail should be, in words as countWords counts them (text.ts): the figures the model's
 * prompt states (write/prompt-rules.ts), the offline composer aims at and the draft flags check
 * (judge/draft-flags.ts `too_long`, `subject_length`). They stand here, beside the words, so the
 * judge reads them without reading the writer.
 */

/** A follow-up's word ceiling when the brief's target is higher (ours: follow-ups are short; the graded `send` follow-ups run 25–45 words of prose). */
export const FOLLOW_UP_WORDS = 60;

/** A subject of 2–5 words (the same bounds as the offline composer's, write/offline/subjects.ts). */
export const SUBJECT_MIN_WORDS = 2;
export const SUBJECT_MAX_WORDS = 5;

/** The word target (words, body only) for a sequence step: the brief's length, or less for follow-ups. */
export const wordLimit = (brief: Brief, step: number) =>
  step <= 1 ? brief.lengthWords : Math.min(brief.lengthWords, FOLLOW_UP_WORDS);
