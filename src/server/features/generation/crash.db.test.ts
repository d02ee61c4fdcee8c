import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Email } from '#shared/review.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TestClient } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { freePort, runEntry, waitForHealthy } from '#tests/support/process.ts';
import { stopAfterEach, workerEnv } from '#tests/support/test-processes.ts';

/**
 * Crash safety (docs/decisions/014): a batch killed with SIGKILL mid-way resumes, and every prospect
 * ends with exactly one e-mail per step. The provider is a local OpenAI-compatible server with latency,
 * so the batch is mid-flight when the kill lands.
 * - PGlite: the whole app process is killed and started again on the same DATA_DIR.
 * - PostgreSQL (CI's second run, DATABASE_URL set): two `npm run worker` processes share the batch
 *   and one is killed; the other finishes its jobs after their heartbeat lapses.
 */
const ROWS = 30;
const held = stopAfterEach();

const providerEnv = (baseUrl: string) => ({
  AI_PROVIDER: 'openai',
  AI_BASE_URL: baseUrl,
  AI_API_KEY: 'sk-test',
  AI_MODEL: 'gpt-4o-mini',
  AI_CONCURRENCY: '3',
});

async function expectExactlyOnePerProspect(client: TestClient, campaignId: string) {
  const items = (
    (await (await client.get(`/api/v1/campaigns/${campaignId}/emails?limit=500`)).json()) as { items: Email[] }
  ).items;
  expect(items).toHaveLength(ROWS);
  expect(new Set(items.map((e) => `${e.prospectId}:${e.step}`)).size).toBe(ROWS);
  expect(items.every((e) => e.status === 'ready' && e.subject.length > 0)).toBe(true);
}

describe('a batch survives kill -9', () => {
  it('on PGlite: the app process is killed and restarted on the same data folder', { timeout: 120_000 }, async () => {
    const fake = (held.fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()), latencyMs: 250 }));
    const dataDir = join(mkdtempSync(join(tmpdir(), 'cs-crash-')), 'data');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl, ...providerEnv(fake.baseUrl) };
    const first = runEntry('src/server/index.ts', env);
    held.processes.push(first);
    await waitForHealthy(baseUrl);

    const client = new TestClient({ request: (url, init) => fetch(url, init) }, baseUrl);
    const admin = await client.post('/api/admin/initialize', {
      name: 'Ops',
      email: 'ops@example.com',
      password: 'a long enough password 1',
    });
    expect(admin.status).toBe(201);
    const campaign = await createCampaignWithProspects(client, { rows: ROWS });
    expect((await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).status).toBe(202);
    const before = await waitForProgress(client, campaign.id, (p) => p.ready >= 6, 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(before.ready).toBeLessThan(ROWS);

    const second = runEntry('src/server/index.ts', env);
    held.processes.push(second);
    await waitForHealthy(baseUrl);
    // The answers now come from the second process: the first is gone and its port was free again.
    expect(second.child.exitCode).toBeNull();
    expect(second.output()).toContain('Coldsmith is running');
    const after = await waitForProgress(client, campaign.id, settled, 90_000);
    expect(after).toMatchObject({ total: ROWS, ready: ROWS, failed: 0, state: 'completed' });
    await expectExactlyOnePerProspect(client, campaign.id);
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL: one of two worker processes is killed',
    { timeout: 120_000 },
    async () => {
      const fake = (held.fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()), latencyMs: 250 }));
      const t = (held.app = await createTestApp());
      const { client } = await createActiveUser(t);
      const campaign = await createCampaignWithProspects(client, { rows: ROWS });
      // Queued before any worker runs; each worker wakes the rows when it starts (wake.ts).
      expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).json()).toEqual({
        queued: ROWS,
      });

      const env = workerEnv(t.databaseUrl!, providerEnv(fake.baseUrl));
      const [a, b] = [runEntry('src/server/worker.ts', env), runEntry('src/server/worker.ts', env)];
      held.processes.push(a, b);
      await waitForProgress(client, campaign.id, (p) => p.ready >= 6, 60_000);
      a.child.kill('SIGKILL');
      await a.exited;
      expect(a.child.signalCode).toBe('SIGKILL');

      const after = await waitForProgress(client, campaign.id, settled, 90_000);
      expect(after).toMatchObject({ total: ROWS, ready: ROWS, failed: 0 });
      await expectExactlyOnePerProspect(client, campaign.id);
      expect(b.child.exitCode).toBeNull();
    },
  );
});
