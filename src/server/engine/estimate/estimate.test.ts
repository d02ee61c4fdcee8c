import { describe, expect, it } from 'vitest';
import { sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { estimateBatch } from './index.ts';

const batch = (limits: { rpm: number; tpm?: number }) =>
  estimateBatch({
    sample: [sampleProspect()],
    prospects: 1_000,
    brief: sampleBrief(),
    steps: 1,
    provider: { provider: 'openai', model: 'gpt-4o-mini' },
    concurrency: 8,
    ...limits,
  });

describe('the batch estimate’s duration', () => {
  it('takes the tightest of AI_CONCURRENCY, AI_RPM and AI_TPM', () => {
    const free = batch({ rpm: 0 });
    expect(free.durationSec).toBe(Math.ceil(1_000 / 8) * 6); // 125 rounds of 6 s
    expect(batch({ rpm: 50 }).durationSec).toBe(1_200); // 1,000 calls at 50 a minute
    const tokens = free.tokens.input + free.tokens.output; // the batch's, far more than 10,000 a minute for 20 minutes
    expect(tokens).toBeGreaterThan(200_000);
    expect(batch({ rpm: 50, tpm: 10_000 }).durationSec).toBe(Math.ceil((tokens / 10_000) * 60));
    expect(batch({ rpm: 50, tpm: 100_000_000 }).durationSec).toBe(1_200);
  });
});
