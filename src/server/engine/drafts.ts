import { draftFlagCodes, type Draft, type DraftFlagCode } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import type { ProviderConfig } from './providers/index.ts';
import { checkGrounding, draftFlags, prospectDraftFlags } from './judge/index.ts';
import type { GenerateDraftInput } from './index.ts';
import { citeFact, type Source, sourceFieldFor, withoutMarkup, withSources } from './rows/index.ts';
import {
  buildPrompt,
  type BuiltPrompt,
  composeOffline,
  composeWithInstruction,
  type DraftOutput,
} from './write/index.ts';

/**
 * The parts of a draft that need no provider: the offline composer's draft, a model's prompt, and the
 * checks on its answer (engine/index.ts generateDraft puts them together around the call). Pure and
 * synchronous, without the AI SDK, so the batch workers' threads load only these
 * (threads/draft-work.ts).
 */
const byCodeOrder = (flags: Iterable<DraftFlagCode>) =>
  [...new Set(flags)].sort((a, b) => draftFlagCodes.indexOf(a) - draftFlagCodes.indexOf(b));

/**
 * The offline composer's draft (write/offline/index.ts) for one prospect: pure and synchronous, so the batch
 * workers run it in a thread of their own (threads/draft-work.ts).
 * @throws InstructionError (a ProviderConfigError) when the composer cannot follow the instruction
 */
export function composeOfflineDraft(
  input: Pick<GenerateDraftInput, 'prospect' | 'prospectFlags' | 'brief' | 'step' | 'research' | 'instruction'>,
): Draft {
  const { brief, step } = input;
  // Imports store fields without markup already; a row stored before that rule, or a caller's own
  // prospect, is cleaned here too, so no draft or prompt ever carries a field's markup (rows/markup.ts).
  const prospect = withoutMarkup(input.prospect).data;
  const sources = input.research?.sources ?? [];
  // The row with each passage as a column (rows/sources.ts): what the composer and the checks read.
  const evidence = withSources(prospect, sources);
  const researchFlags: DraftFlagCode[] = input.research?.injection ? ['prompt_injection'] : [];
  const draft = input.instruction?.trim()
    ? composeWithInstruction({ prospect: evidence, brief, step, instruction: input.instruction })
    : composeOffline(evidence, brief, step);
  return {
    ...draft,
    factsUsed: draft.factsUsed.map((f) => citeFact(f, sources)),
    flags: [...new Set([...draft.flags, ...researchFlags, ...prospectDraftFlags(prospect, input.prospectFlags)])],
  };
}

/** A model's answer for one draft: its structured output, the tokens it reported and their cost (USD; null when unknown). */
export type ModelAnswer = { output: DraftOutput; tokens: { input: number; output: number }; cost: number | null };

/** How drafts name their model: `<provider>:<model>`, e.g. `openai:gpt-5-mini`. */
export const modelLabel = (provider: Pick<ProviderConfig, 'provider' | 'model'>) =>
  `${provider.provider}:${provider.model}`;

/** What a model call for one draft is built from, and what its answer is checked against (prepareModelDraft). */
export type PreparedDraft = {
  prospect: ProspectData;
  sources: readonly Source[];
  /** The row with each research passage as a column (rows/sources.ts): what the checks read. */
  evidence: ProspectData;
  researchFlags: DraftFlagCode[];
  prompt: BuiltPrompt;
};

/**
 * The half of a model-written draft before the call: the row without markup, its research passages and
 * the prompt (write/prompt.ts). The batch path (decision 038) sends the same prompt in a batch request line.
 */
export function prepareModelDraft(
  input: Pick<GenerateDraftInput, 'prospect' | 'brief' | 'step' | 'instruction' | 'research'>,
): PreparedDraft {
  const prospect = withoutMarkup(input.prospect).data;
  const sources = input.research?.sources ?? [];
  return {
    prospect,
    sources,
    evidence: withSources(prospect, sources),
    researchFlags: input.research?.injection ? ['prompt_injection'] : [],
    prompt: buildPrompt({ prospect, brief: input.brief, step: input.step, instruction: input.instruction, sources }),
  };
}

/**
 * The half after the call, the same for a direct call and a batch's result line (decision 038): the
 * model's structured answer (write/schema.ts) trimmed, every claim checked against its field or passage
 * (judge/grounding.ts), the draft's flags (judge/draft-flags.ts), with the model's label, the reported tokens and
 * `cost` (USD; null when the price is unknown; the caller prices a batch at the batch rate).
 */
export function finishModelDraft(
  input: Pick<GenerateDraftInput, 'brief' | 'step' | 'prospectFlags'> & {
    provider: Pick<ProviderConfig, 'provider' | 'model'>;
  },
  prepared: PreparedDraft,
  output: DraftOutput,
  tokens: { input: number; output: number },
  cost: number | null,
): Draft {
  const { brief, step } = input;
  const { prospect, sources, evidence, prompt } = prepared;
  const subject = output.subject.trim();
  const opener = output.opener.trim();
  const body = output.body.trim();
  const factsUsed = checkGrounding(
    output.factsUsed
      .map((f) => ({ claim: f.claim.trim(), field: sourceFieldFor(f.field.trim(), sources) }))
      .filter((f) => f.claim),
    evidence,
  ).map((f) => citeFact(f, sources));
  const flags = draftFlags({
    prospect,
    brief,
    step,
    subject,
    body,
    factsUsed,
    missingMergeFields: prompt.missingMergeFields.length,
    prospectFlags: input.prospectFlags,
  });
  return {
    subject,
    opener,
    body,
    factsUsed,
    flags: byCodeOrder([...flags, ...prepared.researchFlags]),
    model: modelLabel(input.provider),
    tokens,
    costUsd: cost,
  };
}
