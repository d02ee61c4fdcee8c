import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateDraft } from '#server/engine/index.ts';
import { callTokenEstimate } from '#server/engine/estimate/index.ts';
import { parseEnv } from '#server/env.ts';
import { modelAnswer, sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer, type FakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { intervalMs, tokensMs } from './provider-budget.ts';
import { campaignProviders } from './provider-pool.ts';

/**
 * The provider pool's budget on a real database (issue 16, item 2): whose budget a call takes (a
 * provider key's: a user's own key has its own, the env's key is everyone else's), and what a metered
 * call tells the budget afterwards (its real usage, the rate-limit headers).
 */
let t: TestApp;
let fake: FakeOpenAiServer;
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => fake.reset());

const pool = (env: Record<string, string>) =>
  campaignProviders({
    db: t.db,
    encryptionKey: t.deps.encryptionKey,
    env: parseEnv({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-env', AI_MODEL: 'gpt-4o-mini', ...env }),
  });
const campaignOf = (userId: string) => ({ id: `campaign-${userId}`, userId, provider: null, model: null });
const timed = async (fn: () => Promise<unknown>) => {
  const before = performance.now();
  await fn();
  return performance.now() - before;
};

describe('whose budget a call takes', () => {
  it('budgets two users’ own keys apart, and shares the env key among users without one', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createActiveUser(t)));
    for (const [i, { client }] of users.slice(0, 2).entries()) {
      const res = await client.request('/api/v1/settings/ai', {
        method: 'PUT',
        json: { provider: 'openai', apiKey: `sk-user-${i}-0000000000`, model: 'gpt-4o-mini' },
      });
      expect(res.status).toBe(200);
    }
    const AI_RPM = 120; // one call every 525 ms per key
    const providers = pool({ AI_RPM: String(AI_RPM) });
    const [a, b, c, d] = await Promise.all(users.map(({ user }) => providers.providerFor(campaignOf(user.id))));
    expect([a!.apiKey, b!.apiKey, c!.apiKey, d!.apiKey]).toEqual([
      'sk-user-0-0000000000',
      'sk-user-1-0000000000',
      'sk-env',
      'sk-env',
    ]);

    // User A spends their key's budget: five calls queue up over two seconds.
    const stop = new AbortController();
    const queued = Array.from({ length: 5 }, () => providers.acquire(a!, stop.signal).catch(() => 'aborted'));
    await new Promise((r) => setTimeout(r, 50));
    // User B's own key is not slowed by it, nor is the env key's first call (user C) …
    expect(await timed(() => providers.acquire(b!))).toBeLessThan(300);
    const shared = performance.now();
    await providers.acquire(c!);
    // … but user D, on the env key too, waits for C's call: one budget for everyone without a key.
    await providers.acquire(d!);
    expect(performance.now() - shared).toBeGreaterThanOrEqual(intervalMs(AI_RPM) - 2);
    stop.abort();
    await Promise.all(queued);
  });
});

describe('a metered call', () => {
  const envProvider = () => ({
    AI_BASE_URL: fake.baseUrl, // the operator's env URL may be loopback (DESIGN.md §5)
  });
  const draft = (providers: ReturnType<typeof pool>, provider: Awaited<ReturnType<typeof providers.providerFor>>) =>
    generateDraft({
      prospect: sampleProspect(),
      brief: sampleBrief(),
      step: 1,
      provider,
      call: providers.meter(provider, sampleBrief().lengthWords),
    });

  it('corrects its token reservation with the usage the provider reported', async () => {
    const AI_TPM = 30_000; // 500 tokens a second: 200 tokens are 420 ms
    const providers = pool({ ...envProvider(), AI_TPM: String(AI_TPM), AI_API_KEY: 'sk-tpm' });
    const provider = await providers.providerFor(campaignOf('tpm'));
    fake.enqueue(ok(modelAnswer(), { prompt_tokens: 150, completion_tokens: 50 }));
    const before = performance.now();
    await draft(providers, provider);
    await providers.acquire(provider, undefined, 10);
    const waited = performance.now() - before;
    // What was reserved: the prompt as sent, counted, plus the brief's expected answer.
    const sent = fake.requests[0]!;
    const reserved = callTokenEstimate(provider, sent, sampleBrief().lengthWords);
    expect(reserved).toBeGreaterThan(600);
    // The next call waited for the 200 tokens used, not for the reservation.
    expect(waited).toBeGreaterThanOrEqual(tokensMs(200, AI_TPM) - 2);
    expect(waited).toBeLessThan(tokensMs(reserved, AI_TPM) - 300);
  });

  it('holds the key for every process until the reset when the headers say no request is left', async () => {
    const providers = pool({ ...envProvider(), AI_RPM: '6000', AI_API_KEY: 'sk-headers' });
    const other = pool({ ...envProvider(), AI_RPM: '6000', AI_API_KEY: 'sk-headers' }); // another process
    const provider = await providers.providerFor(campaignOf('headers'));
    fake.enqueue(
      ok(modelAnswer(), undefined, { 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '600ms' }),
    );
    const before = performance.now();
    await draft(providers, provider);
    await other.acquire(provider);
    // 6,000 RPM alone would let the next call go 11 ms later.
    expect(performance.now() - before).toBeGreaterThanOrEqual(600);

    // Plenty left: no hold.
    fake.enqueue(
      ok(modelAnswer(), undefined, { 'x-ratelimit-remaining-requests': '99', 'x-ratelimit-reset-requests': '6m0s' }),
    );
    await draft(providers, provider);
    expect(await timed(() => other.acquire(provider))).toBeLessThan(300);
  });
});
