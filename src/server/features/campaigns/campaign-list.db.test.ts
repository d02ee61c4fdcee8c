import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaigns, emails, prospects } from '#server/db/schema/index.ts';
import type { Brief } from '#shared/brief.ts';
import type { EmailStatus } from '#shared/emails.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { LIST_CACHE_TTL_MS } from './list-cache.ts';

/**
 * `GET /api/v1/campaigns` byte for byte on a fixed dataset (issue 16, item 5; decision 036): the body,
 * its order, cursors and overview counts, and the response headers other than the per-request ones, so
 * the list's statement and its caching can change without its answer changing. The dataset covers
 * every stage, a brief stored before today's defaults, a numeric budget, two campaigns created in the
 * same millisecond (ordered by id), a creation time with microseconds, and another user's campaign.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (iso: string) => new Date(iso);
/** A brief stored before its later fields had defaults: not a whole `Brief`, as old rows are not. */
const oldBrief = { senderName: 'Ana', offer: 'Faster onboarding' } as Brief;
const fullBrief = {
  senderName: 'Sam Rivera',
  senderCompany: 'Ledgerly',
  senderRole: 'Founder',
  offer: 'Bookkeeping for seed-stage startups',
  valueProps: ['Books closed in five days', 'A named accountant'],
  callToAction: 'Worth a call?',
  tone: 'direct',
  lengthWords: 120,
  language: 'de',
  steps: 2,
  followUpDays: [4],
} as Brief;

/** Campaign `n`'s e-mails, one prospect each, with these statuses. */
async function emailsOf(n: number, statuses: EmailStatus[]) {
  for (const [i, status] of statuses.entries()) {
    const [prospect] = await t.db
      .insert(prospects)
      .values({ campaignId: id(n), email: `p${i}@c${n}.example` })
      .returning({ id: prospects.id });
    await t.db.insert(emails).values({ campaignId: id(n), prospectId: prospect!.id, step: 1, status });
  }
}

type Owner = Awaited<ReturnType<typeof createActiveUser>>;

async function seed({ user: owner }: Owner, { user: other }: Owner) {
  const base = { userId: owner.id, brief: fullBrief, updatedAt: at('2026-03-01T08:00:00.000Z') };
  const rows: (typeof campaigns.$inferInsert)[] = [
    { ...base, id: id(1), name: 'Draft, old brief', brief: oldBrief, createdAt: at('2026-01-01T00:00:00.000Z') },
    {
      ...base,
      id: id(2),
      name: 'Generating',
      provider: 'openai',
      model: 'gpt-5-mini',
      budgetUsd: '25.5',
      generationState: 'running',
      createdAt: at('2026-01-02T00:00:00.000Z'),
    },
    { ...base, id: id(3), name: 'Paused', generationState: 'paused', createdAt: at('2026-01-03T00:00:00.000Z') },
    { ...base, id: id(4), name: 'Review "quoted" ✓', status: 'active', createdAt: at('2026-01-04T00:00:00.000Z') },
    // Same millisecond as 4: the id breaks the tie (newest first = larger id first).
    { ...base, id: id(5), name: 'Approved', status: 'archived', createdAt: at('2026-01-04T00:00:00.000Z') },
    {
      ...base,
      id: id(6),
      name: 'Exported',
      exportedAt: at('2026-02-01T00:00:00.000Z'),
      createdAt: at('2026-01-05T00:00:00.000Z'),
    },
    { ...base, id: id(9), userId: other.id, name: 'Not mine', createdAt: at('2026-01-06T00:00:00.000Z') },
  ];
  await t.db.insert(campaigns).values(rows);
  // Microseconds the API's ISO strings cannot show (PostgreSQL keeps them; JavaScript dates do not).
  await t.db.execute(`update campaigns set created_at = '2026-01-05T12:00:00.123456Z' where id = '${id(3)}'` as never);
  await emailsOf(2, ['queued', 'generating', 'ready', 'failed']);
  await emailsOf(3, ['queued', 'approved']);
  await emailsOf(4, ['ready', 'approved', 'rejected']);
  await emailsOf(5, ['approved', 'rejected']);
  await emailsOf(6, ['approved']);
}

/** The headers of a response that do not change from one request to the next. */
const stableHeaders = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date'].includes(name)));

describe('GET /api/v1/campaigns on a fixed dataset', () => {
  it('answers the same bytes and headers, page by page', async () => {
    const owner = await createActiveUser(t);
    await seed(owner, await createActiveUser(t));
    const whole = await owner.client.get('/api/v1/campaigns');
    expect(whole.status).toBe(200);
    expect(stableHeaders(whole)).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
        "content-type": "application/json",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "strict-origin-when-cross-origin",
        "strict-transport-security": "max-age=15552000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-frame-options": "SAMEORIGIN",
        "x-permitted-cross-domain-policies": "none",
        "x-xss-protection": "0",
      }
    `);
    const wholeText = await whole.text();
    expect(wholeText).toMatchInlineSnapshot(
      `"{"items":[{"id":"00000000-0000-4000-8000-000000000003","name":"Paused","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"draft","createdAt":"2026-01-05T12:00:00.123Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"paused","total":2,"written":1,"approved":1,"failed":0,"left":1}},{"id":"00000000-0000-4000-8000-000000000006","name":"Exported","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"draft","createdAt":"2026-01-05T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"exported","total":1,"written":1,"approved":1,"failed":0,"left":0}},{"id":"00000000-0000-4000-8000-000000000005","name":"Approved","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"archived","createdAt":"2026-01-04T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"approved","total":2,"written":2,"approved":1,"failed":0,"left":0}},{"id":"00000000-0000-4000-8000-000000000004","name":"Review \\"quoted\\" ✓","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"active","createdAt":"2026-01-04T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"ready_for_review","total":3,"written":3,"approved":1,"failed":0,"left":0}},{"id":"00000000-0000-4000-8000-000000000002","name":"Generating","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":"openai","model":"gpt-5-mini","budgetUsd":25.5,"status":"draft","createdAt":"2026-01-02T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"generating","total":4,"written":1,"approved":0,"failed":1,"left":2}},{"id":"00000000-0000-4000-8000-000000000001","name":"Draft, old brief","brief":{"senderName":"Ana","offer":"Faster onboarding","valueProps":[],"proofPoints":[],"tone":"friendly","lengthWords":90,"language":"en","steps":1,"followUpDays":[],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"draft","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"draft","total":0,"written":0,"approved":0,"failed":0,"left":0}}],"nextCursor":null}"`,
    );

    const pages: string[] = [];
    for (let cursor: string | null = ''; cursor !== null;) {
      const res = await owner.client.get(`/api/v1/campaigns?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const text = await res.text();
      pages.push(text);
      cursor = (JSON.parse(text) as { nextCursor: string | null }).nextCursor;
    }
    expect(pages).toMatchInlineSnapshot(`
      [
        "{"items":[{"id":"00000000-0000-4000-8000-000000000003","name":"Paused","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"draft","createdAt":"2026-01-05T12:00:00.123Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"paused","total":2,"written":1,"approved":1,"failed":0,"left":1}},{"id":"00000000-0000-4000-8000-000000000006","name":"Exported","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"draft","createdAt":"2026-01-05T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"exported","total":1,"written":1,"approved":1,"failed":0,"left":0}}],"nextCursor":"WyIyMDI2LTAxLTA1VDAwOjAwOjAwLjAwMFoiLCIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDYiXQ"}",
        "{"items":[{"id":"00000000-0000-4000-8000-000000000005","name":"Approved","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"archived","createdAt":"2026-01-04T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"approved","total":2,"written":2,"approved":1,"failed":0,"left":0}},{"id":"00000000-0000-4000-8000-000000000004","name":"Review \\"quoted\\" ✓","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"active","createdAt":"2026-01-04T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"ready_for_review","total":3,"written":3,"approved":1,"failed":0,"left":0}}],"nextCursor":"WyIyMDI2LTAxLTA0VDAwOjAwOjAwLjAwMFoiLCIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDQiXQ"}",
        "{"items":[{"id":"00000000-0000-4000-8000-000000000002","name":"Generating","brief":{"senderName":"Sam Rivera","senderCompany":"Ledgerly","senderRole":"Founder","offer":"Bookkeeping for seed-stage startups","valueProps":["Books closed in five days","A named accountant"],"proofPoints":[],"tone":"direct","lengthWords":120,"callToAction":"Worth a call?","language":"de","steps":2,"followUpDays":[4],"research":"off","researchPages":3},"provider":"openai","model":"gpt-5-mini","budgetUsd":25.5,"status":"draft","createdAt":"2026-01-02T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"generating","total":4,"written":1,"approved":0,"failed":1,"left":2}},{"id":"00000000-0000-4000-8000-000000000001","name":"Draft, old brief","brief":{"senderName":"Ana","offer":"Faster onboarding","valueProps":[],"proofPoints":[],"tone":"friendly","lengthWords":90,"language":"en","steps":1,"followUpDays":[],"research":"off","researchPages":3},"provider":null,"model":null,"budgetUsd":null,"status":"draft","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-03-01T08:00:00.000Z","overview":{"stage":"draft","total":0,"written":0,"approved":0,"failed":0,"left":0}}],"nextCursor":null}",
      ]
    `);
    expect(await (await owner.client.get('/api/v1/campaigns?limit=500')).text()).toBe(wholeText);

    // By API key, as integrations call it: the same body, with the rate-limit headers.
    const { key } = await (
      await owner.client.post('/api/v1/api-keys', { name: 'Pin', scopes: ['campaigns:read'] })
    ).json();
    const byKey = await t.client().get('/api/v1/campaigns', { headers: { authorization: `Bearer ${key}` } });
    const keyHeaders = stableHeaders(byKey);
    expect(keyHeaders).toEqual({
      ...stableHeaders(whole),
      'ratelimit-limit': '120',
      'ratelimit-policy': '120;w=60',
      'ratelimit-remaining': '119',
      'ratelimit-reset': '60',
    });
    expect(await byKey.text()).toBe(wholeText);
  });
});

describe('GET /api/v1/campaigns, cached (list-cache.ts)', () => {
  const names = async (client: Owner['client']) =>
    ((await (await client.get('/api/v1/campaigns')).json()) as { items: { name: string }[] }).items.map((c) => c.name);
  const brief = { senderName: 'Ana', offer: 'Faster onboarding' };

  it("shows the caller's own writes at once: create, rename, delete", async () => {
    const { client } = await createActiveUser(t);
    expect(await names(client)).toEqual([]);
    const { id: first } = await (await client.post('/api/v1/campaigns', { name: 'First', brief })).json();
    expect(await names(client)).toEqual(['First']);
    await client.post('/api/v1/campaigns', { name: 'Second', brief });
    expect(await names(client)).toEqual(['Second', 'First']);
    await client.patch(`/api/v1/campaigns/${first}`, { name: 'Renamed' });
    expect(await names(client)).toEqual(['Second', 'Renamed']);
    await client.delete(`/api/v1/campaigns/${first}`);
    expect(await names(client)).toEqual(['Second']);
  });

  it('shows a change made by another process within LIST_CACHE_TTL_MS', async () => {
    const { client } = await createActiveUser(t);
    const { id } = await (await client.post('/api/v1/campaigns', { name: 'Mine', brief })).json();
    expect(await names(client)).toEqual(['Mine']);
    // Another process's write: straight to the database, past this process's drizzle (write-watch.ts).
    const client$ = (t.db as unknown as { $client: unknown }).$client as {
      query(text: string, params: unknown[]): Promise<unknown>;
    };
    await client$.query('update campaigns set name = $1 where id = $2', ['Changed elsewhere', id]);
    const changedAt = Date.now();
    expect(await names(client)).toEqual(['Mine']);
    await sleep(LIST_CACHE_TTL_MS - (Date.now() - changedAt));
    expect(await names(client)).toEqual(['Changed elsewhere']);
  });
});
