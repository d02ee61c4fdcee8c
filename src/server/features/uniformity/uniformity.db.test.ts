import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '#server/db/schema/index.ts';
import { batchUniformity } from '#server/engine/judge/uniformity.ts';
import type { Email } from '#shared/review.ts';
import { batchUniformitySchema, type BatchUniformity } from '#shared/uniformity.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createKey, keyClient } from '#tests/support/api-keys.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { campaignUniformity } from './uniformity.service.ts';

/**
 * `GET /api/v1/campaigns/:id/uniformity` through the app on PGlite: a campaign of 8 prospects and 2
 * steps written by the offline composer, then its first e-mails edited by hand — to 8 different
 * e-mails (not templated), then to one template (templated) — as a reviewer would. Only first-step
 * e-mails with a body count, failed ones left out; the answer is cached until an e-mail changes; another
 * user's campaign is 404; an API key needs `emails:read`.
 */
const PROSPECTS = 8;

const handWritten = [
  'Your changelog says the Android app now syncs offline. We help small mobile teams ship that kind of release without a late-night rollback.',
  'Congrats on opening the Lisbon office. Hiring across two time zones usually breaks payroll first, and that is the part we take off your plate.',
  'Saw the job post for a second data engineer. Most teams hire one when the nightly jobs start failing quietly; we catch those failures early.',
  'Three of your last five blog posts are about pricing experiments. Our customers run those tests on invoices without touching the billing code.',
  'Your docs promise 99.9 % uptime to enterprise buyers. Keeping it means hearing about a broken webhook in minutes, not from a support ticket.',
  'Moving the whole support team to async was a bold call. If response times held up, I would love to hear how it went.',
  'Eleven open roles and a new VP of Sales suggests a big year. New sellers ramp faster with call notes that write themselves.',
  'Your founder’s post on churn named silent failures as the worst kind. That is exactly the gap our alerts close for B2B teams.',
];

let t: TestApp;
let client: TestClient;
let campaignId: string;
let firstStep: Email[];
beforeAll(async () => {
  t = await createTestApp({ workers: true });
  client = (await createActiveUser(t)).client;
  campaignId = (await createCampaignWithProspects(client, { rows: PROSPECTS, brief: { steps: 2 } })).id;
  await client.post(`/api/v1/campaigns/${campaignId}/generate`, {});
  await waitForProgress(client, campaignId, settled);
  const list = (await (await client.get(`/api/v1/campaigns/${campaignId}/emails?step=1&limit=50`)).json()) as {
    items: Email[];
  };
  firstStep = list.items;
}, 60_000);
afterAll(() => t?.close());

async function uniformity(as: TestClient = client): Promise<BatchUniformity> {
  const res = await as.get(`/api/v1/campaigns/${campaignId}/uniformity`);
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  expect(batchUniformitySchema.parse(body)).toEqual(body); // the documented shape, nothing more or less
  return body as BatchUniformity;
}

const edit = async (email: Email, prose: string) => {
  const res = await client.patch(`/api/v1/emails/${email.id}`, { body: `Hi there,\n\n${prose}\n\nBest,\nMaya` });
  expect(res.status).toBe(200);
};

describe('GET /api/v1/campaigns/:id/uniformity', () => {
  it('measures the first e-mails only, one per prospect', async () => {
    expect(firstStep).toHaveLength(PROSPECTS);
    const u = await uniformity();
    expect(u.emails).toBe(PROSPECTS);
    expect(u.pairwiseSample).toBe(PROSPECTS);
    expect(u.distinctOpenerFrames.count).toBeGreaterThan(0);
  });

  it('finds hand-written e-mails varied, and the same e-mails filled into one template templated', async () => {
    for (const [i, email] of firstStep.entries()) await edit(email, handWritten[i]!);
    const varied = await uniformity();
    expect(varied).toMatchObject({ emails: PROSPECTS, templated: false, reasons: [], topSentenceShare: 0 });
    expect(varied.meanPairwiseTrigramJaccard).toBeLessThan(0.05);

    for (const email of firstStep) {
      await edit(
        email,
        `I came across ${email.prospect.company} and wanted to reach out. We close the books for startups in five days, with a named accountant in your Slack.`,
      );
    }
    const templated = await uniformity();
    expect(templated.templated).toBe(true);
    expect(templated.topSentenceShare).toBe(1);
    expect(templated.reasons[0]).toBe(
      'the same sentence is in 100 % of the e-mails (limit 25 %): “We close the books for startups in five days, with a named…”',
    );
    expect(templated.distinctOpenerFrames.top[0]).toEqual({
      text: 'i came across … and wanted to reach out',
      emails: PROSPECTS,
      share: 1,
    });
  });

  it('leaves out failed e-mails and e-mails without a body', async () => {
    await t.db.update(emails).set({ status: 'failed' }).where(eq(emails.id, firstStep[0]!.id));
    await t.db
      .update(emails)
      .set({ body: '', status: 'queued' })
      .where(and(eq(emails.id, firstStep[1]!.id)));
    expect((await uniformity()).emails).toBe(PROSPECTS - 2);
  });

  it('computes once until an e-mail of the campaign changes', async () => {
    let computed = 0;
    const counting: typeof batchUniformity = (batch) => (computed++, batchUniformity(batch));
    await edit(firstStep[3]!, handWritten[3]!); // what the route cached before is now stale
    const first = await campaignUniformity(t.db, campaignId, counting);
    expect(await campaignUniformity(t.db, campaignId, counting)).toBe(first);
    expect(computed).toBe(1);
    await edit(firstStep[2]!, handWritten[2]!);
    const after = await campaignUniformity(t.db, campaignId, counting);
    expect(computed).toBe(2);
    expect(after).not.toEqual(first);
  });

  it('is 404 for another user’s campaign and an unknown id, 401 without a session', async () => {
    const other = await createActiveUser(t);
    expect((await other.client.get(`/api/v1/campaigns/${campaignId}/uniformity`)).status).toBe(404);
    expect((await client.get('/api/v1/campaigns/00000000-0000-4000-8000-000000000000/uniformity')).status).toBe(404);
    expect((await client.get('/api/v1/campaigns/not-a-uuid/uniformity')).status).toBe(404);
    expect((await t.client().get(`/api/v1/campaigns/${campaignId}/uniformity`)).status).toBe(401);
  });

  it('answers an API key with emails:read, and refuses one without it with 403', async () => {
    const reader = keyClient(t, (await createKey(client, ['emails:read'])).key);
    expect((await reader.get(`/api/v1/campaigns/${campaignId}/uniformity`)).status).toBe(200);
    const campaignsOnly = keyClient(t, (await createKey(client, ['campaigns:read'])).key);
    const refused = await campaignsOnly.get(`/api/v1/campaigns/${campaignId}/uniformity`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});
