import type { ProviderId } from '#shared/campaigns.ts';

/**
 * Thrown when a provider cannot be used as configured (no API key, no model or base URL for an
 * OpenAI-compatible server, `offline` asked for a language model). The message says what to set and
 * where (environment variables or the user's AI settings); it never contains a key.
 */
export class ProviderConfigError extends Error {
  readonly code = 'provider_not_configured';
  readonly provider: ProviderId;
  constructor(provider: ProviderId, message: string) {
    super(message);
    this.name = 'ProviderConfigError';
    this.provider = provider;
  }
}
