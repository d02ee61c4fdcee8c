import { prospectsCsvSlice } from '#tests/support/campaigns.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';
import { choose } from './support/select.ts';

/** The playground: one prospect and a brief, the e-mail written with its score. */
test('writes one e-mail in the playground, grounded in the prospect, with its score', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'playground', baseURL!);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');

  await page.getByLabel('First name', { exact: true }).fill('Sara');
  await page.getByLabel('Company', { exact: true }).fill('Pibit.ai');
  await page.getByLabel('Job title', { exact: true }).fill('Founder');
  await page
    .getByLabel('What you know about them (company description, notes)')
    .fill('Pibit.ai is an SF-based insurtech company reconstructing commercial underwriting for carriers and MGAs.');
  await page.getByLabel('Your name', { exact: true }).fill('Maya Chen');
  await page.getByLabel('Your offer').fill('Ledgerline closes the books for venture-backed startups in five days.');
  await page.getByRole('button', { name: 'Write e-mail' }).click();

  const result = page.getByRole('region', { name: 'Written e-mail' });
  await expect(result.getByTestId('draft-body')).toContainText('Pibit');
  await expect(result.getByText('Written by the offline composer')).toBeVisible();
  await expect(result.getByRole('region', { name: 'Score' })).toContainText('Grounding');
  await expect(result.getByRole('list', { name: 'Facts used' })).toContainText('✓');
  await expectNoAxeViolations(page, 'playground with a written e-mail');
});

/** A prospect picked from a campaign (with its custom columns and the campaign's brief), then one pasted as JSON. */
test('picks a prospect and a brief from a campaign, and takes a pasted prospect', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'playground-pick', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Remote teams');
  const imported = await page.request.post(`/api/v1/campaigns/${id}/prospects`, {
    data: prospectsCsvSlice(3),
    headers: { 'content-type': 'text/csv', Origin: baseURL! },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto('/dashboard/generation');
  await choose(page, page.getByRole('combobox', { name: 'Campaign', exact: true }), 'Remote teams');
  await choose(page, page.getByRole('combobox', { name: 'Prospect from the campaign' }), 'Luz Nakashima · Lifen');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Luz');
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Lifen');
  await expect(page.getByRole('region', { name: 'Custom columns' })).toContainText('Company Size');
  await page.getByRole('button', { name: 'Use this campaign’s brief' }).click();
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Jane Doe');
  await expectNoAxeViolations(page, 'playground with a picked prospect');
  await page.getByRole('button', { name: 'Write e-mail' }).click();
  await expect(page.getByRole('region', { name: 'Written e-mail' }).getByTestId('draft-body')).toContainText('Lifen');

  await page.getByText('Paste a prospect (JSON)').click();
  const paste = page.getByLabel('Prospect as JSON');
  await paste.fill('Lee, Acme Robotics');
  await page.getByRole('button', { name: 'Fill in the form' }).click();
  await expect(paste).toHaveAccessibleDescription(/Paste a JSON object/);
  await paste.fill('{"first_name": "Lee", "Company": "Acme Robotics", "funding": "Series A"}');
  await page.getByRole('button', { name: 'Fill in the form' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Lee');
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Acme Robotics');
  await expect(page.getByRole('region', { name: 'Custom columns' })).toHaveText(/funding\s*Series A/);
});
