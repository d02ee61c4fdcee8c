import type { Brief } from '#shared/brief.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { costUsd, type ProviderConfig } from '../providers/index.ts';
import { buildPrompt } from '../write/index.ts';
import { tokenCounter } from './tokens.ts';

/**
 * The cost and time preview of a batch (`GET /api/v1/campaigns/:id/estimate`):
 * prospects × steps calls, each with
 * - input tokens: the real prompt (write/prompt.ts) of a sample of the campaign's prospects, counted with
 *   the model's tokenizer (tokens.ts), averaged and multiplied out;
 * - output tokens: the brief's target length in words × TOKENS_PER_WORD for subject, opener and body,
 *   plus OUTPUT_OVERHEAD_TOKENS for the JSON keys and `factsUsed` (measured on the fake provider's
 *   answers: 90–140 tokens). Always an approximation: nobody knows the answer's length in advance.
 * - cost from the dated price table (providers/prices.ts); null for an unknown model, 0 offline;
 * - duration: calls / AI_CONCURRENCY rounds of SECONDS_PER_CALL, or calls / AI_RPM minutes, or the
 *   batch's tokens / AI_TPM minutes, whichever bound is the tightest. SECONDS_PER_CALL (6 s) is a small model writing ~200 tokens at
 *   ~50 tokens/s plus a second of latency; offline, 5 ms (measured: 2–3 ms per e-mail).
 */
export const TOKENS_PER_WORD = 1.35; // OpenAI: "1 token ≈ ¾ of a word" in English
export const OUTPUT_OVERHEAD_TOKENS = 120;
export const SECONDS_PER_CALL = 6;
export const OFFLINE_SECONDS_PER_CALL = 0.005;

export type EstimateInput = {
  sample: ProspectData[];
  prospects: number;
  brief: Brief;
  steps: number;
  provider: ProviderConfig;
  concurrency: number;
  rpm: number;
  /** AI_TPM (0 or absent = no token limit). */
  tpm?: number;
};

export function estimateBatch(input: EstimateInput) {
  const { provider, brief, steps } = input;
  const calls = input.prospects * steps;
  const label = provider.provider === 'offline' ? 'offline' : `${provider.provider}:${provider.model ?? ''}`;
  if (provider.provider === 'offline') {
    return {
      prospects: input.prospects,
      steps,
      tokens: { input: 0, output: 0 },
      tokenCount: 'exact' as const,
      costUsd: 0,
      durationSec: duration(calls, OFFLINE_SECONDS_PER_CALL, input),
      model: label,
    };
  }
  const counter = tokenCounter(provider.provider, provider.model);
  let sampleTokens = 0;
  let sampled = 0;
  for (const prospect of input.sample) {
    for (let step = 1; step <= steps; step++) {
      const prompt = buildPrompt({ prospect, brief, step });
      sampleTokens += counter.count(prompt.system) + counter.count(prompt.prompt);
      sampled++;
    }
  }
  const perCallInput = sampled > 0 ? sampleTokens / sampled : 0;
  const perCallOutput = expectedOutputTokens(brief.lengthWords);
  const tokens = { input: Math.round(perCallInput * calls), output: Math.round(perCallOutput * calls) };
  return {
    prospects: input.prospects,
    steps,
    tokens,
    tokenCount: counter.exact ? ('exact' as const) : ('approximate' as const),
    costUsd: provider.model ? costUsd(provider.provider, provider.model, tokens) : null,
    durationSec: Math.max(
      duration(calls, SECONDS_PER_CALL, input),
      input.tpm ? Math.ceil(((tokens.input + tokens.output) / input.tpm) * 60) : 0,
    ),
    model: label,
  };
}

/** The tokens one e-mail's answer is expected to take for a brief of `lengthWords` (see above). */
export const expectedOutputTokens = (lengthWords: number) =>
  (lengthWords + 20) * TOKENS_PER_WORD + OUTPUT_OVERHEAD_TOKENS;

/**
 * One call's tokens before it is made, for the shared AI_TPM budget's reservation
 * (features/generation/provider-budget.ts): the prompt's system and user text counted with the model's
 * tokenizer (tokens.ts; ~4 characters a token where none is known) plus the expected answer.
 * @returns whole tokens (input + output)
 */
export function callTokenEstimate(
  provider: Pick<ProviderConfig, 'provider' | 'model'>,
  request: { system: string; prompt: string },
  lengthWords: number,
): number {
  const counter = tokenCounter(provider.provider, provider.model);
  return Math.ceil(counter.count(request.system) + counter.count(request.prompt) + expectedOutputTokens(lengthWords));
}

function duration(calls: number, secondsPerCall: number, input: Pick<EstimateInput, 'concurrency' | 'rpm'>) {
  const byConcurrency = Math.ceil(calls / input.concurrency) * secondsPerCall;
  const byRate = input.rpm > 0 ? (calls / input.rpm) * 60 : 0;
  return Math.ceil(Math.max(byConcurrency, byRate));
}

/** The model's tokenizer, as the estimate counts with it (tokens.ts; the tests' provider meter counts the same way). */
export { tokenCounter } from './tokens.ts';
