import type { ProviderId } from '#shared/campaigns.ts';

/**
 * Model prices in USD per 1,000,000 tokens: standard (non-batch, uncached) rates, the short-context
 * tier (prompts ≤ 200k tokens where a provider has tiers), text input.
 *
 * AS OF 2025-11-15, from the providers' own public price pages as known on that date:
 * - OpenAI: https://openai.com/api/pricing and https://platform.openai.com/docs/pricing
 * - Anthropic: https://docs.claude.com/en/docs/about-claude/pricing
 * - Google: https://ai.google.dev/gemini-api/docs/pricing (Gemini Developer API, paid tier)
 *
 * Cross-checked 2026-11-22 (no provider page is reachable from the build machines, so through
 * secondary sources quoting them): gpt-5-mini $0.25/$2, gpt-4o-mini $0.15/$0.60, gpt-5 $1.25/$10 and
 * o3 $2/$8 match LiteLLM's price map as republished on 2026-06-15; claude-haiku-4-5 $1/$5 matches
 * guides citing Anthropic's page in May 2026. Models released since (GPT-5.2+, Claude 4.6+) are not
 * listed, so they show "cost unknown" until someone checks the providers' own pages.
 *
 * REVIEW: prices change and new models appear; re-check these pages before a release and update the
 * rows and PRICES_AS_OF together (a test prices every default model, so a missing default fails CI).
 * A model not listed has an unknown price: `costUsd` answers null (shown as "cost unknown"), never 0.
 * An `openai-compatible` server's price is unknown to us (a local model is free, a hosted router is
 * not). The offline composer costs 0.
 */
export const PRICES_AS_OF = '2025-11-15';

export type Price = { inputPerMTok: number; outputPerMTok: number };

const table: Record<Exclude<ProviderId, 'offline' | 'openai-compatible'>, Record<string, Price>> = {
  openai: {
    'gpt-5.1': { inputPerMTok: 1.25, outputPerMTok: 10 },
    'gpt-5': { inputPerMTok: 1.25, outputPerMTok: 10 },
    'gpt-5-mini': { inputPerMTok: 0.25, outputPerMTok: 2 },
    'gpt-5-nano': { inputPerMTok: 0.05, outputPerMTok: 0.4 },
    'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 },
    'gpt-4.1-mini': { inputPerMTok: 0.4, outputPerMTok: 1.6 },
    'gpt-4.1-nano': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
    'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10 },
    // the first gpt-4o snapshot kept its launch price; listed by full id, so it wins over `gpt-4o`
    'gpt-4o-2024-05-13': { inputPerMTok: 5, outputPerMTok: 15 },
    'gpt-4o-mini': { inputPerMTok: 0.15, outputPerMTok: 0.6 },
    'o4-mini': { inputPerMTok: 1.1, outputPerMTok: 4.4 },
    o3: { inputPerMTok: 2, outputPerMTok: 8 },
  },
  anthropic: {
    'claude-haiku-4-5': { inputPerMTok: 1, outputPerMTok: 5 },
    'claude-sonnet-4-5': { inputPerMTok: 3, outputPerMTok: 15 },
    'claude-sonnet-4': { inputPerMTok: 3, outputPerMTok: 15 },
    'claude-sonnet-4-0': { inputPerMTok: 3, outputPerMTok: 15 },
    'claude-3-7-sonnet': { inputPerMTok: 3, outputPerMTok: 15 },
    'claude-opus-4-1': { inputPerMTok: 15, outputPerMTok: 75 },
    'claude-opus-4': { inputPerMTok: 15, outputPerMTok: 75 },
    'claude-opus-4-0': { inputPerMTok: 15, outputPerMTok: 75 },
    'claude-3-5-haiku': { inputPerMTok: 0.8, outputPerMTok: 4 },
    'claude-3-haiku': { inputPerMTok: 0.25, outputPerMTok: 1.25 },
  },
  google: {
    'gemini-2.5-flash': { inputPerMTok: 0.3, outputPerMTok: 2.5 },
    'gemini-2.5-flash-lite': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
    'gemini-2.5-pro': { inputPerMTok: 1.25, outputPerMTok: 10 },
    'gemini-2.0-flash': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
    'gemini-2.0-flash-lite': { inputPerMTok: 0.075, outputPerMTok: 0.3 },
  },
};

/**
 * A model id as the table spells it: without Google's `models/` prefix, a `-latest` tag or a dated
 * snapshot suffix (`gpt-5-mini-2025-08-07`, `claude-haiku-4-5-20251001`), which cost the same as their
 * model unless the table lists the full id.
 */
export const canonicalModel = (model: string) =>
  model
    .trim()
    .toLowerCase()
    .replace(/^models\//, '')
    .replace(/-(?:latest|\d{4}-\d{2}-\d{2}|\d{8})$/, '');

/** The price of a model, or null when unknown (any `openai-compatible` model, an unlisted id). */
export function priceOf(provider: ProviderId, model: string): Price | null {
  if (provider === 'offline') return { inputPerMTok: 0, outputPerMTok: 0 };
  if (provider === 'openai-compatible') return null;
  const prices = table[provider];
  const exact = model
    .trim()
    .toLowerCase()
    .replace(/^models\//, '');
  for (const id of [exact, canonicalModel(model)]) if (Object.hasOwn(prices, id)) return prices[id] ?? null;
  return null;
}

/**
 * Cost of one call in USD: tokens × price / 1,000,000 (not rounded: callers sum many calls).
 * @returns 0 for `offline`; null when the model's price is unknown (never 0 for unknown)
 */
export function costUsd(provider: ProviderId, model: string, tokens: { input: number; output: number }): number | null {
  const price = priceOf(provider, model);
  if (!price) return null;
  return (tokens.input * price.inputPerMTok + tokens.output * price.outputPerMTok) / 1_000_000;
}

/**
 * The batch price as a fraction of the standard one: 50 %. OpenAI's Batch API ("50% cost discount
 * compared to synchronous APIs", platform.openai.com/docs/guides/batch) and Anthropic's Message Batches
 * ("50% of standard API prices", docs.claude.com/en/docs/build-with-claude/batch-processing) both bill
 * half their standard input and output rates, as of PRICES_AS_OF. Overnight mode (decision 038) prices
 * estimates, e-mails and spend with it.
 */
export const BATCH_PRICE_FACTOR = 0.5;

/** `costUsd` at the batch price (BATCH_PRICE_FACTOR); null when the model's price is unknown. */
export function batchCostUsd(
  provider: ProviderId,
  model: string,
  tokens: { input: number; output: number },
): number | null {
  const cost = costUsd(provider, model, tokens);
  return cost === null ? null : cost * BATCH_PRICE_FACTOR;
}
