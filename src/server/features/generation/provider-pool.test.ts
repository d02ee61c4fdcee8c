import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { campaignProviders } from './provider-pool.ts';

/** The pool's gates that need no database (the shared AI_RPM budget itself: provider-budget.db.test.ts). */
afterEach(() => {
  vi.useRealTimers();
});

const providers = (rpm: number, concurrency = 8, tpm = 0) =>
  campaignProviders({
    db: undefined as never,
    encryptionKey: Buffer.alloc(32),
    env: parseEnv({ AI_RPM: String(rpm), AI_CONCURRENCY: String(concurrency), AI_TPM: String(tpm) }),
  });
const openai = (apiKey: string) => ({ provider: 'openai' as const, model: 'gpt-4o-mini', apiKey });

describe('the AI_RPM gate', () => {
  it('does not gate with AI_RPM 0 or the offline composer', async () => {
    vi.useFakeTimers();
    // With fake timers nothing can wait a minute: were either gated, these would never all resolve.
    const unlimited = providers(0);
    const limited = providers(1);
    const passed = await Promise.all([
      ...Array.from({ length: 100 }, () => unlimited.acquire(openai('k')).then(() => 1)),
      ...Array.from({ length: 100 }, () => limited.acquire({ provider: 'offline' }).then(() => 1)),
    ]);
    expect(passed).toHaveLength(200);
  });
});

describe('the metering hooks', () => {
  it('meter a provider key when AI_RPM or AI_TPM is set, never offline, and nothing without a limit', () => {
    expect(providers(0).meter(openai('k'), 90)).toEqual({});
    expect(providers(60).meter({ provider: 'offline' }, 90)).toEqual({});
    for (const pool of [providers(60), providers(0, 8, 100_000)]) {
      const hooks = pool.meter(openai('k'), 90);
      expect(typeof hooks.beforeAttempt).toBe('function');
      expect(typeof hooks.afterAttempt).toBe('function');
    }
  });
});

describe('the AI_CONCURRENCY slots', () => {
  it('run at most AI_CONCURRENCY calls at once and start the next as one ends', async () => {
    const slots = providers(0, 3);
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const calls = Array.from({ length: 7 }, () =>
      slots.slot(async () => {
        peak = Math.max(peak, ++running);
        await new Promise<void>((r) => release.push(r));
        running--;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(3);
    release.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(3);
    while (release.length > 0) {
      release.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(calls);
    expect(peak).toBe(3);
  });
});
