import type { Brief } from '#shared/brief.ts';
import type { Draft, DraftFlagCode } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { checkGrounding, groundingFlags } from '../../judge/index.ts';
import { injectedFields, placeName } from '../../rows/index.ts';
import { mergeFieldFlags } from '../merge-fields.ts';
import type { ComposeContext, Fact } from './compose-context.ts';
import { pickDetails } from './details.ts';
import { readableProspect } from './readable-prospect.ts';
import { firstStep, offAudienceReason } from './first-step.ts';
import { followUp } from './follow-ups.ts';
import { countWords, displayCompany, displayName, FOLLOW_UP_WORDS } from '../../language/index.ts';
import { mentionFocus, withHook } from './mention.ts';
import { seedFor } from './seed.ts';
import { subjectLine } from './subjects.ts';
import { fromTemplate, optOutLines } from './template.ts';

/**
 * The offline composer (DESIGN.md §3; docs/decisions/012): the embedded default when no AI provider is
 * configured, model id `offline`. Deterministic (seed.ts), grounded only in the prospect's fields and
 * the brief, using the packaged NLP model (language/nlp.ts) to pick and restate the most specific fact.
 *
 * Shape (DESIGN.md §4 Draft): `body` is the whole e-mail as it would be sent — greeting, opener, offer,
 * ask, sign-off — in plain text with blank lines between paragraphs; `opener` is the personalised
 * first sentence(s) of that body, repeated on its own so a sending tool's `{{opener}}` column or a
 * reviewer can use it. `tokens` are 0 and `costUsd` 0: it runs locally and is free (a known price).
 * Its own `factsUsed` go through checkGrounding like any writer's. Of the brief it uses the sender
 * fields, offer, valueProps, proofPoints, tone, lengthWords, callToAction, language, template and
 * steps; free-text `instructions` and `audience` need a model and are left to the provider path.
 *
 * Flags: `prompt_injection` (a field looked like instructions; that field is not used), `generic_opener`
 * (nothing specific in the row), `too_long` (a template over the word target, or a brief too tight to
 * fit), `missing_merge_field` (template), `unsupported_claim` (grounding), `unsupported_language` (the
 * brief asks for a language other than English: the composer still writes English, and says so).
 * @param step - sequence step, 1–4 (1 is the first e-mail; 2–4 are follow-ups)
 * @param mention - a field (`notes`, `title`, a custom header …) whose fact must be the first e-mail's
 *   hook: a reviewer's "mention <field>" (mention.ts; instructions.ts); not used by follow-ups
 * @throws RangeError for a step outside 1–4
 * @throws InstructionError when `mention` names a field that gives no hook (mention.ts)
 */
export const OFFLINE_MODEL = 'offline';

export type OfflineResult = { draft: Draft; patterns: Record<string, string> };

function contextFor(row: ProspectData, brief: Brief, step: number, skip: Set<string>): ComposeContext {
  const prospect = readableProspect(row); // suspicious values read as absent
  const company = prospect.company?.trim() && !skip.has('company') ? displayCompany(prospect.company) : null;
  const usable = (name: 'firstName' | 'title' | 'industry' | 'location') =>
    skip.has(name) ? null : prospect[name]?.trim() || null;
  const location = usable('location');
  const city = placeName(location); // a place only: never "Remote", "Worldwide", a note or an address
  const firstName = usable('firstName');
  return {
    prospect,
    brief,
    step,
    seed: seedFor(row, step),
    company,
    firstName: firstName ? displayName(firstName) : null,
    title: usable('title'),
    industry: usable('industry'),
    city,
    details: company ? pickDetails(prospect, company, skip) : [],
  };
}

const dedupe = (facts: Fact[]) =>
  facts.filter((f, i) => facts.findIndex((g) => g.claim === f.claim && g.field === f.field) === i);

/** Composes one draft plus the patterns it used (for tests and diagnostics). */
export function composeOfflineDetailed(
  prospect: ProspectData,
  brief: Brief,
  step = 1,
  mention?: string,
): OfflineResult {
  if (!Number.isInteger(step) || step < 1 || step > 4) throw new RangeError(`step must be 1–4, got ${step}`);
  // A follow-up knows the steps before it, so it makes a point none of them made: composed in order.
  const earlier: Draft[] = [];
  for (let s = 1; s < step; s++) earlier.push(composeStep(prospect, brief, s, earlier).draft);
  return composeStep(prospect, brief, step, earlier, mention);
}

function composeStep(
  prospect: ProspectData,
  brief: Brief,
  step: number,
  earlier: readonly Draft[],
  mention?: string,
): OfflineResult {
  const injected = new Set(injectedFields(prospect));
  const fullContext = contextFor(prospect, brief, step, injected);
  // A reviewer's "mention <field>": the hook comes from that field only (mention.ts).
  const focus = mention && step === 1 ? mentionFocus(fullContext, mention) : null;
  const ctx = focus?.ctx ?? fullContext;
  const flags = new Set<DraftFlagCode>();
  if (injected.size > 0) flags.add('prompt_injection');
  if (!/^en(?:-|$)/i.test(brief.language)) flags.add('unsupported_language');
  const offAudience = offAudienceReason(ctx);
  if (offAudience) flags.add('off_audience');

  let body: string;
  let opener: string;
  let facts: Fact[];
  let patterns: Record<string, string>;
  let topic: string | null = null;
  if (step === 1) {
    const first = withHook(firstStep(ctx), focus?.hook);
    ({ opener, facts, patterns, topic } = first);
    body = first.body;
    if (first.generic) flags.add('generic_opener');

    if (brief.template?.trim()) {
      const t = fromTemplate(ctx, brief.template, opener);
      body = t.body;
      facts = [...facts, ...t.facts];
      mergeFieldFlags(t.merge).forEach((f) => flags.add(f));
      patterns = { ...patterns, template: 'template' };
    }
    if (countWords(body) > brief.lengthWords) flags.add('too_long');
  } else {
    const f = followUp(
      ctx,
      earlier.map((d) => d.body),
    );
    const limit = Math.min(brief.lengthWords, FOLLOW_UP_WORDS);
    body = countWords(f.body(true)) <= limit ? f.body(true) : f.body(false);
    opener = f.opener;
    facts = countWords(f.body(true)) <= limit ? f.facts : [];
    patterns = { followUp: f.id };
    if (countWords(body) > limit) flags.add('too_long');
    const optOut = optOutLines(brief.template);
    if (optOut.length > 0) body = `${body}\n\n${optOut.join('\n')}`;
  }

  // Follow-ups stay in the first e-mail's thread, as sequencers send them.
  const subject = step === 1 ? subjectLine(ctx, body, topic) : { id: 're', text: `Re: ${earlier[0]!.subject}` };
  const factsUsed = checkGrounding(dedupe(facts), prospect);
  groundingFlags(factsUsed).forEach((f) => flags.add(f));
  return {
    draft: {
      subject: subject.text,
      opener,
      body,
      factsUsed,
      flags: [...flags],
      model: OFFLINE_MODEL,
      tokens: { input: 0, output: 0 },
      costUsd: 0,
    },
    patterns: { ...patterns, subject: subject.id, ...(offAudience ? { offAudience } : {}) },
  };
}

export type ComposeOfflineInput = {
  prospect: ProspectData;
  brief: Brief;
  step?: number;
  /** A field whose fact must be the hook (a reviewer's "mention <field>"; see composeOfflineDetailed). */
  mention?: string | undefined;
};

/**
 * One draft for a prospect and sequence step, written offline (see the module comment). Takes
 * `{prospect, brief, step, mention?}` (the engine's input shape) or the first three as arguments.
 */
export function composeOffline(input: ComposeOfflineInput): Draft;
export function composeOffline(prospect: ProspectData, brief: Brief, step?: number): Draft;
export function composeOffline(first: ComposeOfflineInput | ProspectData, brief?: Brief, step = 1): Draft {
  if (brief) return composeOfflineDetailed(first as ProspectData, brief, step).draft;
  const input = first as ComposeOfflineInput;
  return composeOfflineDetailed(input.prospect, input.brief, input.step ?? 1, input.mention).draft;
}
