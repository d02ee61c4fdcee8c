import { describe, expect, it } from 'vitest';
import { languageModel, ProviderConfigError, resolveProvider, type ProviderEnv } from './index.ts';

const env = (overrides: Partial<ProviderEnv> = {}): ProviderEnv => ({
  AI_PROVIDER: 'offline',
  AI_MODEL: undefined,
  AI_BASE_URL: undefined,
  AI_API_KEY: undefined,
  ...overrides,
});
const user = { provider: 'anthropic' as const, model: null, baseUrl: null, apiKey: 'sk-ant-user' };

describe('resolveProvider', () => {
  it('defaults to offline', () => {
    expect(resolveProvider({ env: env() })).toEqual({ provider: 'offline' });
  });
  it('uses env with the provider’s default model', () => {
    expect(resolveProvider({ env: env({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-env' }) })).toEqual({
      provider: 'openai',
      model: 'gpt-5-mini',
      apiKey: 'sk-env',
    });
    expect(resolveProvider({ env: env({ AI_PROVIDER: 'google', AI_API_KEY: 'g' }) }).model).toBe('gemini-2.5-flash');
  });
  it('prefers the user’s stored key over env, and the campaign’s choice over both', () => {
    const e = env({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-env' });
    expect(resolveProvider({ user, env: e })).toEqual({
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      apiKey: 'sk-ant-user',
    });
    expect(resolveProvider({ campaign: { provider: 'openai', model: 'gpt-4.1-mini' }, user, env: e })).toEqual({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      apiKey: 'sk-env',
    });
    expect(resolveProvider({ campaign: { provider: 'offline', model: null }, user, env: e })).toEqual({
      provider: 'offline',
    });
  });
  it('marks a user’s own base URL for the SSRF guard, not the operator’s', () => {
    const own = {
      provider: 'openai-compatible' as const,
      model: 'llama3.1',
      baseUrl: 'https://llm.example.com/v1',
      apiKey: 'k',
    };
    expect(resolveProvider({ user: own, env: env() }).untrustedBaseUrl).toBe(true);
    const operator = env({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.1',
      AI_BASE_URL: 'http://localhost:11434/v1',
    });
    expect(resolveProvider({ env: operator })).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseUrl: 'http://localhost:11434/v1',
    });
  });
  it('refuses incomplete configurations with a clear message', () => {
    const refuse = (fn: () => unknown, message: RegExp) => {
      expect(fn).toThrow(ProviderConfigError);
      expect(fn).toThrow(message);
    };
    refuse(() => resolveProvider({ env: env({ AI_PROVIDER: 'openai' }) }), /needs an API key/);
    refuse(
      () =>
        resolveProvider({ env: env({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:11434/v1' }) }),
      /needs a model name/,
    );
    refuse(
      () => resolveProvider({ env: env({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' }) }),
      /needs a base URL/,
    );
    refuse(
      () => resolveProvider({ campaign: { provider: 'google' }, env: env({ AI_PROVIDER: 'openai', AI_API_KEY: 'k' }) }),
      /No credentials for the google provider/,
    );
    refuse(() => languageModel({ provider: 'offline' }), /not a language model/);
  });
  it('builds a model for each provider', () => {
    expect(languageModel({ provider: 'openai', model: 'gpt-5-mini', apiKey: 'k' }).toString()).toBeTruthy();
    for (const provider of ['anthropic', 'google'] as const)
      expect(languageModel({ provider, model: 'm', apiKey: 'k' })).toBeTruthy();
  });
  it('makes a provider’s model once, and afresh for a caller’s own fetch', () => {
    const resolved = { provider: 'openai' as const, model: 'gpt-5-mini', apiKey: 'k' };
    expect(languageModel(resolved)).toBe(languageModel(resolved));
    expect(languageModel({ ...resolved })).not.toBe(languageModel(resolved));
    expect(languageModel(resolved, { fetch: globalThis.fetch })).not.toBe(languageModel(resolved));
  });
});
