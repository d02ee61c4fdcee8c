import type { Brief } from '#shared/brief.ts';
import { draftFlagCodes, type Draft, type DraftFlagCode } from '#shared/emails.ts';
import type { ProspectData, ProspectFlagCode } from '#shared/prospects.ts';
import { callModel, type CallModelOptions } from './call-model.ts';
import { draftFlags, prospectDraftFlags } from './draft-flags.ts';
import { checkGrounding } from './grounding.ts';
import { composeOffline, composeWithInstruction } from './offline/index.ts';
import { costUsd } from './prices.ts';
import { withoutMarkup } from './markup.ts';
import { buildPrompt, type BuiltPrompt } from './prompt.ts';
import { languageModel, type ProviderConfig } from './ai-providers/index.ts';
import { draftOutputSchema, type DraftOutput } from './schema.ts';
import { citeFact, sourceFieldFor, withSources, type Research, type Source } from './sources.ts';

/**
 * THE engine entry: one prospect + brief + sequence step + provider → one draft
 * `{subject, opener, body, factsUsed: [{claim, field, supported}], flags, model, tokens, costUsd}`
 * (DESIGN.md §4). Used by the personalize route, the CLI and the batch jobs.
 *
 * - `offline`: the offline composer (offline/index.ts), model `offline`, 0 tokens, cost 0. It writes
 *   from the brief and the row only, and follows the common regeneration instructions ("shorter", "more
 *   casual", "more formal", "no question", "mention <field>"; offline/instructions.ts); any other
 *   instruction is an InstructionError that says it needs an AI provider.
 * - any other provider: prompt.ts builds the prompt (prospect data delimited as data), call-model.ts
 *   makes one structured-output call with timeout and retries, then the server checks every claim
 *   against its field (grounding.ts) and sets the flags (draft-flags.ts). `model` is
 *   `<provider>:<model>`; tokens are the provider's reported usage; cost from prices.ts (null when the
 *   model's price is unknown).
 * With `research` (issue 15) the writer also has passages of the prospect's website (sources.ts): the
 * offline composer may take its hook from one, a model gets them as delimited data; claims from them
 * are checked against the passage's text as a field's are, and come back as field `research` with
 * their `source` (URL, title, quote). Research that met injected instructions flags `prompt_injection`.
 * Either way the draft carries the prospect's own flags (draft-flags.ts prospectDraftFlags: the row's
 * import flags as given in `prospectFlags`, and `suspicious_value` from its data).
 * `call` passes retry/timeout settings through to callModel (tests inject `sleep` and small timeouts).
 * @throws ProviderConfigError when the provider is not usable as configured (InstructionError, a
 *   ProviderConfigError, when the offline composer cannot follow the instruction); ProviderError when the call
 *   fails after its retries; UrlNotAllowedError when a user's base URL is refused (SSRF guard); the
 *   abort reason when `signal` aborts
 */
export type GenerateDraftInput = {
  prospect: ProspectData;
  /** The flags stored with the prospect's row at import (`missing_email`, `role_address` …). */
  prospectFlags?: readonly { code: ProspectFlagCode }[] | undefined;
  brief: Brief;
  step: number;
  provider: ProviderConfig;
  /** What research found on the prospect's website (the passages chosen for the brief); none when off. */
  research?: Research | undefined;
  /** A reviewer's regeneration instruction ("shorter", "mention their hiring"). */
  instruction?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Called with the draft so far as a model writes it (streamed; see callModel). Not called offline. */
  onPartial?:
    | ((partial: { subject?: string | undefined; opener?: string | undefined; body?: string | undefined }) => void)
    | undefined;
  call?: Partial<
    Pick<
      CallModelOptions<unknown>,
      | 'timeoutMs'
      | 'maxAttempts'
      | 'baseDelayMs'
      | 'maxDelayMs'
      | 'maxRetryAfterMs'
      | 'sleep'
      | 'now'
      | 'random'
      | 'onRetry'
      | 'beforeAttempt'
      | 'afterAttempt'
    >
  >;
};

const byCodeOrder = (flags: Iterable<DraftFlagCode>) =>
  [...new Set(flags)].sort((a, b) => draftFlagCodes.indexOf(a) - draftFlagCodes.indexOf(b));

export async function generateDraft(input: GenerateDraftInput): Promise<Draft> {
  const { brief, step, provider } = input;
  // Imports store fields without markup already; a row stored before that rule, or a caller's own
  // prospect, is cleaned here too, so no draft or prompt ever carries a field's markup (markup.ts).
  const prospect = withoutMarkup(input.prospect).data;
  const sources = input.research?.sources ?? [];
  // The row with each passage as a column (sources.ts): what the composer and the checks read.
  const evidence = withSources(prospect, sources);
  const researchFlags: DraftFlagCode[] = input.research?.injection ? ['prompt_injection'] : [];
  if (provider.provider === 'offline') {
    const draft = input.instruction?.trim()
      ? composeWithInstruction({ prospect: evidence, brief, step, instruction: input.instruction })
      : composeOffline(evidence, brief, step);
    return {
      ...draft,
      factsUsed: draft.factsUsed.map((f) => citeFact(f, sources)),
      flags: [...new Set([...draft.flags, ...researchFlags, ...prospectDraftFlags(prospect, input.prospectFlags)])],
    };
  }

  const prepared = prepareModelDraft(input);
  const model = languageModel(provider);
  const label = modelLabel(provider);
  const { output, tokens } = await callModel({
    ...input.call,
    model,
    label,
    system: prepared.prompt.system,
    prompt: prepared.prompt.prompt,
    schema: draftOutputSchema,
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.onPartial ? { onPartial: input.onPartial } : {}),
  });
  return finishModelDraft(input, prepared, output, tokens, costUsd(provider.provider, provider.model ?? '', tokens));
}

/** How drafts name their model: `<provider>:<model>`, e.g. `openai:gpt-5-mini`. */
export const modelLabel = (provider: ProviderConfig) => `${provider.provider}:${provider.model}`;

/** What a model call for one draft is built from, and what its answer is checked against (prepareModelDraft). */
export type PreparedDraft = {
  prospect: ProspectData;
  sources: readonly Source[];
  /** The row with each research passage as a column (sources.ts): what the checks read. */
  evidence: ProspectData;
  researchFlags: DraftFlagCode[];
  prompt: BuiltPrompt;
};

/**
 * The half of a model-written draft before the call: the row without markup, its research passages and
 * the prompt (prompt.ts). The batch path (decision 038) sends the same prompt in a batch request line.
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
 * model's structured answer (schema.ts) trimmed, every claim checked against its field or passage
 * (grounding.ts), the draft's flags (draft-flags.ts), with the model's label, the reported tokens and
 * `cost` (USD; null when the price is unknown; the caller prices a batch at the batch rate).
 */
export function finishModelDraft(
  input: Pick<GenerateDraftInput, 'brief' | 'step' | 'prospectFlags' | 'provider'>,
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

export {
  resolveProvider,
  ProviderConfigError,
  type ProviderConfig,
  type ResolvedProvider,
} from './ai-providers/index.ts';
export { ProviderError } from './provider-error.ts';
export {
  composeWithInstruction,
  InstructionError,
  type InstructionErrorCode,
  parseInstruction,
} from './offline/index.ts';
export { nlp as loadLanguageModel } from './nlp.ts';
