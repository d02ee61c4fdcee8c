import type { ScoreCriterion } from '#shared/emails.ts';
import { subjectWords } from '../draft-flags.ts';
import { evidenceOf, names } from './evidence.ts';
import { criterion, plural, type ScoreInput } from './input.ts';

/**
 * Subject: short and about the prospect's world. Sources: Boomerang (40 M e-mails, 2016) — 3–4 words
 * answered most; Lavender and RUBRIC.md — about the prospect, not the sender; mailbox providers'
 * sender rules and CAN-SPAM §7704(a)(2) against a misleading subject.
 * - fail: no subject; a first e-mail whose subject fakes a reply or forward (`Re:`, `Fwd:`);
 * - warn (edit): names the sender's company ("Relaybase and Acme", "Relaybase x Replit"), a follow-up's
 *   `Re:` included; vague ("Quick question", "Idea for Acme", "Checking in"); more than 7 words;
 *   exclamation;
 * - pass: 1–7 words otherwise (2–6 read best; a 7-word subject is not worth an edit).
 */
export const SUBJECT_MAX_WORDS = 7;
const VAGUE =
  /^(?:quick question|question|quick one|idea|an idea|idea for .+|thoughts\??|checking in|following up|touching base|hello|hi|hey|intro|introduction|partnership|opportunity|quick chat)$/i;

export function subjectCriterion(input: ScoreInput): ScoreCriterion {
  const subject = input.subject.trim();
  if (!subject) return criterion('subject', 'fail', 'No subject');
  const reply = /^(?:re|fwd?|fw)\s*:/i.test(subject);
  if (reply && input.step <= 1)
    return criterion('subject', 'fail', `“${subject}” fakes a reply or forward on a first e-mail`);
  const bare = subject.replace(/^(?:\s*(?:re|fwd?|fw)\s*:\s*)+/i, '').trim();
  const brand = evidenceOf(input).brands.find((b) => names(bare, b));
  if (brand) return criterion('subject', 'warn', `“${subject}” is about the sender (${brand}), not the prospect`);
  if (VAGUE.test(bare.replace(/[?.!]+$/, '')))
    return criterion('subject', 'warn', `“${subject}” is vague: say what it is about`);
  const n = subjectWords(subject);
  if (n > SUBJECT_MAX_WORDS) return criterion('subject', 'warn', `Subject of ${plural(n, 'word')}; 2–6 read best`);
  if (/!/.test(bare)) return criterion('subject', 'warn', `“${subject}” shouts: drop the exclamation`);
  return criterion('subject', 'pass', `“${subject}”: ${plural(n, 'word')}`);
}
