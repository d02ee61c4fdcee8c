import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import pThrottle from 'p-throttle';
import { resolveProvider, type ProviderConfig } from '#server/engine/index.ts';
import type { ProviderId } from '#shared/campaigns.ts';
import { getAiCredentials } from '#server/features/ai-settings/index.ts';
import type { GenerationContext } from './generation-deps.ts';

/**
 * Which provider writes a campaign's e-mails, and the AI_RPM gate of its key, for the batch workers.
 * - `providerFor`: the campaign's choice, its owner's stored key, then the env
 *   (engine/ai-providers/resolve.ts), cached for PROVIDER_CACHE_MS so a batch does not decrypt the
 *   owner's key per e-mail.
 *   @throws ProviderConfigError when that provider is not configured (the e-mail fails with it)
 * - `acquire`: resolves when this process may make one more call with that key this minute
 *   (AI_RPM; 0 = no limit). Per process: with N worker processes, set AI_RPM to the key's limit / N
 *   (docs/decisions/014). The engine's own retries of a 429 honour Retry-After on top of this.
 * - `slot`: runs `fn` while holding one of this process's AI_CONCURRENCY slots (DESIGN.md §4, Environment:
 *   "requests in flight per process"); the batch worker holds one for each draft's provider call.
 */
export type CampaignProviderInput = { id: string; userId: string; provider: ProviderId | null; model: string | null };
export type Providers = {
  providerFor(campaign: CampaignProviderInput): Promise<ProviderConfig>;
  acquire(provider: ProviderConfig): Promise<void>;
  slot<T>(fn: () => Promise<T>): Promise<T>;
};

const PROVIDER_CACHE_MS = 30_000;

export function campaignProviders(ctx: Pick<GenerationContext, 'db' | 'encryptionKey' | 'env'>): Providers {
  const cache = new Map<string, { at: number; provider: Promise<ProviderConfig> }>();
  const gates = new Map<string, () => Promise<void>>();
  const slots = pLimit(ctx.env.AI_CONCURRENCY);
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
    async acquire(provider) {
      if (ctx.env.AI_RPM === 0 || provider.provider === 'offline') return;
      const key = createHash('sha256')
        .update(`${provider.provider}|${provider.baseUrl ?? ''}|${provider.apiKey ?? ''}`)
        .digest('hex');
      let gate = gates.get(key);
      if (!gate) {
        // strict: no 60 s window may hold more than AI_RPM calls (the default windowed mode allows a burst of 2× at a window edge).
        gate = pThrottle({ limit: ctx.env.AI_RPM, interval: 60_000, strict: true })(async () => {});
        gates.set(key, gate);
      }
      await gate();
    },
  };
}
