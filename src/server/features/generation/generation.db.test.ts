import { afterEach, describe, expect, it } from 'vitest';
import type { Email } from '#shared/review.ts';
import type { Progress } from '#shared/generation.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { eq, sql } from 'drizzle-orm';
import { emails } from '#server/db/schema/index.ts';
import {
  ok,
  rateLimited,
  serverError,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { until } from '#tests/support/until.ts';

/**
 * Batch generation through /api/v1 with the queue and workers running in-process (pg-boss on this
 * test's database): idempotent queueing, progress, run control, failures kept, budget cap.
 */
let t: TestApp | undefined;
let fake: FakeOpenAiServer | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = undefined;
  fake = undefined;
});

const fastRetries = { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 5, timeoutMs: 5_000 };

async function emailsOf(
  client: Awaited<ReturnType<typeof createActiveUser>>['client'],
  campaignId: string,
  query = '',
) {
  const res = await client.get(`/api/v1/campaigns/${campaignId}/emails?limit=500${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Email[] }).items;
}

describe('batch generation with the offline composer', () => {
  it('writes one scored e-mail per prospect × step, and a re-run queues nothing more', async () => {
    t = await createTestApp({ workers: true });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 12, brief: { steps: 2, followUpDays: [3] } });

    const estimate = await (await client.get(`/api/v1/campaigns/${campaign.id}/estimate`)).json();
    expect(estimate).toMatchObject({
      prospects: 12,
      steps: 2,
      costUsd: 0,
      model: 'offline',
      tokens: { input: 0, output: 0 },
    });

    const res = await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ queued: 24 });
    const progress = await waitForProgress(client, campaign.id, settled);
    expect(progress).toMatchObject({ total: 24, ready: 24, failed: 0, state: 'completed', etaSec: 0, spentUsd: 0 });
    expect(progress.ratePerMin).toBeGreaterThan(0);
    // An hour later the finished batch still reads at the rate it ran at, not 0/min.
    await t.db.execute(
      sql`update emails set generated_at = generated_at - interval '1 hour' where campaign_id = ${campaign.id}`,
    );
    const later = (await (await client.get(`/api/v1/campaigns/${campaign.id}/progress`)).json()) as Progress;
    expect(later.ratePerMin).toBe(progress.ratePerMin);

    const items = await emailsOf(client, campaign.id);
    expect(items).toHaveLength(24);
    expect(new Set(items.map((e) => `${e.prospectId}:${e.step}`)).size).toBe(24);
    for (const email of items) {
      expect(email).toMatchObject({ status: 'ready', model: 'offline', costUsd: 0 });
      expect(email.body.length).toBeGreaterThan(50);
      expect(email.score?.grade).toMatch(/^[A-F]$/);
      expect(email.score?.criteria.length).toBeGreaterThanOrEqual(8);
    }

    expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).json()).toEqual({ queued: 0 });
    expect((await waitForProgress(client, campaign.id, settled)).total).toBe(24);
  });

  it('takes 5 prospects on a dry run, then the rest without repeating them', async () => {
    t = await createTestApp({ workers: true });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 9 });
    expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, { dryRun: true })).json()).toEqual({
      queued: 5,
    });
    await waitForProgress(client, campaign.id, (p) => p.ready === 5);
    expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).json()).toEqual({ queued: 4 });
    expect(await waitForProgress(client, campaign.id, settled)).toMatchObject({ total: 9, ready: 9 });
  });

  it('pauses, resumes and cancels; cancelled rows can be queued again', async () => {
    // No workers: rows stay queued, so the run state can be observed without racing the composer.
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 6 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const post = async (action: string) => {
      const res = await client.post(`/api/v1/campaigns/${campaign.id}/${action}`);
      return { status: res.status, body: (await res.json()) as Progress & { code?: string } };
    };
    expect((await post('pause')).body).toMatchObject({ state: 'paused', queued: 6 });
    expect((await post('pause')).status).toBe(409);
    expect((await post('resume')).body).toMatchObject({ state: 'running', queued: 6 });
    expect((await post('cancel')).body).toMatchObject({ state: 'cancelled', total: 0 });
    expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).json()).toEqual({ queued: 6 });
  });
  it("cancelling keeps a queued regeneration's draft, back to review", async () => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 2 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const [written] = await emailsOf(client, campaign.id);
    // As a worker leaves it once written (no workers run here).
    await t.db
      .update(emails)
      .set({ status: 'approved', subject: 'Close in five days', body: 'Hi Sara, …', generatedAt: new Date() })
      .where(eq(emails.id, written!.id));
    expect((await client.post(`/api/v1/emails/${written!.id}/regenerate`, { instruction: 'shorter' })).status).toBe(
      202,
    );
    await client.post(`/api/v1/campaigns/${campaign.id}/cancel`);
    const left = await emailsOf(client, campaign.id);
    expect(left.map((e) => e.id)).toEqual([written!.id]);
    expect(left[0]).toMatchObject({ status: 'ready', subject: 'Close in five days', body: 'Hi Sara, …' });
  });
});

describe('batch generation through an OpenAI-compatible server', () => {
  // `openai` with a base URL speaks chat completions to the fake server and is priced (prices.ts);
  // an `openai-compatible` model's price is unknown, so it could not exercise spend and budget.
  const env = (baseUrl: string) => ({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: baseUrl,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'gpt-4o-mini',
    AI_CONCURRENCY: '4',
  });

  it('keeps the provider error on a failed e-mail, and retry-failed writes it', async () => {
    fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
    // Every attempt of the first e-mail fails with a 400 (not retryable): it ends failed at once.
    fake.enqueue({ kind: 'status', status: 400, body: { error: { message: 'model gpt-4o-mini is not loaded' } } });
    t = await createTestApp({ workers: true, env: { ...env(fake.baseUrl), AI_CONCURRENCY: '1' }, call: fastRetries });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 3 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const progress = await waitForProgress(client, campaign.id, settled);
    expect(progress).toMatchObject({ total: 3, ready: 2, failed: 1 });
    const [failed] = await emailsOf(client, campaign.id, '&status=failed');
    expect(failed?.error).toContain('model gpt-4o-mini is not loaded');

    await client.post(`/api/v1/campaigns/${campaign.id}/retry-failed`);
    expect(await waitForProgress(client, campaign.id, settled)).toMatchObject({ ready: 3, failed: 0 });
    const items = await emailsOf(client, campaign.id);
    expect(items.every((e) => e.model === 'openai:gpt-4o-mini' && e.tokens.input === 120 && e.error === null)).toBe(
      true,
    );
  });

  it('retries a 5xx inside the job and counts the spend', async () => {
    fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
    fake.enqueue(serverError(503), serverError(500));
    t = await createTestApp({ workers: true, env: env(fake.baseUrl), call: fastRetries });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 4 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const progress = await waitForProgress(client, campaign.id, settled);
    expect(progress).toMatchObject({ ready: 4, failed: 0 });
    // gpt-4o-mini: $0.15 / $0.60 per million tokens (prices.ts); 4 × (120 in, 80 out).
    expect(progress.spentUsd).toBeCloseTo((4 * (120 * 0.15 + 80 * 0.6)) / 1e6, 10);
  });

  it('puts an e-mail back in the queue when the provider asks to wait longer than the engine waits', async () => {
    fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
    // 120 s is over the engine's in-process ceiling (fastRetries: 5 ms), so the job defers the e-mail.
    fake.enqueue(rateLimited(120));
    t = await createTestApp({ workers: true, env: { ...env(fake.baseUrl), AI_CONCURRENCY: '1' }, call: fastRetries });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 2 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const progress = await waitForProgress(client, campaign.id, (p) => p.ready === 1 && p.generating === 0);
    expect(progress).toMatchObject({ queued: 1, failed: 0, state: 'running' });
    const [waiting] = await emailsOf(client, campaign.id, '&status=queued');
    expect(waiting?.error).toBeNull();
    const [row] = await t.db.select({ notBefore: emails.notBefore }).from(emails).where(eq(emails.id, waiting!.id));
    expect(row!.notBefore!.getTime() - Date.now()).toBeGreaterThan(100_000);
  });

  it('pauses with calls waiting in the call thread’s line: none starts past the stop check’s 100 ms, and they go back to the queue', async () => {
    const arrivals: number[] = [];
    fake = await startFakeOpenAiServer({
      latencyMs: 400,
      fallback: () => {
        arrivals.push(Date.now());
        return ok(modelAnswer());
      },
    });
    // AI_CONCURRENCY 4: two fetched batches of 4 held, so 4 calls in flight and ~4 waiting in line. A
    // call takes 400 ms: without the gate, those in line would start up to 400 ms after the pause.
    t = await createTestApp({ workers: true, env: { ...env(fake.baseUrl), AI_CONCURRENCY: '4' }, call: fastRetries });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 40 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await until(
      () => arrivals.length,
      (n) => n >= 10,
      'ten calls at the provider',
    );
    expect((await client.post(`/api/v1/campaigns/${campaign.id}/pause`, {})).status).toBe(200);
    const pausedAt = Date.now();
    const progress = await waitForProgress(client, campaign.id, (p) => p.state === 'paused' && p.generating === 0);
    // The stop check's bound (claim.ts STOP_CHECK_FRESH_MS), and the read that saw the pause.
    expect(arrivals.filter((at) => at > pausedAt + 150)).toEqual([]);
    expect(progress.ready).toBe(arrivals.length);
    expect(progress.queued).toBe(40 - arrivals.length);
    expect(fake.peakInFlight).toBe(4);
  });

  it('stops at the budget cap with budget_reached', async () => {
    fake = await startFakeOpenAiServer({
      fallback: () => ok(modelAnswer(), { prompt_tokens: 1_000_000, completion_tokens: 0 }),
    });
    t = await createTestApp({ workers: true, env: { ...env(fake.baseUrl), AI_CONCURRENCY: '1' }, call: fastRetries });
    const { client } = await createActiveUser(t);
    // Each e-mail costs $0.15 (1M input tokens of gpt-4o-mini); the cap of $0.40 is crossed by the 3rd.
    // Past it go only the e-mails already being written: one call (AI_CONCURRENCY 1), and one whose
    // call had started while the 3rd's draft was being stored.
    const campaign = await createCampaignWithProspects(client, { rows: 8, budgetUsd: 0.4 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const progress = await waitForProgress(
      client,
      campaign.id,
      (p) => p.state === 'budget_reached' && p.generating === 0,
    );
    expect(progress.ready).toBeGreaterThanOrEqual(3);
    expect(progress.ready).toBeLessThanOrEqual(4);
    expect(progress.queued).toBe(8 - progress.ready);
    expect(progress.spentUsd).toBeCloseTo(progress.ready * 0.15, 6);
  });
});

describe('a whole real list through /api/v1', () => {
  it(
    'imports the 300 rows of the committed list, generates through an OpenAI-compatible server, and accounts for every e-mail',
    { timeout: 120_000 },
    async () => {
      fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
      t = await createTestApp({
        workers: true,
        env: {
          AI_PROVIDER: 'openai',
          AI_BASE_URL: fake.baseUrl,
          AI_API_KEY: 'sk-test',
          AI_MODEL: 'gpt-4o-mini',
          AI_CONCURRENCY: '16',
        },
        call: fastRetries,
      });
      const { client } = await createActiveUser(t);
      const campaign = await createCampaignWithProspects(client, { rows: 300 });
      const estimate = await (await client.get(`/api/v1/campaigns/${campaign.id}/estimate`)).json();
      expect(estimate).toMatchObject({ prospects: 300, steps: 1, tokenCount: 'exact', model: 'openai:gpt-4o-mini' });
      expect(estimate.costUsd).toBeGreaterThan(0);

      expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).json()).toEqual({
        queued: 300,
      });
      const progress = await waitForProgress(client, campaign.id, settled, 110_000);
      expect(progress).toMatchObject({ total: 300, ready: 300, failed: 0, state: 'completed' });
      expect(progress.spentUsd).toBeCloseTo((300 * (120 * 0.15 + 80 * 0.6)) / 1e6, 9);
      expect(fake.requests).toHaveLength(300);

      // Every e-mail is scored, and the canned claim about another company ("serves 1,200 carriers") is
      // caught on every row but one: KickBack Rewards Systems "connect[s] over 1200 retailers … to serve",
      // which passes by the grounding check's rule 5 (half of the claim's other words; grounding.ts, and
      // personalize.db.test.ts on the same list).
      let cursor: string | null = null;
      let seen = 0;
      let flagged = 0;
      do {
        const page = (await (
          await client.get(`/api/v1/campaigns/${campaign.id}/emails?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
        ).json()) as { items: Email[]; nextCursor: string | null };
        for (const email of page.items) {
          // Every e-mail carries its verdict, and the invented fact makes it one never to send.
          expect(email.score?.criteria.map((c) => c.id)).toContain('grounding');
          if (email.flags.includes('unsupported_claim')) expect(email.verdict).toBe('dont_send');
          if (email.flags.includes('unsupported_claim')) flagged++;
        }
        seen += page.items.length;
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toBe(300);
      expect(flagged).toBe(299);
    },
  );
});
