import type { Brief } from '#shared/brief.ts';
import type { Draft } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { checkGrounding, groundingFlags } from '../../judge/index.ts';
import { composeOffline } from './compose.ts';
import { countWords, FOLLOW_UP_WORDS } from '../../language/index.ts';
import { InstructionError, needsProvider, notApplicable } from './instruction-error.ts';
import { readDraft, writeDraft, type DraftText } from './instruction-draft.ts';
import { type ParsedInstruction, parseInstruction, resolveMention } from './instruction-parse.ts';
import { shorten } from './instruction-shorter.ts';
import { withoutQuestions } from './instruction-statement.ts';
import { restyle } from './instruction-tone.ts';

/**
 * A reviewer's regeneration instruction, followed offline (the common ones; anything else needs a
 * model): `parseInstruction` (instruction-parse.ts) reads it, `applyInstructions` makes the changes.
 * - mention <field>: the e-mail is composed again with that field's fact as the hook (mention.ts);
 *   first e-mails only — a follow-up brings its own angle;
 * - no question (instruction-statement.ts), more casual / more formal (instruction-tone.ts), shorter
 *   (instruction-shorter.ts): the written draft is read back into greeting, sentences and sign-off
 *   (instruction-draft.ts) and changed there, in that order — shorter last, aiming at 70 % of the words
 *   the e-mail had before any change, so what the others add counts too.
 * No change adds a claim about the prospect: the facts are those the composer wrote, a fact whose
 * sentence was dropped goes, and what is left is checked again by the grounding check (judge/grounding.ts),
 * which sets `unsupported_claim` as for any draft. `too_long` is set again against the brief's target.
 * @throws InstructionError `instruction_needs_provider` for what only a model can write (an unknown
 *   instruction, a field the row does not have, a mention in a follow-up, two fields to open with);
 *   `instruction_not_applicable` when this row or e-mail gives the change nothing to work with (a blank
 *   field, already at its shortest, no question to drop, casual and formal at once)
 */
export type InstructionContext = {
  brief: Brief;
  prospect: ProspectData;
  /** Sequence step, 1–4; default 1. */
  step?: number;
  /** The campaign's custom columns, so a column this prospect left blank is reported as blank. */
  columns?: readonly string[];
  /** The instruction as the reviewer wrote it, for messages. */
  instruction?: string;
};

const NAMES = { shorter: 'shorter', casual: 'more casual', formal: 'more formal', no_question: 'no question' };
const NOTHING_TO_DO = {
  shorter: 'the e-mail is already at its shortest: a greeting, the opener, the offer, the ask and the sign-off',
  casual: 'the e-mail already reads casually',
  formal: 'the e-mail already reads formally',
  no_question: 'the e-mail has no question',
};

const sameText = (a: DraftText, b: DraftText) =>
  JSON.stringify([a.greeting, a.sentences.map((s) => s.text), a.closing]) ===
  JSON.stringify([b.greeting, b.sentences.map((s) => s.text), b.closing]);

function withMention(draft: Draft, field: string, text: string, ctx: InstructionContext): Draft {
  const step = ctx.step ?? 1;
  if (step > 1)
    throw needsProvider(text, 'offline, mention <field> changes the first e-mail; follow-ups bring their own angle');
  const resolved = resolveMention(ctx.prospect, field, ctx.columns);
  if (!resolved) throw needsProvider(text, `this prospect has no “${field}” field`);
  let mentioned: Draft;
  try {
    mentioned = composeOffline({ prospect: ctx.prospect, brief: ctx.brief, step, mention: resolved.name });
  } catch (error) {
    throw error instanceof InstructionError ? error.naming(text) : error;
  }
  if (!mentioned.factsUsed.some((f) => f.field === resolved.name && f.supported))
    throw notApplicable(text, `the offline composer found nothing in ${resolved.name} to open with`);
  // The subject stays: follow-ups already sent reply to it ("Re: …").
  return { ...mentioned, subject: draft.subject };
}

/** Applies parsed instructions to a written draft (see the module comment). */
export function applyInstructions(draft: Draft, parsed: readonly ParsedInstruction[], ctx: InstructionContext): Draft {
  const text =
    ctx.instruction ?? parsed.map((p) => (p.kind === 'mention' ? `mention ${p.field}` : NAMES[p.kind])).join(', ');
  const kinds = new Set(parsed.map((p) => p.kind));
  if (kinds.has('casual') && kinds.has('formal'))
    throw notApplicable(text, 'it asks for more casual and more formal at once');
  const mentions = parsed.filter((p) => p.kind === 'mention');
  if (mentions.length > 1) throw needsProvider(text, 'offline, an e-mail opens with one fact');
  const base = mentions[0] ? withMention(draft, mentions[0].field!, text, ctx) : draft;

  const claims = base.factsUsed.map((f) => f.claim);
  let read = readDraft(base.body, base.opener, ctx.brief, ctx.step);
  const before = countWords(base.body);
  for (const kind of ['no_question', 'casual', 'formal', 'shorter'] as const) {
    if (!kinds.has(kind)) continue;
    const next =
      kind === 'shorter'
        ? shorten(read, ctx.brief, before)
        : kind === 'no_question'
          ? withoutQuestions(read, ctx.brief.tone)
          : restyle(read, kind, { tone: ctx.brief.tone, claims });
    if (sameText(next, read)) throw notApplicable(NAMES[kind], NOTHING_TO_DO[kind]);
    read = next;
  }
  const { body, opener } = writeDraft(read, base.opener);
  // A fact whose sentence was dropped goes; the rest are checked again.
  const kept = base.factsUsed.filter((f) => !base.body.includes(f.claim) || body.includes(f.claim));
  const factsUsed = checkGrounding(kept, ctx.prospect);
  const step = ctx.step ?? 1;
  const limit = step === 1 ? ctx.brief.lengthWords : Math.min(ctx.brief.lengthWords, FOLLOW_UP_WORDS);
  const flags = new Set<string>(base.flags.filter((f) => f !== 'unsupported_claim' && f !== 'too_long'));
  groundingFlags(factsUsed).forEach((f) => flags.add(f));
  if (countWords(body) > limit) flags.add('too_long');
  return { ...base, body, opener, factsUsed, flags: [...flags] };
}

/**
 * The offline writer with a reviewer's instruction: the composer's draft, changed as the instruction
 * asks (a blank instruction changes nothing).
 * @throws InstructionError (see the module comment)
 */
export function composeWithInstruction(input: {
  prospect: ProspectData;
  brief: Brief;
  step?: number;
  instruction: string;
  columns?: readonly string[];
}): Draft {
  const { prospect, brief, step = 1, instruction, columns } = input;
  const parsed = parseInstruction(instruction);
  if ('unsupported' in parsed) throw needsProvider(parsed.unsupported);
  const draft = composeOffline(prospect, brief, step);
  if (parsed.length === 0) return draft;
  return applyInstructions(draft, parsed, { brief, prospect, step, columns: columns ?? [], instruction });
}

export { InstructionError, type InstructionErrorCode, OFFLINE_INSTRUCTIONS } from './instruction-error.ts';
export {
  parseInstruction,
  resolveMention,
  type InstructionParse,
  type ParsedInstruction,
} from './instruction-parse.ts';
