import type { Brief } from '#shared/brief.ts';
import type { ScoreCriterion } from '#shared/emails.ts';
import { inventsPriorContact } from '../draft-flags.ts';
import { normaliseFieldName } from '../../rows/index.ts';
import { stem, wordsOf } from '../../language/index.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Compliance: what would make the e-mail wrong to send, whatever its quality.
 * - fail: a first e-mail that invents earlier contact (judge/draft-flags.ts inventsPriorContact, or a `Re:`
 *   subject) — the claim is false, and a deceptive header under CAN-SPAM (15 U.S.C. §7704(a)(1)–(2));
 * - fail: a sender or opt-out merge field of the brief that the e-mail dropped (below);
 * - warn: a subject that shares no content word with the body (below) — CAN-SPAM §7704(a)(2) forbids a
 *   subject likely to mislead about the message's content; a word test cannot prove that, so it warns.
 * Every problem found is named; the worst decides the result.
 */

/** A merge field as write/merge-fields.ts reads one: `{{name}}`, `{{name|fallback}}`, names compared by normaliseFieldName. */
const TOKEN = /\{\{\s*([^{}|]{1,100}?)\s*(?:\|\s*[^{}]{0,200}?\s*)?\}\}/g;
const tokenKeys = (text: string) =>
  [...text.matchAll(TOKEN)].map((m) => ({ token: m[0], key: normaliseFieldName(m[1] ?? '') }));

/** Opt-out fields (`{{unsubscribe}}`, `{{unsubscribe_link}}`, `{{opt_out}}` …), which the sending tool fills in. */
const isOptOut = (key: string) => /^(?:unsubscribe|unsub|optout)/.test(key);

/** The brief's value for a sender field (write/offline/template.ts and write/prompt.ts fill them); undefined for any other field or an empty value. */
function senderValue(brief: Brief, key: string): string | undefined {
  const values: Record<string, string | undefined> = {
    sender: brief.senderName,
    sendername: brief.senderName,
    sendercompany: brief.senderCompany,
    senderrole: brief.senderRole,
  };
  return values[key]?.trim() || undefined;
}

/**
 * The merge fields the e-mail must keep: opt-out fields from the template or the instructions at every
 * step (every commercial message needs the opt-out, CAN-SPAM §7704(a)(3)–(5)); sender fields from the
 * instructions at every step and from the template on step 1 only (the template is the first e-mail;
 * follow-ups are written without it, write/offline/template.ts). A sender field is kept when the body has the
 * field or the brief's value for it (the writers fill it in); an opt-out field only as the field itself.
 */
export function droppedMergeFields({ body, brief, step }: ScoreInput): string[] {
  const required = [
    ...tokenKeys(brief.instructions ?? ''),
    ...tokenKeys(brief.template ?? '').filter((t) => step <= 1 || isOptOut(t.key)),
  ];
  const inBody = new Set(tokenKeys(body).map((t) => t.key));
  const dropped = required.filter(({ key }) => {
    if (isOptOut(key)) return !inBody.has(key);
    const value = senderValue(brief, key);
    return value !== undefined && !inBody.has(key) && !body.includes(value);
  });
  return [...new Set(dropped.map((t) => t.token))];
}

/** Function words and mail conventions, which say nothing about what a subject is about. */
const STOP = new Set(
  'a an and or but nor for of to in on at by with from about as into onto over per via vs x the your you our we us my me i it its is are be this that these those re fwd fw'.split(
    ' ',
  ),
);
const contentStems = (text: string) =>
  wordsOf(text)
    .map(stem)
    .filter((k) => k && !STOP.has(k));

/**
 * Whether the subject is about the body: some content word of the subject (any word but a function word,
 * so `Rid` and `o11` count) appears in the body, compared by stem (language/words.ts: `reconcile`/`reconciling`).
 * A follow-up whose subject starts with `Re:` continues the first e-mail's thread, so it is not judged.
 */
export function subjectMatchesBody({ subject, body, step }: ScoreInput): boolean {
  if (step > 1 && /^\s*re\s*:/i.test(subject)) return true;
  const bodyStems = new Set(contentStems(body));
  return contentStems(subject).some((k) => bodyStems.has(k));
}

export function complianceCriterion(input: ScoreInput): ScoreCriterion {
  const fails: string[] = [];
  if (input.step <= 1 && (inventsPriorContact(input.body) || /^\s*re\s*:/i.test(input.subject)))
    fails.push('Claims earlier contact that never happened');
  const dropped = droppedMergeFields(input);
  if (dropped.length > 0)
    fails.push(`Drops the brief’s merge field${dropped.length > 1 ? 's' : ''} ${dropped.join(', ')}`);
  if (fails.length > 0) return criterion('compliance', 'fail', fails.join('; '));
  // Advice only: a word test cannot prove a subject misleads, and the subject criterion judges vagueness.
  if (!subjectMatchesBody(input))
    return criterion('compliance', 'warn', 'The subject shares no word with the body', 'send');
  return criterion(
    'compliance',
    'pass',
    input.step <= 1 ? 'No invented contact; the subject matches the body' : 'The subject matches the body',
  );
}
