import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProspectListPage } from '#shared/prospects.ts';
import type { ProspectResearch } from '#shared/research.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import type { TestApp, TestClient } from '#tests/setup/test-app.ts';
import { startResearchApp } from '#tests/support/research-app.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import { startFixtureSites, type FixtureSites } from '#tests/support/fixture-sites.ts';
import { until } from '#tests/support/until.ts';

/**
 * Prospect research end to end on the server (issue 15): POST …/research queues it, the worker fetches
 * the fixture sites on 127.0.0.1 (RESEARCH_ALLOW_PRIVATE, names through the fixture resolver), and
 * GET /api/v1/prospects/:id/research shows sources, passages and what was skipped and why.
 */
let sites: FixtureSites;
let t: TestApp;
let owner: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  sites = await startFixtureSites();
  ({ t, owner } = await startResearchApp(sites.resolver));
  stranger = (await createActiveUser(t)).client;
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

async function campaignWith(rows: Record<string, string>[]) {
  const campaign = (await (
    await owner.post('/api/v1/campaigns', { name: 'Research', brief: { ...testBrief, research: 'website' } })
  ).json()) as { id: string };
  const imported = await owner.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: rows });
  expect(imported.status).toBe(200);
  const page = (await (await owner.get(`/api/v1/campaigns/${campaign.id}/prospects`)).json()) as ProspectListPage;
  const byCompany = new Map(page.items.map((p) => [p.company, p.id]));
  return { id: campaign.id, prospect: (company: string) => byCompany.get(company)! };
}

const research = async (client: TestClient, prospectId: string) =>
  client.get(`/api/v1/prospects/${prospectId}/research`);
const finished = (r: ProspectResearch) => ['done', 'skipped', 'failed'].includes(r.state);
async function researched(prospectId: string): Promise<ProspectResearch> {
  return until(
    async () => (await (await research(owner, prospectId)).json()) as ProspectResearch,
    finished,
    `research of ${prospectId}`,
    60_000,
  );
}

describe('prospect research', () => {
  it('fetches each site politely and shows its pages, passages and skips', async () => {
    const campaign = await campaignWith([
      { email: 'ana@northwind.test', firstName: 'Ana', company: 'Northwind', website: sites.url('northwind.test') },
      { email: 'raj@lumen.test', firstName: 'Raj', company: 'Lumen' },
      { email: 'kim@gmail.com', firstName: 'Kim', company: 'Freelance' },
    ]);
    expect((await research(owner, campaign.prospect('Northwind'))).status).toBe(404);
    const started = await owner.post(`/api/v1/campaigns/${campaign.id}/research`, {});
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ queued: 3 });

    const northwind = await researched(campaign.prospect('Northwind'));
    expect(northwind).toMatchObject({ state: 'done', siteUrl: sites.url('northwind.test', '/') });
    expect(northwind.sources.length).toBeGreaterThan(1);
    const home = northwind.sources[0]!;
    expect(home).toMatchObject({ status: 200, skipped: null });
    expect(home.passages.length).toBeGreaterThan(0);
    // robots.txt keeps /customers from Coldsmith: recorded as skipped, and never requested.
    expect(northwind.sources.find((s) => s.url.endsWith('/customers'))).toMatchObject({
      status: null,
      skipped: { reason: 'robots_disallowed' },
      passages: [],
    });
    expect(sites.log.filter((r) => r.host === 'northwind.test' && r.path.startsWith('/customers'))).toEqual([]);
    for (const request of sites.log) expect(request.userAgent).toMatch(/^Coldsmith\/1\.0 \(\+/);

    // No website: the e-mail's domain is researched instead.
    const lumen = await researched(campaign.prospect('Lumen'));
    expect(lumen.siteUrl).toBe('https://lumen.test/');
    // A mailbox provider's domain says nothing about the company.
    const freelance = await researched(campaign.prospect('Freelance'));
    expect(freelance).toMatchObject({ state: 'skipped', sources: [] });
    expect(freelance.reason).toContain('gmail.com is a mailbox provider');

    // One request a second per host: the send times the fetcher recorded (after its pacer's wait).
    const sent = northwind.sources
      .filter((s) => s.status !== null)
      .map((s) => Date.parse(s.fetchedAt))
      .sort((a, b) => a - b);
    expect(sent.length).toBeGreaterThan(1);
    for (let i = 1; i < sent.length; i++) expect(sent[i]! - sent[i - 1]!).toBeGreaterThanOrEqual(1_000);
  });

  it('reuses fresh pages for the same site, and fetches them again on refresh', async () => {
    const row = {
      email: 'eva@northwind.test',
      firstName: 'Eva',
      company: 'Northwind',
      website: sites.url('northwind.test'),
    };
    const first = await campaignWith([row]);
    await owner.post(`/api/v1/campaigns/${first.id}/research`, {});
    await researched(first.prospect('Northwind'));
    const requests = sites.log.length;

    const second = await campaignWith([row]);
    await owner.post(`/api/v1/campaigns/${second.id}/research`, {});
    const cached = await researched(second.prospect('Northwind'));
    expect(cached.state).toBe('done');
    expect(sites.log.length).toBe(requests);

    await owner.post(`/api/v1/campaigns/${second.id}/research`, { refresh: true });
    await until(
      () => sites.log.length,
      (n) => n > requests,
      'a refreshed fetch',
      30_000,
    );
    expect((await researched(second.prospect('Northwind'))).state).toBe('done');
  });

  it("keeps another user's prospects and campaigns out of reach", async () => {
    const campaign = await campaignWith([{ email: 'zoe@lumen.test', firstName: 'Zoe', company: 'Lumen' }]);
    expect((await stranger.post(`/api/v1/campaigns/${campaign.id}/research`, {})).status).toBe(404);
    expect((await research(stranger, campaign.prospect('Lumen'))).status).toBe(404);
    const invalid = await owner.post(`/api/v1/campaigns/${campaign.id}/research`, { prospectIds: ['nope'] });
    expect(invalid.status).toBe(400);
  });
});
