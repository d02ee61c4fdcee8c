import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Progress } from '#shared/generation.ts';
import type { ProspectListPage } from '#shared/prospects.ts';
import type { ProspectResearch } from '#shared/research.ts';
import type { Email } from '#shared/review.ts';
import type { Page } from '#shared/lists.ts';
import type { TestApp, TestClient } from '#tests/setup/test-app.ts';
import { startResearchApp } from '#tests/support/research-app.ts';
import { settled, waitForProgress } from '#tests/support/campaigns.ts';
import { EDGE_PATHS, startFixtureSites, type FixtureSites } from '#tests/support/fixture-sites.ts';

/**
 * Generation with research on (issue 15): the generate request asks research for its prospects, their
 * e-mails wait for it, and then the writer (the offline composer here) takes its hook from the site;
 * every claim from a passage cites it (URL and quote), and a site carrying injected instructions makes
 * the e-mail `prompt_injection`, verdict dont_send, without a word of the injection in it.
 */
let sites: FixtureSites;
let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  sites = await startFixtureSites();
  ({ t, owner } = await startResearchApp(sites.resolver));
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

const brief = {
  senderName: 'Maya Chen',
  senderCompany: 'Ledgerline',
  senderRole: 'Founder',
  offer: 'Ledgerline closes the books for finance teams in five days, not fifteen, with accruals posted automatically.',
  valueProps: ['Month-end close in five days'],
  callToAction: 'Worth a 15-minute call next week?',
  research: 'website',
  researchPages: 2,
  steps: 1,
};

async function campaignWith(rows: Record<string, string>[]) {
  const created = await owner.post('/api/v1/campaigns', { name: 'Researched', brief });
  const campaign = (await created.json()) as { id: string };
  expect(
    (await owner.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: rows })).status,
  ).toBe(200);
  return campaign.id;
}

describe('generation with research', () => {
  it('waits for each prospect’s research, then writes from the site and cites it', async () => {
    const campaignId = await campaignWith([
      // Name, company, title and website only: the row says nothing about what they do.
      {
        email: 'ana@northwind.test',
        firstName: 'Ana',
        title: 'VP Finance',
        company: 'Northwind',
        website: sites.url('northwind.test'),
      },
      {
        email: 'omar@quarry.test',
        firstName: 'Omar',
        title: 'CFO',
        company: 'Quarry Labs',
        website: sites.url('edge.test', EDGE_PATHS.injected),
      },
    ]);
    const started = await owner.post(`/api/v1/campaigns/${campaignId}/generate`, {});
    expect(started.status).toBe(202);
    // The first look finds research under way and nothing written yet.
    const early = (await (await owner.get(`/api/v1/campaigns/${campaignId}/progress`)).json()) as Progress;
    expect(early.ready).toBe(0);

    await waitForProgress(owner, campaignId, settled, 60_000);
    const page = (await (await owner.get(`/api/v1/campaigns/${campaignId}/emails`)).json()) as Page<Email>;
    const byCompany = new Map(page.items.map((e: Email) => [e.prospect.company, e]));

    const northwind = byCompany.get('Northwind')!;
    expect(northwind.status).toBe('ready');
    // Research finished before the e-mail was written.
    const research = (await (
      await owner.get(`/api/v1/prospects/${northwind.prospectId}/research`)
    ).json()) as ProspectResearch;
    expect(research.state).toBe('done');
    expect(Date.parse(research.finishedAt!)).toBeLessThanOrEqual(Date.parse(northwind.updatedAt));

    const cited = northwind.factsUsed.filter((f) => f.field === 'research');
    expect(cited.length).toBeGreaterThan(0);
    const passages = new Map(research.sources.flatMap((s) => s.passages.map((p) => [p.id, { ...p, url: s.url }])));
    for (const fact of cited) {
      expect(fact.supported).toBe(true);
      const passage = passages.get(fact.source!.passageId)!;
      expect(passage.text).toContain(fact.source!.quote);
      expect(fact.source!.url).toBe(passage.url);
    }
    // The claim ledger: every claim supported; those from the site cite their passage.
    expect(northwind.claims.length).toBeGreaterThan(0);
    expect(northwind.claims.filter((c) => !c.supported)).toEqual([]);
    for (const claim of northwind.claims.filter((c) => c.field === 'research'))
      expect(passages.get(claim.source!.passageId)?.text).toContain(claim.source!.quote);
    expect(northwind.verdict).not.toBe('dont_send');

    // An edit is checked against the same passages: the cited claims stay supported and cited.
    const edited = await owner.request(`/api/v1/emails/${northwind.id}`, {
      method: 'PATCH',
      json: { body: northwind.body.replace(/^(Hi|Hello) Ana,/, 'Hey Ana,') },
    });
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as Email;
    expect(after.claims.filter((c) => c.field === 'research').map((c) => c.source!.passageId)).toEqual(
      northwind.claims.filter((c) => c.field === 'research').map((c) => c.source!.passageId),
    );
    expect(after.claims.filter((c) => !c.supported)).toEqual([]);

    const quarry = byCompany.get('Quarry Labs')!;
    expect(quarry.flags).toContain('prompt_injection');
    expect(quarry.verdict).toBe('dont_send');
    for (const injected of ['market leader', 'Insurtech Award', 'discount', 'Friday'])
      expect(quarry.body).not.toContain(injected);
    const editedQuarry = await owner.request(`/api/v1/emails/${quarry.id}`, {
      method: 'PATCH',
      json: { subject: 'Quarry Labs and month-end' },
    });
    expect(((await editedQuarry.json()) as Email).flags).toContain('prompt_injection');
  });

  it('answers the e-mail list with claims for every e-mail, [] before it is written', async () => {
    const campaignId = await campaignWith([{ email: 'kim@gmail.com', firstName: 'Kim', company: 'Freelance' }]);
    const list = (await (await owner.get(`/api/v1/campaigns/${campaignId}/emails`)).json()) as Page<Email>;
    expect(list.items).toEqual([]);
    await owner.post(`/api/v1/campaigns/${campaignId}/generate`, {});
    await waitForProgress(owner, campaignId, settled, 60_000);
    const prospects = (await (await owner.get(`/api/v1/campaigns/${campaignId}/prospects`)).json()) as ProspectListPage;
    const research = (await (
      await owner.get(`/api/v1/prospects/${prospects.items[0]!.id}/research`)
    ).json()) as ProspectResearch;
    // Nothing to research (a mailbox provider's domain): skipped, and the e-mail is written anyway.
    expect(research.state).toBe('skipped');
    const written = (await (await owner.get(`/api/v1/campaigns/${campaignId}/emails`)).json()) as Page<Email>;
    expect(written.items[0]!.status).toBe('ready');
    expect(written.items[0]!.factsUsed.some((f) => f.field === 'research')).toBe(false);
  });
});
