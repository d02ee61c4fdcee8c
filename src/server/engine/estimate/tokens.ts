import { createRequire } from 'node:module';
import type { ProviderId } from '#shared/campaigns.ts';

// Each encoding is required when a count first needs it, not imported: building its BPE ranks costs
// ~240 ms and ~35 MB, which a start need not pay (bench/start.ts; decision 034).
const load = createRequire(import.meta.url);
type Count = (text: string) => number;
let cl100kCount: Count | undefined;
let o200kCount: Count | undefined;
const cl100k: Count = (text) =>
  (cl100kCount ??= (load('gpt-tokenizer/encoding/cl100k_base') as { countTokens: Count }).countTokens)(text);
const o200k: Count = (text) =>
  (o200kCount ??= (load('gpt-tokenizer/encoding/o200k_base') as { countTokens: Count }).countTokens)(text);

/**
 * Token counts for the cost preview: exact with the model's own tokenizer where a
 * well-kept one exists — OpenAI's BPE encodings via `gpt-tokenizer` (a port of tiktoken) — otherwise
 * an approximation labelled as such.
 * - o200k_base: GPT-4o, GPT-4.1, GPT-5, the o-series and gpt-oss (tiktoken's model → encoding map);
 * - cl100k_base: GPT-4 and GPT-3.5;
 * - anything else (Claude, Gemini, open models): 1 token per APPROX_CHARS_PER_TOKEN characters, the
 *   rule of thumb OpenAI and Anthropic both give for English text ("~4 characters per token").
 * An OpenAI-compatible server may run a GPT-family model under the same name (gpt-oss on Ollama), so
 * the model name, not the provider, picks the encoding.
 */
export const APPROX_CHARS_PER_TOKEN = 4;

export type TokenCounter = { count(text: string): number; exact: boolean };

export function tokenCounter(provider: ProviderId, model: string | undefined): TokenCounter {
  const name = (model ?? '').toLowerCase().replace(/^openai\//, '');
  if (provider !== 'anthropic' && provider !== 'google') {
    if (/^(gpt-4o|gpt-4\.1|gpt-5|o\d|chatgpt-4o|gpt-oss)/.test(name)) return { count: (t) => o200k(t), exact: true };
    if (/^gpt-(4|3\.5)/.test(name)) return { count: (t) => cl100k(t), exact: true };
  }
  return { count: (t) => Math.ceil(t.length / APPROX_CHARS_PER_TOKEN), exact: false };
}
