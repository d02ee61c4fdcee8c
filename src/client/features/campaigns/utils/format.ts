import { providerShortLabels } from '#client/config/ai-provider-labels.ts';
import type { Campaign } from '#shared/campaigns.ts';

/** "OpenAI · gpt-4.1-mini", "Anthropic", or "Default" when the campaign leaves the choice open. */
export function formatProvider(campaign: Pick<Campaign, 'provider' | 'model'>): string {
  if (!campaign.provider) return campaign.model ? `Default · ${campaign.model}` : 'Default';
  const name = providerShortLabels[campaign.provider];
  return campaign.model ? `${name} · ${campaign.model}` : name;
}
