import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { providerBatches } from '#server/db/schema/index.ts';
import type { Estimate } from '#shared/generation.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, promptOf } from '#tests/fakes/openai-server.ts';
import { startFakeBatchServer, type FakeBatchServer } from '#tests/fakes/openai-batch-server.ts';
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
 * Overnight mode (decision 038) end to end: /api/v1 with the workers in-process, against a local server
 * speaking the OpenAI Batch API (tests/fakes/openai-batch-server.ts) on 127.0.0.1.
 */
const env = batchEnv('openai', 'gpt-4o-mini', 'sk-test');
const open = batchRuns<FakeBatchServer>(env);
// gpt-4o-mini: $0.15 / $0.60 per million tokens (prices.ts); the fake bills 120 in, 80 out per answer.
const NORMAL_PRICE = (120 * 0.15 + 80 * 0.6) / 1e6;
const BATCH_PRICE = NORMAL_PRICE / 2;

describe('overnight mode through the OpenAI Batch API', () => {
  it(
    'writes a 500-prospect campaign in one provider batch at the batch price, graded as direct calls are',
    { timeout: 120_000 },
    async () => {
      const { fake, client, id } = await open(
        startFakeBatchServer({ fallback: () => ok(modelAnswer()), script: { pollsToFinish: 2 } }),
        500,
      );

      const estimate = (await (await client.get(`/api/v1/campaigns/${id}/estimate`)).json()) as Estimate;
      expect(estimate.costUsd).toBeGreaterThan(0);
      expect(estimate.batch).toMatchObject({ available: true, reason: null, expectedWaitSec: 3600, maxWaitSec: 86400 });
      expect(estimate.batch.costUsd).toBeCloseTo(estimate.costUsd! / 2, 12);

      const started = Date.now();
      expect(await (await generate(client, id, { mode: 'batch' })).json()).toEqual({ queued: 500 });
      // The batch's row is marked done just after its last results are stored (advance.ts finish): the
      // e-mails alone settled first, once, under a loaded machine, with the batch still `submitted`.
      const progress = await waitForProgress(client, id, (p) => settled(p) && p.batch?.state === 'done', 100_000);
      // 4.7–5.4 s on these 2-core machines (PGlite, polls every second, two polls).
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(progress).toMatchObject({ total: 500, ready: 500, failed: 0, state: 'completed' });
      expect(progress.batch).toMatchObject({ state: 'done', emails: 0, note: null });
      expect(progress.batch?.requestCounts).toEqual({ total: 500, completed: 500, failed: 0 });
      expect(progress.spentUsd).toBeCloseTo(500 * BATCH_PRICE, 9);
      // One upload, one batch, no direct call.
      expect(fake.requests).toHaveLength(0);
      expect(fake.lines).toHaveLength(500);
      expect(fake.batchCalls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/v1/files',
        '/v1/batches',
      ]);
      const items = await emailsOf(client, id);
      expect(items).toHaveLength(500);
      for (const email of items) expect(email.costUsd).toBeCloseTo(BATCH_PRICE, 12);

      // The same prospects through direct calls: the same request and the same grade, flags and claims.
      const direct = await campaignWith(client, prospects(3));
      await generate(client, direct, {});
      await waitForProgress(client, direct, settled);
      expect(fake.requests).toHaveLength(3);
      const sent = fake.requests[0]!;
      const line = fake.lines.find((l) => promptOf(l.body).prompt === sent.prompt);
      expect(line).toBeDefined();
      expect(line?.body.response_format).toEqual(sent.body?.response_format);
      expect(line?.body.messages).toEqual(sent.body?.messages);
      for (const viaCall of await expectSameDrafts(client, id, direct))
        expect(viaCall.costUsd).toBeCloseTo(NORMAL_PRICE, 12);
    },
  );

  it('keeps partial results, fails a refused line with its message, and writes the rest by direct calls', async () => {
    const { fake, client, id } = await open(
      startFakeBatchServer({
        fallback: () => ok(modelAnswer()),
        script: {
          end: 'expired',
          doneFraction: 0.6,
          lineError: (index) =>
            index === 1
              ? { status: 400, message: 'Invalid schema for response_format' }
              : index === 2
                ? { status: 500, message: 'The server had an error' }
                : null,
        },
      }),
      10,
    );
    await generate(client, id, { mode: 'batch' });
    const progress = await waitForProgress(client, id, (p) => settled(p) && p.batch?.state === 'expired', 30_000);
    // 6 answered: 4 ready, one refused for good (failed), one 500 (direct call); 4 expired (direct calls).
    expect(progress).toMatchObject({ total: 10, ready: 9, failed: 1 });
    expect(progress.batch).toMatchObject({ state: 'expired', emails: 0 });
    expect(progress.batch?.note).toContain('5 e-mails went to normal calls');
    expect(fake.requests).toHaveLength(5);
    expect(progress.spentUsd).toBeCloseTo(4 * BATCH_PRICE + 5 * NORMAL_PRICE, 9);
    const failed = (await emailsOf(client, id)).find((e) => e.status === 'failed');
    expect(failed?.error).toContain('400: Invalid schema for response_format');
  });

  it('cancels the batch at the provider, keeps what it finished and drops the rest', async () => {
    const { fake, client, id } = await open(
      startFakeBatchServer({
        fallback: () => ok(modelAnswer()),
        script: { pollsToFinish: 1_000, doneFraction: 0.5 },
      }),
      6,
    );
    await generate(client, id, { mode: 'batch' });
    await waitForProgress(client, id, (p) => p.batch?.state === 'submitted' && p.generating === 6);
    expect((await client.post(`/api/v1/campaigns/${id}/cancel`)).status).toBe(200);
    const progress = await waitForProgress(client, id, (p) => p.batch?.state === 'cancelled', 30_000);
    expect(progress).toMatchObject({ total: 3, ready: 3, queued: 0, generating: 0, state: 'cancelled' });
    expect(fake.batchCalls.some((c) => c.method === 'POST' && /\/v1\/batches\/[^/]+\/cancel$/.test(c.path))).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to direct calls when the server has no batch API (404), and says so', async () => {
    const { fake, client, id } = await open(
      startFakeBatchServer({ fallback: () => ok(modelAnswer()), script: { noBatchApi: true } }),
      4,
    );
    await generate(client, id, { mode: 'batch' });
    const progress = await waitForProgress(client, id, (p) => settled(p) && p.batch?.state === 'unsupported');
    expect(progress).toMatchObject({ ready: 4, failed: 0 });
    expect(progress.batch?.note).toContain('no batch API');
    expect(progress.spentUsd).toBeCloseTo(4 * NORMAL_PRICE, 9);
    expect(fake.requests).toHaveLength(4);
  });

  it('refuses overnight mode for a provider without a batch API, and the estimate says why', async () => {
    const { client, id } = await open(null, 2);
    const estimate = (await (await client.get(`/api/v1/campaigns/${id}/estimate`)).json()) as Estimate;
    expect(estimate.batch).toMatchObject({ available: false, costUsd: null });
    expect(estimate.batch.reason).toContain('offline');
    const res = await generate(client, id, { mode: 'batch' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'mode' }] });
    expect((await generate(client, id, { mode: 'later' })).status).toBe(400);
    expect((await progressOf(client, id)).total).toBe(0);
  });
});

describe('a provider batch survives crashes', () => {
  it('never submits twice after a crash between create and record, and collects exactly once', async () => {
    // No workers: the job's handler is run by hand, as a retried job would run it.
    const { fake, t, client, id } = await open(
      startFakeBatchServer({ fallback: () => ok(modelAnswer()), script: { pollsToFinish: 2 } }),
      5,
      { workers: false },
    );
    await generate(client, id, { mode: 'batch' });
    const ctx = batchWorker.setup!({ ...t.deps, jobs: undefined });
    const [batch] = await t.db.select().from(providerBatches);
    await advanceBatch(ctx, batch!.id); // upload, create, first poll: in progress
    expect(fake.batches.size).toBe(1);
    // The crash: the provider made the batch, its id was never recorded.
    await t.db
      .update(providerBatches)
      .set({ state: 'uploaded', providerBatchId: null })
      .where(eq(providerBatches.id, batch!.id));
    await advanceBatch(ctx, batch!.id); // adopts the batch made from the same file; second poll: completed
    expect(fake.batches.size).toBe(1);
    expect(fake.files.size).toBe(2); // the input, then the output once
    const done = await progressOf(client, id);
    expect(done).toMatchObject({ ready: 5, spentUsd: expect.closeTo(5 * BATCH_PRICE, 9) });
    // The crash after collecting, before the batch was marked done: the retry writes nothing again.
    await t.db.update(providerBatches).set({ state: 'submitted' }).where(eq(providerBatches.id, batch!.id));
    await advanceBatch(ctx, batch!.id);
    const again = await progressOf(client, id);
    expect(again).toMatchObject({ ready: 5, spentUsd: done.spentUsd, batch: { state: 'done' } });
    const written = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from emails where generated_at is not null`),
    );
    expect(written[0]?.n).toBe(5);
  });
});
