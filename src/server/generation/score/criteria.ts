import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import type { Brief } from '#shared/brief.ts';
import type { FactUsed, ScoreCriterion } from '#shared/emails.ts';
import { inventsPriorContact, LENGTH_TOLERANCE, subjectWords } from '../draft-flags.ts';
import { countWords } from '../offline/text.ts';
import { SUBJECT_MAX_WORDS, SUBJECT_MIN_WORDS, wordLimit } from '../prompt-rules.ts';
import { wordKey, wordsOf } from '../words.ts';
import { findSpamPhrases } from './spam-words.ts';

/**
 * The criteria of the quality score, each pass/warn/fail with a one-line reason naming its figure.
 * Thresholds and their sources are on each function.
 */
export type ScoreInput = { subject: string; opener: string; body: string; factsUsed: readonly FactUsed[]; brief: Brief; step: number };

const c = (id: ScoreCriterion['id'], result: ScoreCriterion['result'], reason: string): ScoreCriterion => ({ id, result, reason });

/**
 * Length against the step's word target (prompt-rules.ts wordLimit). Fail above target × 1.2 (the
 * `too_long` flag's tolerance, draft-flags.ts) or below a quarter of it (too thin to carry a reason
 * to reply); warn below half. Short is rarely the problem in cold e-mail, so the low bands are wide. Source of the targets: the brief (default 90 words), after Boomerang's
 * 2016 study of 40 M e-mails (50–125 words got the most replies).
 */
export function lengthCriterion({ body, brief, step }: ScoreInput): ScoreCriterion {
  const words = countWords(body);
  const target = wordLimit(brief, step);
  const figure = `${words} words against a target of ${target}`;
  if (words > target * LENGTH_TOLERANCE) return c('length', 'fail', `Too long: ${figure}`);
  if (words < target * 0.25) return c('length', 'fail', `Too short: ${figure}`);
  if (words < target * 0.5) return c('length', 'warn', `Short: ${figure}`);
  return c('length', 'pass', figure);
}

/**
 * Flesch–Kincaid grade (the `flesch-kincaid` package, syllables by `syllable`). Pass ≤ 8, warn ≤ 11,
 * fail above: Boomerang (2016) found e-mails written at a 3rd-grade level got 36 % more replies than
 * college-level ones; grade 8 is the plain-language ceiling most style guides set (e.g. plainlanguage.gov).
 */
export function readabilityCriterion({ body }: ScoreInput): ScoreCriterion {
  const words = wordsOf(body);
  const sentences = Math.max(1, body.split(/[.!?]+(?:\s|$)|\n{2,}/).filter((s) => /\p{L}/u.test(s)).length);
  const grade = fleschKincaid({ sentence: sentences, word: Math.max(1, words.length), syllable: words.reduce((n, w) => n + syllable(w), 0) });
  const figure = `reading grade ${Number.isFinite(grade) ? Math.max(0, grade).toFixed(1) : '—'} (Flesch–Kincaid)`;
  if (!Number.isFinite(grade) || grade <= 8) return c('readability', 'pass', `Easy to read: ${figure}`);
  if (grade <= 11) return c('readability', 'warn', `Dense: ${figure}; aim for 8 or lower`);
  return c('readability', 'fail', `Hard to read: ${figure}; aim for 8 or lower`);
}

/**
 * Questions in the body. 1–2 pass (one clear ask); 0 warn (nothing to answer); 3+ warn, 5+ fail
 * (an interrogation). Source: Boomerang (2016): e-mails with 1–3 questions got 50 % more replies than
 * none; more than that lowered replies.
 */
export function questionsCriterion({ body }: ScoreInput): ScoreCriterion {
  const n = (body.match(/\?/g) ?? []).length;
  if (n === 0) return c('questions', 'warn', 'No question: give the reader one clear thing to answer');
  if (n <= 2) return c('questions', 'pass', `${n} question${n === 1 ? '' : 's'}: one clear ask`);
  if (n < 5) return c('questions', 'warn', `${n} questions: ask one thing`);
  return c('questions', 'fail', `${n} questions: ask one thing`);
}

/** Spam phrases (spam-words.ts) in subject and body: total weight 0 pass, 1–2 warn, 3+ fail. */
export function spamCriterion({ subject, body }: ScoreInput): ScoreCriterion {
  const found = findSpamPhrases(`${subject}\n${body}`);
  const weight = found.reduce((n, p) => n + p.weight, 0);
  if (weight === 0) return c('spam_words', 'pass', 'No spam trigger phrases');
  const list = found.map((p) => `“${p.phrase}”`).join(', ');
  return c('spam_words', weight >= 3 ? 'fail' : 'warn', `Spam trigger phrases (weight ${weight}): ${list}`);
}

/**
 * Personalisation depth: distinct prospect fields behind supported facts, not counting the e-mail
 * address or the first name (every mail merge has those). 2+ pass, 1 warn, 0 fail — a "personal"
 * e-mail with no fact about the prospect is the generic copy users leave incumbents over. A follow-up
 * (step 2+) builds on the first e-mail's facts, so it passes with any number of its own.
 */
export function personalisationCriterion({ factsUsed, step }: ScoreInput): ScoreCriterion {
  const generic = new Set(['email', 'firstname', 'first_name', 'lastname', 'last_name']);
  const fields = new Set(factsUsed.filter((f) => f.supported && !generic.has(f.field.toLowerCase().replace(/\s+/g, '_'))).map((f) => f.field.toLowerCase()));
  const n = fields.size;
  if (step > 1 && n < 2) return c('personalisation', 'pass', `Follow-up: builds on the first e-mail (${n} new fact${n === 1 ? '' : 's'})`);
  if (n >= 2) return c('personalisation', 'pass', `${n} prospect-specific facts`);
  if (n === 1) return c('personalisation', 'warn', '1 prospect-specific fact: one more would make it clearly personal');
  return c('personalisation', 'fail', 'No prospect-specific fact: this reads like a template');
}

/** Subject of 2–5 words (prompt-rules.ts; Boomerang and Lavender both find short subjects open best). */
export function subjectCriterion({ subject }: ScoreInput): ScoreCriterion {
  const n = subjectWords(subject);
  const figure = `${n} word${n === 1 ? '' : 's'}`;
  if (n >= SUBJECT_MIN_WORDS && n <= SUBJECT_MAX_WORDS) return c('subject_length', 'pass', `Subject of ${figure}`);
  return c('subject_length', n === 0 ? 'fail' : 'warn', `Subject of ${figure}; ${SUBJECT_MIN_WORDS}–${SUBJECT_MAX_WORDS} read best`);
}

/** Grounding (grounding.ts): any unsupported claim fails, naming it; no claims warns (a follow-up may have none). */
export function groundingCriterion({ factsUsed, step }: ScoreInput): ScoreCriterion {
  const unsupported = factsUsed.filter((f) => !f.supported);
  if (unsupported.length > 0) return c('grounding', 'fail', `Not supported by the prospect's data: “${unsupported[0]!.claim}”${unsupported.length > 1 ? ` and ${unsupported.length - 1} more` : ''}`);
  if (factsUsed.length === 0) return step > 1 ? c('grounding', 'pass', 'No claim about the prospect in this follow-up') : c('grounding', 'warn', 'No claim about the prospect to check');
  return c('grounding', 'pass', `All ${factsUsed.length} claims found in the prospect's data`);
}

const SENDER_TOKEN = /\{\{\s*(sender[_ ]?name|sender)\s*(\|[^}]*)?\}\}/i;
const OPT_OUT_TOKEN = /\{\{\s*(unsubscribe[a-z_]*|opt[_ -]?out[a-z_]*)\s*(\|[^}]*)?\}\}/i;

/**
 * Compliance: no invented prior contact in a first e-mail (draft-flags.ts) — fail; the subject shares
 * a content word with the body (a subject about something the body never mentions misleads; CAN-SPAM
 * §5(a)(2) forbids deceptive subject lines) — warn; the sender and opt-out merge fields the brief's
 * template or instructions use are kept (CAN-SPAM requires the opt-out; the sending tool fills it) — fail.
 */
export function complianceCriterion({ subject, body, brief, step }: ScoreInput): ScoreCriterion {
  if (step === 1 && (inventsPriorContact(body) || /^\s*re\s*:/i.test(subject))) return c('compliance', 'fail', 'Claims earlier contact that never happened');
  const briefText = `${brief.template ?? ''}\n${brief.instructions ?? ''}`;
  const optOut = OPT_OUT_TOKEN.exec(briefText);
  if (optOut && !body.includes(optOut[0])) return c('compliance', 'fail', `The opt-out merge field ${optOut[0]} from the brief is missing`);
  if (SENDER_TOKEN.test(briefText) && !SENDER_TOKEN.test(body) && !body.includes(brief.senderName)) {
    return c('compliance', 'fail', 'The sender merge field from the brief is missing');
  }
  const bodyKeys = new Set(wordsOf(body).map(wordKey));
  const shared = wordsOf(subject).map(wordKey).filter((k) => k.length > 3 && bodyKeys.has(k));
  if (wordsOf(subject).length > 0 && shared.length === 0) return c('compliance', 'warn', 'The subject shares no word with the body');
  return c('compliance', 'pass', step === 1 ? 'No invented contact; the subject matches the body' : 'The subject matches the body');
}
