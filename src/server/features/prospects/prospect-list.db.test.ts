import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProspectListPage } from '#shared/prospects.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects } from '#tests/support/campaigns.ts';

/** GET /api/v1/campaigns/:id/prospects: `q` (name, e-mail, company, title; case-insensitive, wildcards literal) and `total`. */
let t: TestApp;
let client: TestClient;
let campaignId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ client } = await createActiveUser(t));
  ({ id: campaignId } = await createCampaignWithProspects(client, { rows: 12 }));
});
afterEach(() => t.close());

const list = async (query: string): Promise<ProspectListPage> => {
  const res = await client.get(`/api/v1/campaigns/${campaignId}/prospects?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProspectListPage;
};

describe('searching and counting prospects', () => {
  it('counts every prospect across pages, and only the matches with q', async () => {
    const firstPage = await list('limit=5');
    expect(firstPage.items).toHaveLength(5);
    expect(firstPage.total).toBe(12);
    expect((await list(`limit=5&cursor=${firstPage.nextCursor}`)).total).toBe(12);

    const all = (await list('limit=50')).items;
    const target = all[7]!;
    for (const text of [target.company!.toUpperCase(), target.email!.split('@')[0]!, target.title!]) {
      const found = await list(`q=${encodeURIComponent(text)}`);
      expect(found.items.map((p) => p.id)).toContain(target.id);
      expect(found.total).toBe(found.items.length);
      expect(found.total).toBeLessThan(12);
    }
    const byName = await list(`q=${encodeURIComponent(`${target.firstName} ${target.lastName}`.toLowerCase())}`);
    expect(byName.items.map((p) => p.id)).toEqual([target.id]);
    expect(byName.total).toBe(1);
  });

  it('reads % and _ in q as themselves, and refuses a q too long', async () => {
    expect(await list('q=%25')).toMatchObject({ items: [], total: 0 });
    expect(await list('q=_')).toMatchObject({ items: [], total: 0 });
    const res = await client.get(`/api/v1/campaigns/${campaignId}/prospects?q=${'x'.repeat(201)}`);
    expect(res.status).toBe(400);
  });
});
