import type { ProviderConfig } from '../providers/index.ts';
import { anthropicBatches } from './anthropic-batches.ts';
import type { ProviderBatchApi } from './batch-api.ts';
import { openAiBatches } from './openai-batches.ts';

/**
 * The batch API of a campaign's provider (decision 038): OpenAI's Batch API for `openai` and
 * `openai-compatible` servers, Anthropic's Message Batches for `anthropic`; null for the others
 * (features/generation/batch/availability.ts refuses them before a batch is made).
 */
export function providerBatchApi(provider: ProviderConfig): ProviderBatchApi | null {
  switch (provider.provider) {
    case 'openai':
    case 'openai-compatible':
      return openAiBatches(provider);
    case 'anthropic':
      return anthropicBatches(provider);
    default:
      return null;
  }
}
