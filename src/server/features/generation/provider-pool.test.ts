import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { campaignProviders } from './provider-pool.ts';

/** AI_RPM: at most that many calls per provider key in any 60 s window, per process. */
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
  it('lets AI_RPM calls through per key and holds the next one until the minute has passed', async () => {
    vi.useFakeTimers();
    const gate = providers(2);
    let third = false;
    await gate.acquire(openai('key-a'));
    await gate.acquire(openai('key-a'));
    void gate.acquire(openai('key-a')).then(() => (third = true));
    // Another key has its own budget.
    await gate.acquire(openai('key-b'));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(third).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(third).toBe(true);
  });

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
