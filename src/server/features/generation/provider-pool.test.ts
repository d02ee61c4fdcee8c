import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { campaignProviders } from './provider-pool.ts';

/** The pool's gates that need no database (the shared AI_RPM budget itself: provider-budget.db.test.ts). */
afterEach(() => {
  vi.useRealTimers();
});

const providers = (rpm: number, concurrency = 8) =>
  campaignProviders({
    db: undefined as never,
    encryptionKey: Buffer.alloc(32),
    env: parseEnv({ AI_RPM: String(rpm), AI_CONCURRENCY: String(concurrency) }),
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
