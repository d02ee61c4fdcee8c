import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import {
  type AttemptReport,
  type CallModelOptions,
  rateLimitHoldMs,
  readRateLimits,
} from '#server/engine/providers/index.ts';
import { callTokenEstimate } from '#server/engine/estimate/index.ts';
import { resolveProvider, type ProviderConfig } from '#server/engine/index.ts';
import type { ProviderId } from '#shared/campaigns.ts';
import { getAiCredentials } from '#server/features/ai-settings/index.ts';
import type { GenerationContext } from './generation-deps.ts';
import { createProviderBudget } from './provider-budget.ts';

/**
 * Which provider writes a campaign's e-mails, and the AI_RPM / AI_TPM gate of its key, for the batch workers.
 * - `providerFor`: the campaign's choice, its owner's stored key, then the env
 *   (engine/providers/resolve.ts), cached for PROVIDER_CACHE_MS so a batch does not decrypt the
 *   owner's key per e-mail.
 *   @throws ProviderConfigError when that provider is not configured (the e-mail fails with it)
 * - `acquire`: resolves when one more call with that key may start (AI_RPM, AI_TPM with `tokens`
 *   reserved; 0 = no limit), a budget shared by every process on the database (provider-budget.ts).
 *   The budget is a provider key's: a hash of provider, base URL and API key (`budgetKey`), so a
 *   user's own key has its own, and everyone on the env's key shares the env's.
 * - `meter`: callModel's `beforeAttempt` and `afterAttempt` for one e-mail: each attempt, retries
 *   included, reserves its token estimate (the prompt counted with the model's tokenizer plus the
 *   answer a brief of `lengthWords` should take, engine/estimate) and takes a slot; after it, the reservation is corrected with the
 *   provider's reported usage, and the key is held until the reset the rate-limit headers give when
 *   they say no request, or too few tokens for another such call, is left (engine/providers/rate-limit-headers.ts).
 * - `metered`: whether calls with the provider's key go through that budget.
 * - `rateLimited` holds the key for a 429's Retry-After, for every process.
 * - `slot`: runs `fn` while holding one of this process's AI_CONCURRENCY slots (DESIGN.md §4, Environment:
 *   "requests in flight per process"); the batch worker holds one for each offline draft, and for each
 *   call with a metered key (the others wait in the call thread's line, lib/call-thread, which keeps
 *   its own AI_CONCURRENCY: a budget's slot is taken right before its call starts, write-email.ts).
 * Without AI_RPM and AI_TPM (or offline) nothing is metered: no round trip, no header holds.
 */
export type CampaignProviderInput = { id: string; userId: string; provider: ProviderId | null; model: string | null };
export type Providers = {
  providerFor(campaign: CampaignProviderInput): Promise<ProviderConfig>;
  acquire(provider: ProviderConfig, signal?: AbortSignal, tokens?: number): Promise<void>;
  meter(
    provider: ProviderConfig,
    lengthWords: number,
  ): Pick<CallModelOptions<unknown>, 'beforeAttempt' | 'afterAttempt'>;
  rateLimited(provider: ProviderConfig, retryAfterMs: number): Promise<void>;
  metered(provider: ProviderConfig): boolean;
  slot<T>(fn: () => Promise<T>): Promise<T>;
};

const PROVIDER_CACHE_MS = 30_000;

export function campaignProviders(ctx: Pick<GenerationContext, 'db' | 'encryptionKey' | 'env'>): Providers {
  const cache = new Map<string, { at: number; provider: Promise<ProviderConfig> }>();
  const budget = createProviderBudget(ctx.db);
  const slots = pLimit(ctx.env.AI_CONCURRENCY);
  const limits = { perMinute: ctx.env.AI_RPM, tokensPerMinute: ctx.env.AI_TPM };
  const limited = (provider: ProviderConfig) =>
    (limits.perMinute > 0 || limits.tokensPerMinute > 0) && provider.provider !== 'offline';
  const acquire: Providers['acquire'] = async (provider, signal, tokens = 0) => {
    if (limited(provider)) await budget.take(budgetKey(provider), limits, tokens, signal);
  };
  const settle = async (provider: ProviderConfig, reserved: number, report: AttemptReport) => {
    const used = report.tokens ? report.tokens.input + report.tokens.output : null;
    const holdMs = rateLimitHoldMs(readRateLimits(report.headers, Date.now()), reserved);
    await budget.settle(budgetKey(provider), { tokensPerMinute: limits.tokensPerMinute, reserved, used, holdMs });
  };
  return {
    slot: (fn) => slots(fn),
    providerFor(campaign) {
      const hit = cache.get(campaign.id);
      if (hit && Date.now() - hit.at < PROVIDER_CACHE_MS) return hit.provider;
      const provider = getAiCredentials(ctx.db, ctx.encryptionKey, campaign.userId).then((user) =>
        resolveProvider({ campaign: { provider: campaign.provider, model: campaign.model }, user, env: ctx.env }),
      );
      cache.set(campaign.id, { at: Date.now(), provider });
      provider.catch(() => cache.delete(campaign.id));
      return provider;
    },
    acquire,
    metered: limited,
    meter(provider, lengthWords) {
      if (!limited(provider)) return {};
      let reserved = 0;
      return {
        beforeAttempt: async (signal, request) => {
          reserved = limits.tokensPerMinute > 0 ? callTokenEstimate(provider, request, lengthWords) : 0;
          await acquire(provider, signal, reserved);
        },
        // The budget's bookkeeping never fails the e-mail: a lost correction only paces less exactly.
        afterAttempt: (report) => settle(provider, reserved, report).catch(() => {}),
      };
    },
    async rateLimited(provider, retryAfterMs) {
      if (limited(provider)) await budget.holdFor(budgetKey(provider), retryAfterMs);
    },
  };
}

/** A provider key's budget row: a hash of the provider, its base URL and its API key, never the key. */
const budgetKey = (provider: ProviderConfig) =>
  createHash('sha256')
    .update(`${provider.provider}|${provider.baseUrl ?? ''}|${provider.apiKey ?? ''}`)
    .digest('hex');
