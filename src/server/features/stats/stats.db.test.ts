import { afterEach, describe, expect, it } from 'vitest';
import type { Stats } from '#shared/stats.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/v1/stats', () => {
  it("counts the user's own campaigns, prospects and e-mails, with 30 days of generation", async () => {
    t = await createTestApp({ workers: true });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 4 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await waitForProgress(client, campaign.id, settled);
    const other = await createActiveUser(t);
    await createCampaignWithProspects(other.client, { rows: 2 });

    const stats = (await (await client.get('/api/v1/stats')).json()) as Stats;
    expect(stats).toMatchObject({
      campaigns: 1,
      prospects: 4,
      emails: { ready: 4, approved: 0 },
      spendThisMonthUsd: 0,
    });
    expect(stats.generatedPerDay).toHaveLength(30);
    expect(stats.generatedPerDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 4 });
    expect(stats.generatedPerDay.slice(0, -1).every((d) => d.count === 0)).toBe(true);

    const fresh = (await (await other.client.get('/api/v1/stats')).json()) as Stats;
    expect(fresh).toMatchObject({ campaigns: 1, prospects: 2, emails: { ready: 0, approved: 0 } });
    expect((await t.client().get('/api/v1/stats')).status).toBe(401);
  });
});
