import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { ProviderConfigError } from '#server/engine/index.ts';
import { cliProvider } from './cli-provider.ts';

describe('cliProvider', () => {
  const local = { AI_BASE_URL: 'http://localhost:11434/v1' };
  it('gives the env’s AI_BASE_URL, AI_API_KEY and AI_MODEL to --provider when AI_PROVIDER is not set', () => {
    expect(cliProvider({ provider: 'openai-compatible', model: 'llama3.1' }, parseEnv(local))).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseUrl: local.AI_BASE_URL,
    });
    expect(cliProvider({ provider: 'anthropic' }, parseEnv({ AI_API_KEY: 'sk-ant' }))).toEqual({
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      apiKey: 'sk-ant',
    });
  });
  it('keeps them for AI_PROVIDER when it names another provider', () => {
    const env = parseEnv({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-openai' });
    expect(cliProvider({}, env)).toEqual({ provider: 'openai', model: 'gpt-5-mini', apiKey: 'sk-openai' });
    expect(() => cliProvider({ provider: 'anthropic' }, env)).toThrow(ProviderConfigError);
    expect(cliProvider({ provider: 'offline' }, env)).toEqual({ provider: 'offline' });
  });
  it('lets --model override AI_MODEL', () => {
    expect(
      cliProvider({ model: 'gpt-4o-mini' }, parseEnv({ AI_PROVIDER: 'openai', AI_API_KEY: 'k', AI_MODEL: 'gpt-5' }))
        .model,
    ).toBe('gpt-4o-mini');
  });
});
