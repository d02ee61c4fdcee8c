import type { Draft } from '#shared/emails.ts';
import type { ProspectData, ProspectFlagCode } from '#shared/prospects.ts';
import type { Brief } from '#shared/brief.ts';
import { callModel, type CallModelOptions, costUsd, languageModel, type ProviderConfig } from './providers/index.ts';
import { draftOutputSchema } from './write/index.ts';
import type { Research } from './rows/index.ts';
import {
  composeOfflineDraft,
  finishModelDraft,
  modelLabel,
  prepareModelDraft,
  type ModelAnswer,
  type PreparedDraft,
} from './drafts.ts';

/**
 * THE engine entry: one prospect + brief + sequence step + provider → one draft
 * `{subject, opener, body, factsUsed: [{claim, field, supported}], flags, model, tokens, costUsd}`
 * (DESIGN.md §4). Used by the personalize route, the CLI and the batch jobs.
 *
 * - `offline`: the offline composer (write/offline/index.ts), model `offline`, 0 tokens, cost 0. It writes
 *   from the brief and the row only, and follows the common regeneration instructions ("shorter", "more
 *   casual", "more formal", "no question", "mention <field>"; write/offline/instructions.ts); any other
 *   instruction is an InstructionError that says it needs an AI provider.
 * - any other provider: write/prompt.ts builds the prompt (prospect data delimited as data), providers/call-model.ts
 *   makes one structured-output call with timeout and retries, then the server checks every claim
 *   against its field (judge/grounding.ts) and sets the flags (judge/draft-flags.ts). `model` is
 *   `<provider>:<model>`; tokens are the provider's reported usage; cost from providers/prices.ts (null when the
 *   model's price is unknown).
 * With `research` (issue 15) the writer also has passages of the prospect's website (rows/sources.ts): the
 * offline composer may take its hook from one, a model gets them as delimited data; claims from them
 * are checked against the passage's text as a field's are, and come back as field `research` with
 * their `source` (URL, title, quote). Research that met injected instructions flags `prompt_injection`.
 * Either way the draft carries the prospect's own flags (judge/draft-flags.ts prospectDraftFlags: the row's
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

export async function generateDraft(input: GenerateDraftInput): Promise<Draft> {
  if (input.provider.provider === 'offline') return composeOfflineDraft(input);
  const prepared = prepareModelDraft(input);
  const answer = await callDraftModel(input, prepared);
  return finishModelDraft(input, prepared, answer.output, answer.tokens, answer.cost);
}

/**
 * The provider call for one draft (providers/call-model.ts: structured output, timeout, retries), the prompt
 * made by prepareModelDraft. Only this holds a batch worker's call slot (features/generation).
 * `fetch` sends its requests instead of the provider's own (the batch workers' call thread,
 * lib/call-thread; it guards a user's own base URL itself).
 * @throws as generateDraft does; what `fetch` throws that is neither a network error nor an HTTP answer
 *   (lib/call-thread CallStoppedError)
 */
export async function callDraftModel(
  input: Pick<GenerateDraftInput, 'provider' | 'signal' | 'onPartial' | 'call'> & { fetch?: typeof fetch },
  prepared: PreparedDraft,
): Promise<ModelAnswer> {
  const { provider } = input;
  const { output, tokens } = await callModel({
    ...input.call,
    model: languageModel(provider, input.fetch ? { fetch: input.fetch } : {}),
    label: modelLabel(provider),
    system: prepared.prompt.system,
    prompt: prepared.prompt.prompt,
    schema: draftOutputSchema,
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.onPartial ? { onPartial: input.onPartial } : {}),
  });
  return { output, tokens, cost: costUsd(provider.provider, provider.model ?? '', tokens) };
}

export { composeOfflineDraft, finishModelDraft, modelLabel, prepareModelDraft, type ModelAnswer, type PreparedDraft };
export {
  resolveProvider,
  ProviderConfigError,
  ProviderError,
  type ProviderConfig,
  type ResolvedProvider,
} from './providers/index.ts';
export {
  composeWithInstruction,
  InstructionError,
  type InstructionErrorCode,
  parseInstruction,
} from './write/index.ts';
export { nlp as loadLanguageModel } from './language/index.ts';
