import type { ProviderId } from '#shared/campaigns.ts';

/** How each AI provider is named in the UI (DESIGN.md §3 "AI"). */
export const providerLabels: Record<ProviderId, string> = {
  offline: 'Offline composer (built in)',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  'openai-compatible': 'OpenAI-compatible (Ollama, LM Studio, vLLM, OpenRouter…)',
};

/** Short labels for tables. */
export const providerShortLabels: Record<ProviderId, string> = {
  offline: 'Offline',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  'openai-compatible': 'OpenAI-compatible',
};
