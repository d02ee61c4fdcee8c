import type { ProspectData } from '#shared/prospects.ts';
import { lookupField, normaliseFieldName } from '../../rows/index.ts';

/**
 * Reads a reviewer's regeneration instruction into the changes the offline composer can make
 * (instructions.ts applies them). Case-insensitive; politeness and filler are ignored ("please", "can
 * you", "make it", "a bit"); several changes may be joined with commas, semicolons, "and" or "then"
 * ("shorter and more casual", "mention their industry, no question").
 * - shorter: "shorter", "shorten it", "more concise", "keep it brief", "trim it down", "fewer words";
 * - casual: "more casual", "less formal", "informal", "relaxed", "conversational", "friendlier";
 * - formal: "more formal", "less casual", "professional", "polished";
 * - no_question: "no question", "don't ask a question", "without a question", "end with a statement";
 * - mention: "mention <field>", "talk about", "reference", "lead with", "bring up", "focus on",
 *   "highlight"… followed by a field's name or label ("their description", "the hiring column", "their
 *   remote policy"); a bare name after a mention mentions that field too ("mention their size and
 *   remote policy").
 * Anything else — one unknown part is enough — is `{unsupported: <the instruction>}`: it needs a model.
 * Whether a mentioned field exists is `resolveMention`'s question (it needs the prospect).
 */
export type InstructionKind = 'shorter' | 'casual' | 'formal' | 'no_question' | 'mention';
export type ParsedInstruction = { kind: InstructionKind; field?: string };
export type InstructionParse = ParsedInstruction[] | { unsupported: string };

const SEPARATORS = /\s*(?:[,;.!?\n]+|&|\+|\band then\b|\bthen\b|\band\b|\balso\b)\s*/;
const POLITE =
  /^(?:please|pls|plz|kindly|can you|could you|would you|will you|i'd like (?:it )?(?:to be )?|i want (?:it )?(?:to be )?|let's|just|try to|try and|also|then|and)\s+/;
const THANKS = /\s+(?:please|pls|thanks|thank you|if possible|if you can)$/;
const VERB =
  /^(?:make|keep|write|rewrite|redo|have|get|sound|be|go|write it in|put it in)\s+(?:it|this|that|them|the (?:e-?mail|draft|message|copy|note|tone|text))?\s*/;
const DEGREE =
  /^(?:in|use|using|with|adopt|take|a|an|a (?:little )?bit|a little|a lot|slightly|somewhat|much|way|even|far|bit|lot|significantly|more of an?)\s+/;
const NOUN =
  /\s+(?:tone|language|wording|in tone|in style|style|voice|register|version|e-?mail|draft|copy|overall|please|way|manner)$/;

const CASUAL =
  /^(?:(?:more )?(?:casual|informal|relaxed|conversational|laid[- ]?back|chatty)|friendlier|warmer|less (?:formal|stiff|stuffy|corporate|professional|buttoned[- ]up))$/;
const FORMAL =
  /^(?:(?:more )?(?:formal|professional|polished|businesslike|business-like)|less (?:casual|informal|chatty|relaxed))$/;
const SHORTER =
  /^(?:(?:more )?(?:short|shorter|brief|briefer|concise|succinct|terse|tight|tighter|compact|crisp|crisper|punchy|punchier)|shorten(?: it)?|trim(?: it)?(?: down)?|cut(?: it)? down|condense(?: it)?|less (?:long|wordy|verbose)|fewer words|not so long|too long)$/;
const NO_QUESTION = [
  /^(?:no|without(?: a| any| the)?|drop(?: the)?|remove(?: the)?|lose(?: the)?|skip(?: the)?|cut(?: the)?|avoid(?: a| any)?|get rid of(?: the)?) (?:closing |final |ending )?(?:questions?|question marks?|question cta)(?: (?:at the end|in the cta|in the ask|to close))?$/,
  /^(?:don't|do not|dont|never) (?:ask|end with|finish with|close with|use|include|pose|put)(?: (?:a|any|the))?(?: questions?)?(?: (?:at the end|in the cta|anything))?$/,
  /^(?:end|finish|close) (?:with|on) a statement(?: instead)?(?: of a question)?$/,
  /^(?:a )?statement(?: cta| instead)?(?: of a question)?$/,
];
const MENTION =
  /^(?:mention|reference|refer to|use|talk about|bring up|lead with|open with|start with|focus on|highlight|include|say something about|write about|point out|call out|cite)\s+(.+)$/;
const FIELD_LEAD =
  /^(?:their|the|his|her|its|this|that|our|my|a|an|prospect's|the prospect's|company's|the company's)\s+/;
const FIELD_TAIL =
  /\s+(?:column|field|value|cell|info|information|data|details?|instead|in the opener|in the opening|in the first line|as the hook|up front|first|too|as well)$/;

const strip = (text: string, patterns: readonly RegExp[]) => {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    for (const p of patterns) out = out.replace(p, '').trim();
  }
  return out;
};

function kindOf(clause: string): InstructionKind | null {
  const bare = strip(clause, [POLITE, THANKS, VERB, DEGREE, NOUN]);
  if (SHORTER.test(bare)) return 'shorter';
  if (CASUAL.test(bare)) return 'casual';
  if (FORMAL.test(bare)) return 'formal';
  if (NO_QUESTION.some((p) => p.test(bare))) return 'no_question';
  return null;
}

const fieldPhrase = (text: string) => strip(text.replace(/["']/g, ' ').trim(), [FIELD_LEAD, FIELD_TAIL]);

/** The changes an instruction asks for (see the module comment); `[]` for a blank instruction. */
export function parseInstruction(text: string): InstructionParse {
  const normalised = text
    .normalize('NFKC')
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase()
    .replace(/[ \t]+/g, ' ')
    .trim();
  const parsed: ParsedInstruction[] = [];
  for (const clause of normalised.split(SEPARATORS).filter((c) => /\p{L}/u.test(c))) {
    const kind = kindOf(clause);
    const mention = MENTION.exec(strip(clause, [POLITE, THANKS]));
    const field = mention ? fieldPhrase(mention[1]!) : null;
    // "mention their size and remote policy": a bare name right after a mention is another field.
    const more = !kind && !mention && parsed.at(-1)?.kind === 'mention' ? fieldPhrase(clause) : null;
    if (kind) parsed.push({ kind });
    else if (field) parsed.push({ kind: 'mention', field });
    else if (more && more.split(' ').length <= 4) parsed.push({ kind: 'mention', field: more });
    else return { unsupported: text.trim() };
  }
  return parsed.filter((p, i) => parsed.findIndex((q) => q.kind === p.kind && q.field === p.field) === i);
}

/**
 * The prospect field a mention names: by name or label (rows/fields.ts `lookupField`: `description` →
 * notes, `city` → location, a custom header in any case or spacing), a singular of a plural, or the one
 * custom header that contains the words (`size` → `Company Size`). `columns` are the campaign's custom
 * headers: an import leaves a blank cell out of the prospect's `fields`, so a column this prospect left
 * blank is found there (`blank: true`).
 * @returns the canonical field name, or null when neither the prospect nor the campaign has such a field
 */
export function resolveMention(
  prospect: ProspectData,
  phrase: string,
  columns: readonly string[] = [],
): { name: string; blank: boolean } | null {
  for (const name of new Set([phrase, phrase.replace(/s$/, ''), phrase.replace(/^company\s+/, '')])) {
    const found = lookupField(prospect, name);
    if (found) return { name: found.name, blank: !found.value?.trim() };
  }
  const key = normaliseFieldName(phrase);
  const headers = [...new Set([...Object.keys(prospect.fields), ...columns])];
  const exact = headers.find((h) => normaliseFieldName(h) === key);
  const containing = key.length >= 4 ? headers.filter((h) => normaliseFieldName(h).includes(key)) : [];
  const header = exact ?? (containing.length === 1 ? containing[0] : undefined);
  return header ? { name: header, blank: !prospect.fields[header]?.trim() } : null;
}
