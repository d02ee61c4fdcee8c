import type { AppEnv } from '#server/env.ts';
import type { ProviderId } from '#shared/campaigns.ts';
import { defaultModel } from './defaults.ts';
import { ProviderConfigError } from './config-error.ts';

/**
 * Which provider, model, endpoint and key write a campaign's e-mails (DESIGN.md §3; docs/decisions/013).
 *
 * Order: the campaign's choice (`provider`, `model`; null = not chosen), then the user's stored
 * settings (`getAiCredentials`), then the server's env (`AI_PROVIDER`, `AI_MODEL`, `AI_BASE_URL`,
 * `AI_API_KEY`). Credentials (key, base URL) come from the user's settings when they are for the
 * chosen provider, else from env when env is for it; a provider with neither is a ProviderConfigError.
 * The model: the campaign's, else that source's, else defaults.ts.
 *
 * `untrustedBaseUrl` is true when the base URL is the user's own: model.ts sends those requests
 * through the SSRF guard (DESIGN.md §5). The operator's env URL may point at loopback (a local Ollama).
 */
export type ResolvedProvider = {
  provider: ProviderId;
  /** Undefined only for `offline`. */
  model?: string;
  /** Includes the version path, e.g. `http://localhost:11434/v1`. */
  baseUrl?: string;
  apiKey?: string;
  untrustedBaseUrl?: boolean;
};
/** The provider config the engine takes (`generateDraft({ provider })`): a resolved provider. */
export type ProviderConfig = ResolvedProvider;

export type StoredCredentials = { provider: ProviderId; model: string | null; baseUrl: string | null; apiKey: string };
export type ProviderEnv = Pick<AppEnv, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY'>;

export type ResolveInput = {
  campaign?: { provider?: ProviderId | null; model?: string | null } | null;
  user?: StoredCredentials | null;
  env: ProviderEnv;
};

type Source = {
  model?: string | undefined;
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  untrusted: boolean;
};

/** @throws ProviderConfigError when the chosen provider lacks a key, a model or a base URL */
export function resolveProvider({ campaign, user, env }: ResolveInput): ResolvedProvider {
  const provider: ProviderId = campaign?.provider ?? user?.provider ?? env.AI_PROVIDER;
  if (provider === 'offline') return { provider };

  const fromUser: Source | null =
    user?.provider === provider
      ? { model: user.model ?? undefined, baseUrl: user.baseUrl ?? undefined, apiKey: user.apiKey, untrusted: true }
      : null;
  const fromEnv: Source | null =
    env.AI_PROVIDER === provider
      ? { model: env.AI_MODEL, baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, untrusted: false }
      : null;
  const source = fromUser ?? fromEnv;
  const where = 'set AI_PROVIDER, AI_API_KEY (and AI_BASE_URL, AI_MODEL) or save a key under Profile → AI provider';
  if (!source) throw new ProviderConfigError(provider, `No credentials for the ${provider} provider: ${where}.`);

  const model = campaign?.model ?? source.model ?? defaultModel(provider);
  if (!model)
    throw new ProviderConfigError(
      provider,
      `The ${provider} provider needs a model name (AI_MODEL, or the model in your AI settings or the campaign).`,
    );
  if (provider === 'openai-compatible' && !source.baseUrl) {
    throw new ProviderConfigError(
      provider,
      'An OpenAI-compatible provider needs a base URL including the version path, e.g. http://localhost:11434/v1 (AI_BASE_URL or your AI settings).',
    );
  }
  if (provider !== 'openai-compatible' && !source.apiKey && !(provider === 'openai' && source.baseUrl)) {
    throw new ProviderConfigError(provider, `The ${provider} provider needs an API key: ${where}.`);
  }
  return {
    provider,
    model,
    ...(source.baseUrl ? { baseUrl: source.baseUrl } : {}),
    ...(source.apiKey ? { apiKey: source.apiKey } : {}),
    ...(source.untrusted && source.baseUrl ? { untrustedBaseUrl: true } : {}),
  };
}
