import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, rateLimited, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { freePort, runEntry, waitForHealthy, type ServerProcess } from '#tests/support/process.ts';
import { stopAfterEach, workerEnv } from '#tests/support/test-processes.ts';
import { intervalMs } from './provider-budget.ts';

/**
 * Scale-out (issue 16, item 6), on PostgreSQL (CI's second run): a web process (`npm start`'s entry,
 * which runs workers too) and two `npm run worker` processes write 1,000 e-mails (250 prospects × 4
 * steps) through one provider key with latency and 3 % of calls answered 429. Mid-batch one worker is
 * killed with SIGKILL and the web process is restarted. Every prospect ends with exactly one e-mail
 * per step, none failed, and the provider saw the calls paced by one AI_RPM budget throughout.
 */
const PROSPECTS = 250;
const STEPS = 4;
const TOTAL = PROSPECTS * STEPS;
const AI_RPM = 3_000;
const held = stopAfterEach();

describe('scale-out on one PostgreSQL', () => {
  it.runIf(process.env.DATABASE_URL)(
    'a web process and two workers, one killed and the web restarted mid-batch, write each e-mail once within one budget',
    { timeout: 240_000 },
    async () => {
      const arrivals: number[] = [];
      let calls = 0;
      const fake = (held.fake = await startFakeOpenAiServer({
        fallback: () => {
          arrivals.push(performance.now());
          // Every 33rd call is refused for a second: 3 %.
          return ++calls % 33 === 0 ? rateLimited(1) : ok(modelAnswer());
        },
        latencyMs: 100,
      }));
      const t = (held.app = await createTestApp());
      const { client } = await createActiveUser(t);
      const campaign = await createCampaignWithProspects(client, {
        rows: PROSPECTS,
        brief: { steps: STEPS, followUpDays: [3, 4, 5] },
      });
      expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).json()).toEqual({
        queued: TOTAL,
      });

      const env = workerEnv(t.databaseUrl!, {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'gpt-4o-mini',
        AI_CONCURRENCY: '8',
        AI_RPM: String(AI_RPM),
      });
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const web = () => runEntry('src/server/index.ts', { ...env, PORT: String(port), BASE_URL: baseUrl });
      const start = (p: ServerProcess) => (held.processes.push(p), p);
      const first = start(web());
      const [doomed, survivor] = [
        start(runEntry('src/server/worker.ts', env)),
        start(runEntry('src/server/worker.ts', env)),
      ];
      await waitForHealthy(baseUrl, 60_000);

      await waitForProgress(client, campaign.id, (p) => p.ready >= TOTAL / 5, 120_000);
      doomed.child.kill('SIGKILL');
      await doomed.exited;

      await waitForProgress(client, campaign.id, (p) => p.ready >= (TOTAL * 2) / 5, 120_000);
      first.child.kill('SIGTERM');
      await first.exited;
      start(web());
      await waitForHealthy(baseUrl, 60_000);

      const done = await waitForProgress(client, campaign.id, settled, 180_000);
      expect(done).toMatchObject({ total: TOTAL, ready: TOTAL, failed: 0 });
      const [rows] = rowsOf<{ emails: number; slots: number; written: number }>(
        await t.db.execute(sql`
          select count(*)::int as emails, count(distinct (prospect_id, step))::int as slots,
            count(*) filter (where subject <> '')::int as written
          from emails where campaign_id = ${campaign.id}::uuid`),
      );
      expect(rows).toEqual({ emails: TOTAL, slots: TOTAL, written: TOTAL });
      expect(survivor.child.exitCode).toBeNull();

      // One budget for all three processes: any 100 calls in a row span at least 99 intervals (2.1 s),
      // less what late starts can take off (0.5 s). Three budgets would let them come three times as
      // close (0.7 s).
      arrivals.sort((a, b) => a - b);
      expect(arrivals.length).toBeGreaterThanOrEqual(TOTAL + Math.floor(TOTAL / 33));
      const interval = intervalMs(AI_RPM);
      for (let i = 0; i + 99 < arrivals.length; i++)
        expect(arrivals[i + 99]! - arrivals[i]!).toBeGreaterThanOrEqual(99 * interval - 500);
    },
  );
});
