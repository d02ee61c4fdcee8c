import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';

/** The dashboard's figures and content generation chart (SPEC §2), from real data made through the API. */
const CSV = [
  'Email,First Name,Company Name,Company Description',
  'ana@acme-robotics.com,Ana,Acme Robotics,"Acme Robotics builds robots that sort parcels for regional carriers."',
  'ben@globex-labs.com,Ben,Globex Labs,"Globex Labs runs clinical trials software for 40 hospitals."',
].join('\n');

test('the dashboard shows the user’s figures and e-mails generated today', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'dashboard', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Chart campaign');
  const origin = { origin: baseURL! };
  expect(
    (
      await page.request.post(`/api/v1/campaigns/${id}/prospects`, {
        data: CSV,
        headers: { ...origin, 'content-type': 'text/csv' },
      })
    ).status(),
  ).toBe(200);
  expect((await page.request.post(`/api/v1/campaigns/${id}/generate`, { data: {}, headers: origin })).status()).toBe(
    202,
  );
  await expect
    .poll(async () => (await (await page.request.get(`/api/v1/campaigns/${id}/progress`)).json()).ready, {
      timeout: 20_000,
    })
    .toBe(2);

  await page.goto('/dashboard');
  const summary = page.getByRole('list', { name: 'Summary' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Campaigns' })).toContainText('1');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Prospects' })).toContainText('2');
  await expect(summary.getByRole('listitem').filter({ hasText: 'E-mails ready' })).toContainText('2');
  await expect(page.getByText('2 in the last 30 days.')).toBeVisible();
  await expect(page.getByTestId('generation-chart').locator('.recharts-bar-rectangle').first()).toBeAttached();
  // The chart's figures for screen readers: 30 days, today with 2.
  const table = page.getByRole('table', { name: 'E-mails generated per day, last 30 days' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').last()).toContainText('2');
});
