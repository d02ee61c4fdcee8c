import type { AppEnv } from '#server/env.ts';
import { resolveProvider, type ProviderConfig } from '#server/engine/index.ts';
import type { PersonalizeArgs } from './personalize-args.ts';

/**
 * The CLI's provider: `--provider`/`--model` over the env (AI_PROVIDER, AI_MODEL, AI_BASE_URL,
 * AI_API_KEY). The env's AI_BASE_URL, AI_API_KEY and AI_MODEL configure AI_PROVIDER; when AI_PROVIDER
 * is left at its default (`offline`, nothing configured), they configure the provider `--provider`
 * names instead, so `AI_BASE_URL=http://localhost:11434/v1 npm run personalize -- … --provider
 * openai-compatible --model llama3.1` works without also setting AI_PROVIDER. The operator's own env
 * URLs are trusted (a local Ollama on loopback is fine).
 * @throws ProviderConfigError when the chosen provider lacks a key, a model or a base URL
 */
export function cliProvider(args: Pick<PersonalizeArgs, 'provider' | 'model'>, env: AppEnv): ProviderConfig {
  const envProvider = env.AI_PROVIDER === 'offline' && args.provider ? args.provider : env.AI_PROVIDER;
  return resolveProvider({
    campaign: { provider: args.provider ?? null, model: args.model ?? null },
    env: { ...env, AI_PROVIDER: envProvider },
  });
}
