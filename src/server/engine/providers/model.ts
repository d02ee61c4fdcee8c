import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { guardedFetch } from '#server/lib/ssrf-fetch.ts';
import { ProviderConfigError } from './config-error.ts';
import type { ResolvedProvider } from './resolve.ts';

/**
 * The AI SDK language model for a resolved provider (resolve.ts).
 * - `openai`: the Responses API (`/v1/responses`) on OpenAI itself; with a custom base URL, chat
 *   completions (`openai.chat`), which is what OpenAI-style proxies and local servers speak.
 * - `openai-compatible`: chat completions with `json_schema` structured output
 *   (`supportsStructuredOutputs`), for Ollama, LM Studio, vLLM, OpenRouter, Groq …
 * - `anthropic`, `google`: their own APIs, optionally at a custom base URL.
 * A user's own base URL (`untrustedBaseUrl`) goes through the SSRF guard on every request and redirect.
 * A placeholder key is sent to keyless local servers ("not-needed"), since the SDKs insist on one.
 * `options.fetch` replaces the fetch: the batch workers' call thread (lib/call-thread), which guards a
 * user's own base URL itself; overnight mode reads the request a direct call would send with it
 * (engine/batch/anthropic-request.ts).
 * The model is made once per resolved provider object and fetch (the batch workers keep one provider
 * per campaign, features/generation/provider-pool.ts): making the SDK's provider per call was ~0.1 ms
 * of CPU per e-mail (pipeline bench profile).
 * @throws ProviderConfigError for `offline` or a provider without a model
 */
const models = new WeakMap<typeof globalThis.fetch | typeof DEFAULT_FETCH, WeakMap<ResolvedProvider, LanguageModel>>();
const DEFAULT_FETCH = {};

export function languageModel(
  resolved: ResolvedProvider,
  options: { fetch?: typeof globalThis.fetch } = {},
): LanguageModel {
  const fetchKey = options.fetch ?? DEFAULT_FETCH;
  let byProvider = models.get(fetchKey);
  if (!byProvider) models.set(fetchKey, (byProvider = new WeakMap()));
  let model = byProvider.get(resolved);
  if (!model) byProvider.set(resolved, (model = makeLanguageModel(resolved, options)));
  return model;
}

function makeLanguageModel(resolved: ResolvedProvider, options: { fetch?: typeof globalThis.fetch }): LanguageModel {
  const { provider, model, baseUrl, apiKey } = resolved;
  if (provider === 'offline') throw new ProviderConfigError(provider, 'The offline composer is not a language model.');
  if (!model) throw new ProviderConfigError(provider, `The ${provider} provider needs a model name.`);
  const fetch = options.fetch ?? (resolved.untrustedBaseUrl ? guardedFetch : undefined);
  const common = { ...(baseUrl ? { baseURL: baseUrl.replace(/\/+$/, '') } : {}), ...(fetch ? { fetch } : {}) };
  switch (provider) {
    case 'openai': {
      const openai = createOpenAI({ ...common, apiKey: apiKey ?? 'not-needed' });
      return baseUrl ? openai.chat(model) : openai(model);
    }
    case 'anthropic':
      return createAnthropic({ ...common, apiKey: apiKey ?? '' })(model);
    case 'google':
      return createGoogle({ ...common, apiKey: apiKey ?? '' })(model);
    case 'openai-compatible': {
      if (!baseUrl) throw new ProviderConfigError(provider, 'An OpenAI-compatible provider needs a base URL.');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseUrl.replace(/\/+$/, ''),
        ...(apiKey ? { apiKey } : {}),
        ...(fetch ? { fetch } : {}),
        supportsStructuredOutputs: true,
      }).chatModel(model);
    }
  }
}
