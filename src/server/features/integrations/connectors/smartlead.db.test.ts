import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { SMARTLEAD_MAX_LEADS, startFakeSmartlead, type FakeSmartlead } from '#tests/fakes/vendors/smartlead-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { seedApprovedCampaign, seededText } from '#tests/support/approved-campaign.ts';
import { allResults, connect, pushAndWait } from '#tests/support/integrations.ts';

/** Pushing approved e-mails to a local Smartlead (API v1): batches of at most 400, custom fields, per-lead refusals. */
const KEY = 'sl-0123456789abcdef-key-QRST';
const TARGET = 4242;

let t: TestApp;
let smartlead: FakeSmartlead;
beforeEach(async () => {
  smartlead = await startFakeSmartlead({
    apiKey: KEY,
    campaigns: [
      { id: TARGET, name: 'Agencies EU' },
      { id: 7, name: 'Draft', status: 'DRAFTED' },
    ],
    invalid: ['lead5@example.com'],
    unsubscribed: ['lead6@example.com'],
  });
  t = await createTestApp({ workers: true, env: { SMARTLEAD_API_URL: smartlead.url } });
});
afterEach(async () => {
  await t.close();
  await smartlead.close();
});

describe('push to Smartlead', () => {
  it('sends 401 leads in batches of at most 400 with the e-mail text in custom_fields, and records each refusal', async () => {
    const { user, client } = await createActiveUser(t);
    expect((await connect(client, 'smartlead', { apiKey: 'wrong' })).status).toBe(422);
    expect((await connect(client, 'smartlead', { apiKey: KEY })).status).toBe(200);
    expect(
      ((await (await client.get('/api/v1/integrations/smartlead/campaigns')).json()) as { items: unknown[] }).items,
    ).toEqual([
      { id: String(TARGET), name: 'Agencies EU', status: 'active' },
      { id: '7', name: 'Draft', status: 'drafted' },
    ]);
    const seeded = await seedApprovedCampaign(t, user.id, { prospects: 401 });
    smartlead.rateLimitNext(/leads$/);

    const push = await pushAndWait(
      client,
      'smartlead',
      { campaignId: seeded.campaignId, targetCampaignId: String(TARGET) },
      90_000,
    );
    expect(push).toMatchObject({
      state: 'completed',
      total: 401,
      counts: { created: 399, updated: 0, skipped: 1, failed: 1 },
    });

    const posts = smartlead.requests.filter((r) => r.method === 'POST');
    const sizes = posts.map((r) => (r.body as { lead_list: unknown[] }).lead_list.length);
    expect(sizes).toEqual([400, 400, 1]); // the first refused with 429, sent again, then the rest
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SMARTLEAD_MAX_LEADS);
    expect(posts.every((r) => r.query.get('api_key') === KEY && r.path === `/api/v1/campaigns/${TARGET}/leads`)).toBe(
      true,
    );
    const lead = (posts[1]!.body as { lead_list: Record<string, unknown>[]; settings: unknown }).lead_list[2];
    expect(lead).toEqual({
      email: 'lead2@example.com',
      first_name: 'Lead2',
      last_name: 'Tester',
      company_name: 'Company 2',
      website: 'https://company2.example',
      location: 'Paris, France',
      custom_fields: {
        job_title: 'CTO',
        subject_1: seededText(2, 1).subject,
        opener_1: seededText(2, 1).opener,
        body_1: seededText(2, 1).body,
        'Funding Stage': 'Series A',
      },
    });
    expect(smartlead.leads.get(String(TARGET))).toHaveLength(399);

    const results = await allResults(client, push.id);
    expect(results).toHaveLength(401);
    expect(results.find((r) => r.email === 'lead5@example.com')).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining('invalid'),
    });
    expect(results.find((r) => r.email === 'lead6@example.com')).toMatchObject({
      status: 'skipped',
      detail: 'Unsubscribed in Smartlead.',
    });
    const failed = (await (await client.get(`/api/v1/integrations/pushes/${push.id}?status=failed`)).json()) as {
      results: { items: { email: string }[] };
    };
    expect(failed.results.items.map((r) => r.email)).toEqual(['lead5@example.com']);

    // A second push of the same campaign adds nobody twice: Smartlead reports them as already there.
    const again = await pushAndWait(
      client,
      'smartlead',
      { campaignId: seeded.campaignId, targetCampaignId: String(TARGET) },
      90_000,
    );
    expect(again.counts).toEqual({ created: 0, updated: 0, skipped: 400, failed: 1 });
    expect(smartlead.leads.get(String(TARGET))).toHaveLength(399);
    expect((await allResults(client, again.id)).find((r) => r.email === 'lead0@example.com')!.detail).toContain(
      '398 already in the campaign',
    );
  }, 120_000);
});
