import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { ADMIN_STATS_DAYS, type AdminStats } from '#shared/admin.ts';
import { createActiveUser, createAdmin } from '#tests/factories/users.ts';
import { insertUsers } from '#tests/support/admin.ts';
import { createCampaignWithProspects } from '#tests/support/campaigns.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** `GET /api/admin/stats`: users by status, 30 days of sign-ups, e-mails and failures, queue depth, spend. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 86_400_000;
const isoDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

/** Sets e-mail `n` (queue order) of a campaign to a status, written `daysAgo` days ago at `cost` USD. */
async function setEmail(
  campaignId: string,
  n: number,
  status: string,
  daysAgo: number | null,
  cost: number | null = null,
) {
  await t.db.execute(sql`
    update emails set status = ${status}, cost_usd = ${cost === null ? null : String(cost)}::numeric,
      generated_at = ${daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY).toISOString()}::timestamptz
    where id = (select id from emails where campaign_id = ${campaignId}::uuid order by seq offset ${n} limit 1)`);
}

describe('GET /api/admin/stats', () => {
  it('counts across every user, over the last 30 UTC days', async () => {
    const { client: admin } = await createAdmin(t);
    const { client: owner } = await createActiveUser(t);
    await insertUsers(t, [
      { status: 'pending', createdAt: new Date(Date.now() - 2 * DAY) },
      { status: 'pending', createdAt: new Date(Date.now() - 2 * DAY) },
      { status: 'suspended', createdAt: new Date(Date.now() - 45 * DAY) },
    ]);
    const campaign = await createCampaignWithProspects(owner, { rows: 8 });
    expect((await owner.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).status).toBe(202);
    // 8 e-mails: 2 written today, 1 approved 3 days ago, 1 failed 3 days ago, 1 written 40 days ago, 1 generating, 2 still queued.
    await setEmail(campaign.id, 0, 'ready', 0, 0.0125);
    await setEmail(campaign.id, 1, 'ready', 0, 0.0075);
    await setEmail(campaign.id, 2, 'approved', 3, 0.02);
    await setEmail(campaign.id, 3, 'failed', 3, 0.001);
    await setEmail(campaign.id, 4, 'approved', 40, 5);
    await setEmail(campaign.id, 5, 'generating', null);

    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    const stats = (await res.json()) as AdminStats;
    expect(stats.users).toEqual({ pending: 2, active: 2, suspended: 1, total: 5 });
    for (const series of [stats.signupsPerDay, stats.generatedPerDay, stats.failedPerDay]) {
      expect(series).toHaveLength(ADMIN_STATS_DAYS);
      expect(series[0]!.date).toBe(isoDay((ADMIN_STATS_DAYS - 1) * DAY));
      expect(series.at(-1)!.date).toBe(isoDay(0));
    }
    const on = (series: { date: string; count: number }[], daysAgo: number) =>
      series.find((d) => d.date === isoDay(daysAgo * DAY))?.count;
    expect(on(stats.signupsPerDay, 0)).toBe(2);
    expect(on(stats.signupsPerDay, 2)).toBe(2);
    expect(stats.signupsPerDay.reduce((n, d) => n + d.count, 0)).toBe(4);
    expect(on(stats.generatedPerDay, 0)).toBe(2);
    expect(on(stats.generatedPerDay, 3)).toBe(1);
    expect(stats.generatedPerDay.reduce((n, d) => n + d.count, 0)).toBe(3);
    expect(on(stats.failedPerDay, 3)).toBe(1);
    expect(stats.failedPerDay.reduce((n, d) => n + d.count, 0)).toBe(1);
    expect(stats.queue).toEqual({ queued: 2, generating: 1 });
    expect(stats.failures).toBe(1);
    expect(stats.spendUsd).toBeCloseTo(0.041, 6);
  });

  it('answers zeros, every day present, on an empty install', async () => {
    const { client } = await createAdmin(t);
    const stats = (await (await client.get('/api/admin/stats')).json()) as AdminStats;
    expect(stats).toMatchObject({
      users: { pending: 0, active: 1, suspended: 0, total: 1 },
      queue: { queued: 0, generating: 0 },
      failures: 0,
      spendUsd: 0,
    });
    expect(stats.generatedPerDay.every((d) => d.count === 0)).toBe(true);
    const [{ today }] = rowsOf<{ today: string }>(
      await t.db.execute(sql`select to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today`),
    ) as [{ today: string }];
    expect(stats.signupsPerDay.at(-1)).toEqual({ date: today, count: 1 });
  });

  it('is for active admins only', async () => {
    expect((await t.client().get('/api/admin/stats')).status).toBe(401);
    const { client } = await createActiveUser(t);
    const res = await client.get('/api/admin/stats');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
  });
});
