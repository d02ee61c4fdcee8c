import type { ProviderId } from '#shared/campaigns.ts';

/**
 * The model used when neither the campaign, the user's settings nor `AI_MODEL` names one: a current
 * small, cheap model per provider (README "AI providers"; prices in ../prices.ts). An OpenAI-compatible
 * server has no default: its models are whatever the operator installed, so the model must be named.
 */
export const defaultModels: Record<Exclude<ProviderId, 'offline' | 'openai-compatible'>, string> = {
  openai: 'gpt-5-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
};

export const defaultModel = (provider: ProviderId): string | undefined =>
  provider === 'offline' || provider === 'openai-compatible' ? undefined : defaultModels[provider];
