import { describe, expect, it } from 'vitest';
import { canonicalModel, costUsd } from './prices.ts';
import { defaultModels } from './index.ts';

describe('costUsd', () => {
  it('prices every default model', () => {
    for (const [provider, model] of Object.entries(defaultModels)) {
      expect(costUsd(provider as keyof typeof defaultModels, model, { input: 1000, output: 1000 })).toBeGreaterThan(0);
    }
  });
  it('computes tokens × price per million', () => {
    expect(costUsd('anthropic', 'claude-haiku-4-5', { input: 2_000_000, output: 1_000_000 })).toBeCloseTo(2 + 5, 10);
    expect(costUsd('google', 'models/gemini-2.5-flash', { input: 1_000_000, output: 0 })).toBeCloseTo(0.3, 10);
  });
  it('reads dated snapshots as their model', () => {
    expect(canonicalModel('gpt-5-mini-2025-08-07')).toBe('gpt-5-mini');
    expect(canonicalModel('claude-haiku-4-5-20251001')).toBe('claude-haiku-4-5');
    expect(costUsd('openai', 'gpt-5-mini-2025-08-07', { input: 1_000_000, output: 0 })).toBeCloseTo(0.25, 10);
    expect(costUsd('openai', 'gpt-4o-2024-08-06', { input: 1_000_000, output: 0 })).toBeCloseTo(2.5, 10);
    expect(costUsd('openai', 'gpt-4o-2024-05-13', { input: 1_000_000, output: 0 })).toBeCloseTo(5, 10);
  });
  it('is null for an unknown model, never 0, and 0 offline', () => {
    expect(costUsd('openai', 'gpt-9-ultra', { input: 100, output: 100 })).toBeNull();
    expect(costUsd('openai-compatible', 'llama3.1', { input: 100, output: 100 })).toBeNull();
    expect(costUsd('offline', 'offline', { input: 0, output: 0 })).toBe(0);
    expect(costUsd('openai', 'constructor', { input: 100, output: 100 })).toBeNull();
    expect(costUsd('anthropic', '', { input: 100, output: 100 })).toBeNull();
  });
});
