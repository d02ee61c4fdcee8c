import { describe, expect, it } from 'vitest';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { runEntry } from '#tests/support/process.ts';
import { stopAfterEach, workerEnv } from '#tests/support/test-processes.ts';
import { intervalMs } from './provider-budget.ts';

/**
 * One AI_RPM budget for every process (issue 16, item 2), on PostgreSQL (CI's second run): two `npm run
 * worker` processes write one batch through one provider key, and the provider sees the calls paced as
 * if one process made them. Per process, two workers would each take the whole budget and the calls
 * would come twice as close.
 */
const ROWS = 24;
const AI_RPM = 240;
const held = stopAfterEach();

describe('the shared AI_RPM budget', () => {
  it.runIf(process.env.DATABASE_URL)(
    'paces two worker processes’ calls with one key as one budget',
    { timeout: 120_000 },
    async () => {
      // When each call reached the provider (the server's clock).
      const arrivals: number[] = [];
      const fake = (held.fake = await startFakeOpenAiServer({
        fallback: () => {
          arrivals.push(performance.now());
          return ok(modelAnswer());
        },
        latencyMs: 50,
      }));
      const t = (held.app = await createTestApp());
      const { client } = await createActiveUser(t);
      const campaign = await createCampaignWithProspects(client, { rows: ROWS });
      expect((await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).status).toBe(202);

      const env = workerEnv(t.databaseUrl!, {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'gpt-4o-mini',
        AI_CONCURRENCY: '4',
        AI_RPM: String(AI_RPM),
      });
      held.processes.push(runEntry('src/server/worker.ts', env), runEntry('src/server/worker.ts', env));
      const done = await waitForProgress(client, campaign.id, settled, 90_000);
      expect(done).toMatchObject({ total: ROWS, ready: ROWS, failed: 0 });

      expect(arrivals).toHaveLength(ROWS);
      arrivals.sort((a, b) => a - b);
      // Any 10 calls in a row span at least 9 intervals, less what a late start can take off (a call's
      // slot is shared; its arrival lags by the event loop and the connection). With a budget per
      // process the span would be about half.
      const interval = intervalMs(AI_RPM);
      for (let i = 0; i + 9 < arrivals.length; i++)
        expect(arrivals[i + 9]! - arrivals[i]!).toBeGreaterThanOrEqual(9 * interval - 500);
    },
  );
});
