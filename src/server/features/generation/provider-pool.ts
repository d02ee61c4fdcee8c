import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { resolveProvider, type ProviderConfig } from '#server/engine/index.ts';
import type { ProviderId } from '#shared/campaigns.ts';
import { getAiCredentials } from '#server/features/ai-settings/index.ts';
import type { GenerationContext } from './generation-deps.ts';
import { createProviderBudget } from './provider-budget.ts';

/**
 * Which provider writes a campaign's e-mails, and the AI_RPM gate of its key, for the batch workers.
 * - `providerFor`: the campaign's choice, its owner's stored key, then the env
 *   (engine/ai-providers/resolve.ts), cached for PROVIDER_CACHE_MS so a batch does not decrypt the
 *   owner's key per e-mail.
 *   @throws ProviderConfigError when that provider is not configured (the e-mail fails with it)
 * - `acquire`: resolves when one more call with that key may start (AI_RPM; 0 = no limit), a budget
 *   shared by every process on the database (provider-budget.ts), awaited before each attempt, retries
 *   included; `rateLimited` holds the key for a 429's Retry-After, for every process.
 * - `slot`: runs `fn` while holding one of this process's AI_CONCURRENCY slots (DESIGN.md §4, Environment:
 *   "requests in flight per process"); the batch worker holds one for each draft's provider call.
 */
export type CampaignProviderInput = { id: string; userId: string; provider: ProviderId | null; model: string | null };
export type Providers = {
  providerFor(campaign: CampaignProviderInput): Promise<ProviderConfig>;
  acquire(provider: ProviderConfig, signal?: AbortSignal): Promise<void>;
  rateLimited(provider: ProviderConfig, retryAfterMs: number): Promise<void>;
  slot<T>(fn: () => Promise<T>): Promise<T>;
};

const PROVIDER_CACHE_MS = 30_000;

export function campaignProviders(ctx: Pick<GenerationContext, 'db' | 'encryptionKey' | 'env'>): Providers {
  const cache = new Map<string, { at: number; provider: Promise<ProviderConfig> }>();
  const budget = createProviderBudget(ctx.db);
  const slots = pLimit(ctx.env.AI_CONCURRENCY);
  const limited = (provider: ProviderConfig) => ctx.env.AI_RPM > 0 && provider.provider !== 'offline';
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
    async acquire(provider, signal) {
      if (limited(provider)) await budget.take(budgetKey(provider), ctx.env.AI_RPM, signal);
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
