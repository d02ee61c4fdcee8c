import { startFixtureSites, type FixtureSites } from '#tests/support/fixture-sites.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsActiveUser } from './support/api.ts';

/**
 * Prospect research end to end (issue 15): a campaign with research on, whose prospects have only a
 * name, a company, a title and a website — a fixture site this test serves on 127.0.0.1 (the e2e server
 * has RESEARCH_ALLOW_PRIVATE=true) — is generated; the review pane shows the opener's claim linked to
 * the page it came from with its quote, the pages read and skipped; the CSV export cites the passage.
 */
let sites: FixtureSites;
test.beforeAll(async () => {
  // The app resolves names with the real DNS, so it reaches the fixture site by its address.
  sites = await startFixtureSites({ aliases: { '127.0.0.1': 'northwind.test' } });
});
test.afterAll(async () => sites.close());

test.use({ viewport: { width: 1440, height: 900 } });

test('writes from the prospect’s website, shows each claim’s source, and exports it', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'research', baseURL!);
  const headers = { Origin: baseURL! };
  const created = await page.request.post('/api/v1/campaigns', {
    data: {
      name: 'Researched',
      brief: {
        senderName: 'Maya Chen',
        senderCompany: 'Ledgerline',
        offer: 'Ledgerline posts freight accruals automatically so finance teams close the month in five days.',
        research: 'website',
        researchPages: 3,
        steps: 1,
      },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const site = `http://127.0.0.1:${sites.port}/`;
  const imported = await page.request.post(`/api/v1/campaigns/${id}/prospects`, {
    data: `First Name,Company,Title,Website,Email\nAna,Northwind,VP Finance,${site},ana@northwind.example\n`,
    headers: { ...headers, 'content-type': 'text/csv' },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  // The E-mails tab's generate panel, with research in the estimate.
  await page.goto(`/dashboard/campaigns/${id}?tab=emails`);
  await expect(page.getByText(/Research: up to \d+ requests to 1 site/)).toBeVisible();
  expect((await page.request.post(`/api/v1/campaigns/${id}/generate`, { data: {}, headers })).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/v1/campaigns/${id}/progress`)).json()) as { ready: number }).ready,
      { timeout: 60_000 },
    )
    .toBe(1);
  // robots.txt keeps /customers from Coldsmith: never asked.
  expect(sites.log.filter((r) => r.path.startsWith('/customers'))).toEqual([]);
  expect(sites.log.filter((r) => r.path === '/robots.txt')).toHaveLength(1);

  await page.reload();
  const preview = page.getByRole('region', { name: 'Selected e-mail' });
  const cited = preview.getByRole('link', { name: /, from .*\(opens in a new tab\)$/ }).first();
  await expect(cited).toBeVisible();
  await expect(cited).toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:${sites.port}/`));
  await cited.hover();
  await expect(page.getByRole('tooltip')).toContainText('From ');

  const card = page.getByRole('complementary', { name: 'Prospect' });
  await expect(card.getByRole('heading', { name: 'Research' })).toBeVisible();
  const pages = card.getByRole('list', { name: 'Pages read' });
  await expect(pages).toContainText('Northwind Freight Cloud');
  await expect(pages).toContainText(/robots\.txt disallows it/);
  await expect(card.getByText('cited').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the review pane with research');

  const exported = await page.request.get(`/api/v1/campaigns/${id}/export?format=csv&status=all`);
  expect(exported.ok()).toBe(true);
  const csv = await exported.text();
  expect(csv).toContain('sources_1');
  expect(csv).toContain(`” — http://127.0.0.1:${sites.port}/`);
});
