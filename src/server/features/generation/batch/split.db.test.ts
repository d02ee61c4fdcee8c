import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { providerBatches } from '#server/db/schema/index.ts';
import { startFakeAnthropicBatchServer, type FakeAnthropicBatchServer } from '#tests/fakes/anthropic-batch-server.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok } from '#tests/fakes/llm-server.ts';
import { batchEnv, batchRuns, generate, progressOf } from '#tests/support/batch-campaigns.ts';
import { advanceBatch } from './advance.ts';
import { batchWorker } from './batch-worker.ts';
import { fitting, splitOff } from './split.ts';

/** A campaign larger than one provider batch (decision 038): what fits, and the rest as a batch of its own. */
describe('fitting requests into a provider batch', () => {
  it('stops at the request limit, at the byte limit (a separator each), and never below one', () => {
    const requests = ['aaaa', 'bbbb', 'cccc'];
    expect(fitting(requests, { requests: 10, bytes: 1_000 })).toBe(3);
    expect(fitting(requests, { requests: 2, bytes: 1_000 })).toBe(2);
    expect(fitting(requests, { requests: 10, bytes: 10 })).toBe(2);
    expect(fitting(requests, { requests: 10, bytes: 9 })).toBe(1);
    expect(fitting(['ä'.repeat(10)], { requests: 10, bytes: 5 })).toBe(1);
  });
});

const open = batchRuns<FakeAnthropicBatchServer>(batchEnv('anthropic', 'claude-haiku-4-5', 'sk-ant-test'));

describe('splitting a batch', () => {
  it('moves the e-mails beyond the limit to a new batch, written by a second provider batch', async () => {
    const { fake, t, client, id } = await open(
      startFakeAnthropicBatchServer({ fallback: () => ok(modelAnswer()) }),
      5,
      { workers: false },
    );
    await generate(client, id, { mode: 'batch' });
    const ctx = batchWorker.setup!({ ...t.deps, jobs: undefined });
    const [first] = await t.db.select().from(providerBatches);
    const ids = rowsOf<{ id: string }>(await t.db.execute(sql`select id from emails order by seq`)).map((r) => r.id);
    const second = await splitOff(ctx, first!, ids.slice(3));
    expect((await progressOf(client, id)).batch).toMatchObject({ id: second, state: 'pending', emails: 2 });
    for (const batchId of [first!.id, second]) await advanceBatch(ctx, batchId);
    expect(fake.batches.size).toBe(2);
    expect([...fake.batches.values()].map((b) => b.requests.length)).toEqual([3, 2]);
    const [moved] = await t.db.select().from(providerBatches).where(eq(providerBatches.id, second));
    expect(moved).toMatchObject({ campaignId: id, provider: 'anthropic', model: 'claude-haiku-4-5', state: 'done' });
    expect(await progressOf(client, id)).toMatchObject({ ready: 5, failed: 0 });
  });
});
