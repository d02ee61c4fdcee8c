import type { APIRequestContext } from '@playwright/test';
import { prospectsCsvSlice } from '#tests/support/campaigns.ts';
import { expect, test } from './fixtures.ts';
import { choose } from './support/select.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';
import { INSTANTLY_E2E_BLOCKLIST, INSTANTLY_E2E_CAMPAIGN, INSTANTLY_E2E_KEY } from './support/server-env.ts';

/**
 * /integrations in the browser: connect Instantly (the local API v2 stand-in the e2e
 * server reaches through INSTANTLY_API_URL), push a campaign's approved e-mails into one of its
 * campaigns, and read the results — one prospect skipped by Instantly's blocklist. axe checks the page.
 */
async function approvedCampaign(request: APIRequestContext, baseURL: string): Promise<{ id: string; name: string }> {
  const name = 'Remote teams push';
  const { id } = await createCampaignViaApi(request, baseURL, name);
  const headers = { Origin: baseURL };
  const imported = await request.post(`/api/v1/campaigns/${id}/prospects`, {
    data: prospectsCsvSlice(3),
    headers: { ...headers, 'content-type': 'text/csv' },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect((await request.post(`/api/v1/campaigns/${id}/generate`, { data: {}, headers })).status()).toBe(202);
  await expect
    .poll(
      async () => ((await (await request.get(`/api/v1/campaigns/${id}/progress`)).json()) as { ready: number }).ready,
      { timeout: 30_000 },
    )
    .toBe(3);
  expect(
    (
      await request.post(`/api/v1/campaigns/${id}/emails/bulk`, { data: { action: 'approve', filter: {} }, headers })
    ).status(),
  ).toBe(200);
  return { id, name };
}

test('connects Instantly, pushes a campaign’s approved e-mails and shows each prospect’s result', async ({
  page,
  baseURL,
}) => {
  await signInAsActiveUser(page.request, 'integrations', baseURL!);
  const campaign = await approvedCampaign(page.request, baseURL!);

  await page.goto('/integrations');
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Integrations' }).waitFor();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Instantly', exact: true });
  const badge = card.locator('[data-slot="badge"]');
  await expect(badge).toHaveText('Not connected');
  await expect(page.getByRole('region', { name: 'Zapier', exact: true })).toContainText('Catch Hook');
  await expectNoAxeViolations(page, '/integrations');

  // A wrong key is refused by Instantly, under the field; the right one is checked and stored.
  await card.getByRole('button', { name: 'Connect Instantly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Instantly' });
  await expect(dialog).toContainText('Settings → Integrations → API keys');
  await dialog.getByLabel('API key (API v2)').fill('not-the-key-0000000000');
  await dialog.getByRole('button', { name: 'Check and save' }).click();
  await expect(dialog.getByText(/Instantly refused the credential/)).toBeVisible();
  await dialog.getByLabel('API key (API v2)').fill(INSTANTLY_E2E_KEY);
  await dialog.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByText('Instantly connected')).toBeVisible();
  await expect(badge).toHaveText('Connected');
  await expect(card.getByTestId('instantly-secret')).toHaveText('••••KEYS');

  // Push: our campaign (3 approved), their campaign, then live progress and results.
  await card.getByRole('button', { name: 'Push approved e-mails' }).click();
  const push = page.getByRole('dialog', { name: 'Push approved e-mails to Instantly' });
  await choose(page, push.getByLabel('Your campaign'), campaign.name);
  await expect(push.getByText('3 approved e-mails')).toBeVisible();
  await choose(page, push.getByLabel('Campaign in Instantly'), `${INSTANTLY_E2E_CAMPAIGN.name} (active)`);
  await push.getByRole('button', { name: 'Push to Instantly' }).click();
  await expect(push.getByRole('status').filter({ hasText: 'Done · 3 of 3' })).toBeVisible({ timeout: 20_000 });
  await expect(push.getByTestId('push-created')).toHaveText('2');
  await expect(push.getByTestId('push-skipped')).toHaveText('1');
  const results = push.getByRole('region', { name: 'Push results' });
  await expect(results.getByRole('row')).toHaveCount(4);
  await choose(page, push.getByLabel('Show'), 'Skipped');
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText(INSTANTLY_E2E_BLOCKLIST[0]!);
  await expect(results).toContainText('on a blocklist');
  await expectNoAxeViolations(page, 'push dialog with results');
  await page.keyboard.press('Escape');
  await expect(card).toContainText('Last used');
});
