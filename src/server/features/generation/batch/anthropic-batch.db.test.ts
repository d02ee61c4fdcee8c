import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerBatches } from '#server/db/schema/index.ts';
import type { Estimate } from '#shared/generation.ts';
import {
  startFakeAnthropicBatchServer,
  type FakeAnthropicBatchServer,
  type FakeMessageBatch,
} from '#tests/fakes/anthropic-batch-server.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok } from '#tests/fakes/llm-server.ts';
import {
  campaignWith,
  emailsOf,
  expectSameDrafts,
  batchEnv,
  batchRuns,
  generate,
  progressOf,
  prospects,
} from '#tests/support/batch-campaigns.ts';
import { settled, waitForProgress } from '#tests/support/campaigns.ts';
import { advanceBatch } from './advance.ts';
import { batchWorker } from './batch-worker.ts';

/**
 * Overnight mode through Anthropic's Message Batches (decision 038) end to end: /api/v1 with the workers
 * in-process, against the fake Anthropic server with batches (tests/fakes/anthropic-batch-server.ts) on
 * 127.0.0.1.
 */
const env = batchEnv('anthropic', 'claude-haiku-4-5', 'sk-ant-test');
const open = batchRuns<FakeAnthropicBatchServer>(env);
// claude-haiku-4-5: $1 / $5 per million tokens (prices.ts); the fake bills 120 in, 80 out per answer.
const NORMAL_PRICE = (120 * 1 + 80 * 5) / 1e6;
const BATCH_PRICE = NORMAL_PRICE / 2;
const start = (script: Parameters<typeof startFakeAnthropicBatchServer>[0] = {}) =>
  startFakeAnthropicBatchServer({ fallback: () => ok(modelAnswer()), ...script });

describe('overnight mode through Anthropic Message Batches', () => {
  it(
    'writes a campaign in one message batch at the batch price, with the params a direct call sends',
    { timeout: 120_000 },
    async () => {
      const { fake, client, id } = await open(start({ script: { pollsToFinish: 2 } }), 120);

      const estimate = (await (await client.get(`/api/v1/campaigns/${id}/estimate`)).json()) as Estimate;
      expect(estimate.costUsd).toBeGreaterThan(0);
      expect(estimate.batch).toMatchObject({ available: true, reason: null, expectedWaitSec: 3600, maxWaitSec: 86400 });
      expect(estimate.batch.costUsd).toBeCloseTo(estimate.costUsd! / 2, 12);

      expect(await (await generate(client, id, { mode: 'batch' })).json()).toEqual({ queued: 120 });
      // The drafts are stored before the batch is marked done (a crash mid-collect re-polls it): wait for both.
      const progress = await waitForProgress(client, id, (p) => settled(p) && p.batch?.state === 'done', 100_000);
      expect(progress).toMatchObject({ total: 120, ready: 120, failed: 0, state: 'completed' });
      expect(progress.batch).toMatchObject({ state: 'done', emails: 0, note: null });
      expect(progress.batch?.providerBatchId).toMatch(/^msgbatch_/);
      expect(progress.batch?.requestCounts).toEqual({ total: 120, completed: 120, failed: 0 });
      expect(progress.spentUsd).toBeCloseTo(120 * BATCH_PRICE, 9);
      // One create, no upload, no direct call; the results read once.
      expect(fake.requests).toHaveLength(0);
      expect(fake.batchRequests).toHaveLength(120);
      expect(fake.batchCalls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/v1/messages/batches']);
      expect(fake.batchCalls.filter((c) => c.path.endsWith('/results'))).toHaveLength(1);
      for (const email of await emailsOf(client, id)) expect(email.costUsd).toBeCloseTo(BATCH_PRICE, 12);

      // The same prospects through direct calls: the same body and the same grade, flags and claims.
      const direct = await campaignWith(client, prospects(3));
      await generate(client, direct, {});
      await waitForProgress(client, direct, settled);
      expect(fake.requests).toHaveLength(3);
      for (const sent of fake.requests) {
        const request = fake.batchRequests.find((r) => JSON.stringify(r.params) === JSON.stringify(sent.body));
        expect(request, 'a batch request with the direct call’s exact body').toBeDefined();
      }
      for (const viaCall of await expectSameDrafts(client, id, direct))
        expect(viaCall.costUsd).toBeCloseTo(NORMAL_PRICE, 12);
    },
  );

  it('fails an invalid request with its message; overloaded and expired requests go to direct calls', async () => {
    const { fake, client, id } = await open(
      start({
        script: {
          end: 'expired',
          doneFraction: 0.6,
          lineError: (index) =>
            index === 1
              ? { type: 'invalid_request_error', message: 'max_tokens: 64000 > 8192, the maximum for this model' }
              : index === 2
                ? { type: 'overloaded_error', message: 'Overloaded' }
                : null,
        },
      }),
      10,
    );
    await generate(client, id, { mode: 'batch' });
    const progress = await waitForProgress(client, id, (p) => settled(p) && p.batch?.state === 'expired', 30_000);
    // 6 run: 4 ready, one invalid (failed), one overloaded (direct call); 4 expired (direct calls).
    expect(progress).toMatchObject({ total: 10, ready: 9, failed: 1 });
    expect(progress.batch).toMatchObject({ state: 'expired', emails: 0 });
    expect(progress.batch?.requestCounts).toEqual({ total: 10, completed: 4, failed: 6 });
    expect(progress.batch?.note).toContain('5 e-mails went to normal calls');
    expect(fake.requests).toHaveLength(5);
    expect(progress.spentUsd).toBeCloseTo(4 * BATCH_PRICE + 5 * NORMAL_PRICE, 9);
    const failed = (await emailsOf(client, id)).find((e) => e.status === 'failed');
    expect(failed?.error).toContain('invalid_request_error: max_tokens: 64000 > 8192');
  });

  it('cancels the batch at Anthropic, keeps what it finished and drops the rest', async () => {
    const { fake, client, id } = await open(start({ script: { pollsToFinish: 1_000, doneFraction: 0.5 } }), 6);
    await generate(client, id, { mode: 'batch' });
    await waitForProgress(client, id, (p) => p.batch?.state === 'submitted' && p.generating === 6);
    expect((await client.post(`/api/v1/campaigns/${id}/cancel`)).status).toBe(200);
    const progress = await waitForProgress(client, id, (p) => p.batch?.state === 'cancelled', 30_000);
    expect(progress).toMatchObject({ total: 3, ready: 3, queued: 0, generating: 0, state: 'cancelled' });
    expect(progress.spentUsd).toBeCloseTo(3 * BATCH_PRICE, 9);
    expect(
      fake.batchCalls.some((c) => c.method === 'POST' && /^\/v1\/messages\/batches\/[^/]+\/cancel$/.test(c.path)),
    ).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to direct calls when the server has no message batches (404), and says so', async () => {
    const { fake, client, id } = await open(start({ script: { noBatchApi: true } }), 4);
    await generate(client, id, { mode: 'batch' });
    const progress = await waitForProgress(client, id, (p) => settled(p) && p.batch?.state === 'unsupported');
    expect(progress).toMatchObject({ ready: 4, failed: 0 });
    expect(progress.batch?.note).toContain('no batch API');
    expect(progress.spentUsd).toBeCloseTo(4 * NORMAL_PRICE, 9);
    expect(fake.requests).toHaveLength(4);
  });
});

describe('an Anthropic message batch survives crashes', () => {
  it('never creates a second batch after a crash between create and record', async () => {
    // No workers: the job's handler is run by hand, as a retried job would run it.
    const { fake, t, client, id } = await open(start({ script: { pollsToFinish: 2 } }), 5, { workers: false });
    await generate(client, id, { mode: 'batch' });
    const ctx = batchWorker.setup!({ ...t.deps, jobs: undefined });
    const [batch] = await t.db.select().from(providerBatches);
    await advanceBatch(ctx, batch!.id); // create, first poll: in progress
    expect(fake.batches.size).toBe(1);
    const [ours] = [...fake.batches.values()];
    // Decoys the lookup must not take: another key user's batch of the same size made an hour before,
    // and one of the same size and time another row of ours already recorded.
    const decoy = (suffix: string, createdAt: string): FakeMessageBatch => ({
      ...ours!,
      id: `msgbatch_decoy_${suffix}`,
      created_at: createdAt,
    });
    fake.batches.set('msgbatch_decoy_old', decoy('old', new Date(Date.now() - 3_600_000).toISOString()));
    fake.batches.set('msgbatch_decoy_known', decoy('known', ours!.created_at));
    await t.db.insert(providerBatches).values({
      campaignId: id,
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      state: 'done',
      providerBatchId: 'msgbatch_decoy_known',
    });
    // The crash: Anthropic made the batch, its id was never recorded.
    await t.db
      .update(providerBatches)
      .set({ state: 'uploaded', providerBatchId: null })
      .where(eq(providerBatches.id, batch!.id));
    await advanceBatch(ctx, batch!.id); // finds its batch, no create; second poll: ended
    expect(fake.batchCalls.filter((c) => c.method === 'POST' && c.path === '/v1/messages/batches')).toHaveLength(1);
    const [row] = await t.db.select().from(providerBatches).where(eq(providerBatches.id, batch!.id));
    expect(row).toMatchObject({ state: 'done', providerBatchId: ours!.id });
    const done = await progressOf(client, id);
    expect(done).toMatchObject({ ready: 5, spentUsd: expect.closeTo(5 * BATCH_PRICE, 9) });
  });

  it('creates the batch when the first create never made one (a 529), after looking for it', async () => {
    const { fake, t, client, id } = await open(start({ script: { pollsToFinish: 1, failCreates: 1 } }), 3, {
      workers: false,
    });
    await generate(client, id, { mode: 'batch' });
    const ctx = batchWorker.setup!({ ...t.deps, jobs: undefined });
    const [batch] = await t.db.select().from(providerBatches);
    await expect(advanceBatch(ctx, batch!.id)).rejects.toThrow(/529/); // the queue would retry the job
    const [row] = await t.db.select().from(providerBatches).where(eq(providerBatches.id, batch!.id));
    expect(row).toMatchObject({ state: 'uploaded', providerBatchId: null, submittedAt: expect.any(Date) });
    await advanceBatch(ctx, batch!.id);
    expect(fake.batchCalls.map((c) => `${c.method} ${c.path}`).slice(0, 3)).toEqual([
      'POST /v1/messages/batches',
      'GET /v1/messages/batches?limit=100',
      'POST /v1/messages/batches',
    ]);
    expect(fake.batches.size).toBe(1);
    expect(await progressOf(client, id)).toMatchObject({ ready: 3, batch: { state: 'done' } });
  });
});
