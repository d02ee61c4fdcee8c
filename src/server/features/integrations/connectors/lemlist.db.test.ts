import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { maxPerWindow } from '#tests/fakes/vendors/fake-http.ts';
import { startFakeLemlist, type FakeLemlist } from '#tests/fakes/vendors/lemlist-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { seedApprovedCampaign, seededText } from '#tests/support/approved-campaign.ts';
import { allResults, connect, pushAndWait } from '#tests/support/integrations.ts';

/** Pushing approved e-mails to a local lemlist: one request per lead, 20 per 2 s, per-lead refusals. */
const KEY = 'lem-0123456789abcdef-LMNO';
const TARGET = 'cam_q3founders';

let t: TestApp;
let lemlist: FakeLemlist;
beforeEach(async () => {
  lemlist = await startFakeLemlist({
    apiKey: KEY,
    campaigns: [{ id: TARGET, name: 'Q3 founders' }],
    invalid: ['lead4@example.com'],
  });
  t = await createTestApp({ workers: true, env: { LEMLIST_API_URL: lemlist.url } });
});
afterEach(async () => {
  await t.close();
  await lemlist.close();
});

describe('push to lemlist', () => {
  it('adds 30 leads, never more than 20 requests in any 2 s, with custom variables, a 429 waited out and refusals recorded', async () => {
    const { user, client } = await createActiveUser(t);
    expect((await connect(client, 'lemlist', { apiKey: 'nope' })).status).toBe(422);
    expect((await connect(client, 'lemlist', { apiKey: KEY })).status).toBe(200);
    expect(lemlist.requests.at(-1)).toMatchObject({
      path: '/api/team',
      headers: { authorization: `Basic ${Buffer.from(`:${KEY}`).toString('base64')}` },
    });
    expect(
      ((await (await client.get('/api/v1/integrations/lemlist/campaigns')).json()) as { items: unknown[] }).items,
    ).toEqual([{ id: TARGET, name: 'Q3 founders', status: 'running' }]);
    const seeded = await seedApprovedCampaign(t, user.id, { prospects: 30 });
    lemlist.leads.get(TARGET)!.push({ email: 'lead7@example.com' }); // already in their campaign
    lemlist.rateLimitNext(/leads/);

    const push = await pushAndWait(
      client,
      'lemlist',
      { campaignId: seeded.campaignId, targetCampaignId: TARGET },
      60_000,
    );
    expect(push).toMatchObject({
      state: 'completed',
      total: 30,
      counts: { created: 28, updated: 0, skipped: 1, failed: 1 },
    });

    const posts = lemlist.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(31); // 30 leads, one of them twice (429 first)
    expect(
      maxPerWindow(
        posts.map((r) => r.at),
        2_000,
      ),
    ).toBeLessThanOrEqual(20);
    const lead0 = posts.find((r) => r.path === `/api/campaigns/${TARGET}/leads/lead0%40example.com`);
    expect(lead0?.body).toEqual({
      firstName: 'Lead0',
      lastName: 'Tester',
      companyName: 'Company 0',
      companyDomain: 'company0.example',
      icebreaker: seededText(0, 1).opener,
      jobTitle: 'CTO',
      location: 'Paris, France',
      subject_1: seededText(0, 1).subject,
      opener_1: seededText(0, 1).opener,
      body_1: seededText(0, 1).body,
      'Funding Stage': 'Series A',
    });

    const results = await allResults(client, push.id);
    expect(results.find((r) => r.email === 'lead4@example.com')).toMatchObject({
      status: 'failed',
      detail: 'lemlist: Invalid email (HTTP 400)',
    });
    expect(results.find((r) => r.email === 'lead7@example.com')).toMatchObject({
      status: 'skipped',
      detail: expect.stringContaining('Already in this lemlist campaign'),
    });
    expect(results.find((r) => r.email === 'lead0@example.com')!.vendorId).toMatch(/^lea_/);
  }, 90_000);
});
