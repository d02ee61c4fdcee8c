import type { AppEnv } from '#server/env.ts';
import { resolveProvider, type ProviderConfig } from '#server/generation/index.ts';
import type { PersonalizeArgs } from './personalize-args.ts';

/**
 * The CLI's provider: `--provider`/`--model` over the env (AI_PROVIDER, AI_MODEL, AI_BASE_URL,
 * AI_API_KEY). The operator's own env URLs are trusted (a local Ollama on loopback is fine).
 * @throws ProviderConfigError when the chosen provider lacks a key, a model or a base URL
 */
export function cliProvider(args: Pick<PersonalizeArgs, 'provider' | 'model'>, env: AppEnv): ProviderConfig {
  return resolveProvider({ campaign: { provider: args.provider ?? null, model: args.model ?? null }, env });
}
