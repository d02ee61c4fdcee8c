import type { Brief } from '#shared/brief.ts';
import type { DraftFlagCode, FactUsed } from '#shared/emails.ts';
import { prospectFlagCodes, type ProspectData, type ProspectFlagCode } from '#shared/prospects.ts';
import { groundingFlags } from './grounding.ts';
import { findSuspiciousFields, injectionFlags } from '../rows/index.ts';
import { countWords, SUBJECT_MAX_WORDS, SUBJECT_MIN_WORDS, wordLimit } from '../language/index.ts';

/**
 * The flags the engine sets on a model-written draft (codes: src/shared/emails.ts):
 * - `unsupported_claim`: a factsUsed claim failed the grounding check (grounding.ts);
 * - `prompt_injection`: a prospect value looks like instructions to a model (rows/injection.ts); the draft
 *   may be fine (the prompt treats data as data), but a reviewer should look;
 * - `too_long`: body words > the step's word target × 1.2 (language/lengths.ts wordLimit: the brief's
 *   length, less for a follow-up; the target the quality score measures against too). The 20 %
 *   tolerance is ours: models overshoot a word target by a few words even when told a maximum, and
 *   greeting and sign-off count, so a 95-word e-mail for a 90-word brief is not a defect; 108+ is;
 * - `invented_prior_contact` (step 1 only, when no e-mail has been sent): a phrase from the list below
 *   implies a call, meeting, reply or earlier e-mail that did not happen;
 * - `subject_length`: the subject, without a leading `Re:`, is not 2–5 words;
 * - `missing_merge_field`: the template or instructions named a field this prospect lacks;
 * - the prospect's own flags (prospectDraftFlags): `missing_email`, `invalid_email`, `role_address`,
 *   `disposable_domain`, `suspicious_value`.
 */
export const LENGTH_TOLERANCE = 1.2;

/**
 * Phrases that claim earlier contact, matched case-insensitively on word boundaries (hyphen or space
 * alike). Source: the usual invented references ("as we discussed", "following up on our call") and the fake
 * familiarity that cold-e-mail guides warn against (a fake "Re:" thread, "great to meet you", "circling
 * back", "thanks for your reply"), each written in the variants models produce. A first e-mail has no
 * earlier note, so "my last note" is prior contact there too. Kept short on purpose: a phrase belongs
 * here only if it cannot be true in a first e-mail.
 */
export const priorContactPhrases = [
  'as we discussed',
  'as discussed',
  'as promised',
  'per our conversation',
  'per our call',
  'following up on our',
  'following up on my',
  'following up from our',
  'circling back',
  'bumping this',
  'my last note',
  'my last email',
  'my last e-mail',
  'my previous email',
  'my previous e-mail',
  'my earlier email',
  'great to meet you',
  'great meeting you',
  'good to meet you',
  'nice meeting you',
  'lovely to meet you',
  'great to connect again',
  'great chatting',
  'good chatting',
  'when we spoke',
  'when we met',
  'when we talked',
  'since we spoke',
  'since we last spoke',
  'we spoke last',
  'our recent call',
  'our last call',
  'our conversation',
  'our chat',
  'our meeting',
  'thanks for your reply',
  'thanks for getting back',
  'thank you for your reply',
  'thanks for taking my call',
  'thanks again for',
  'you mentioned',
  'you told me',
  'as you mentioned',
  'great to reconnect',
];

const priorContact = new RegExp(
  `\\b(?:${priorContactPhrases.map((p) => p.replace(/[-\s]+/g, '[-\\s]+')).join('|')})\\b`,
  'i',
);

export const inventsPriorContact = (text: string) => priorContact.test(text.replace(/[’‘]/g, "'"));

export const subjectWords = (subject: string) => countWords(subject.replace(/^\s*(?:re|fwd?)\s*:\s*/i, ''));

/**
 * The prospect's flags a draft carries (codes shared by #shared/prospects.ts and #shared/emails.ts), so
 * an e-mail for a row that cannot be sent as it is never reads as simply ready:
 * - the flags stored with the row at import (`missing_email`, `invalid_email`, `role_address`,
 *   `disposable_domain`, `suspicious_value`: features/prospects/import row-flags.ts), as the caller
 *   passes them (`importFlags`: the stored row's, the CLI's candidate's, the playground's own check);
 * - `suspicious_value` from the row's data too (rows/suspicious-value.ts), so a row imported before that
 *   check existed, or passed without its flags, is caught all the same.
 * @returns codes in prospectFlagCodes order, each once
 */
export function prospectDraftFlags(
  prospect: ProspectData,
  importFlags: readonly { code: ProspectFlagCode }[] = [],
): ProspectFlagCode[] {
  const codes = new Set(importFlags.map((f) => f.code));
  if (findSuspiciousFields(prospect).length > 0) codes.add('suspicious_value');
  return prospectFlagCodes.filter((code) => codes.has(code));
}

export type DraftFlagInput = {
  prospect: ProspectData;
  /** The flags stored with the prospect's row (import); see prospectDraftFlags. */
  prospectFlags?: readonly { code: ProspectFlagCode }[] | undefined;
  brief: Brief;
  step: number;
  subject: string;
  body: string;
  factsUsed: readonly FactUsed[];
  missingMergeFields: number;
};

export function draftFlags(input: DraftFlagInput): DraftFlagCode[] {
  const flags: DraftFlagCode[] = [...groundingFlags(input.factsUsed), ...injectionFlags(input.prospect)];
  if (countWords(input.body) > wordLimit(input.brief, input.step) * LENGTH_TOLERANCE) flags.push('too_long');
  if (input.step === 1 && (inventsPriorContact(input.body) || /^\s*re\s*:/i.test(input.subject)))
    flags.push('invented_prior_contact');
  const words = subjectWords(input.subject);
  if (words < SUBJECT_MIN_WORDS || words > SUBJECT_MAX_WORDS) flags.push('subject_length');
  if (input.missingMergeFields > 0) flags.push('missing_merge_field');
  flags.push(...prospectDraftFlags(input.prospect, input.prospectFlags));
  return flags;
}
