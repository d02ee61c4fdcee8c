import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';

/** The playground (issue 4 item 8): one prospect and a brief, the e-mail written with its score. */
test('writes one e-mail in the playground, grounded in the prospect, with its score', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'playground', baseURL!);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');

  await page.getByLabel('First name', { exact: true }).fill('Sara');
  await page.getByLabel('Company', { exact: true }).fill('Pibit.ai');
  await page.getByLabel('Job title', { exact: true }).fill('Founder');
  await page.getByLabel('What you know about them (company description, notes)').fill('Pibit.ai is an SF-based insurtech company reconstructing commercial underwriting for carriers and MGAs.');
  await page.getByLabel('Your name', { exact: true }).fill('Maya Chen');
  await page.getByLabel('Your offer').fill('Ledgerline closes the books for venture-backed startups in five days.');
  await page.getByRole('button', { name: 'Write e-mail' }).click();

  const result = page.getByRole('region', { name: 'Written e-mail' });
  await expect(result.getByTestId('draft-body')).toContainText('Pibit');
  await expect(result.getByText('Written by the offline composer')).toBeVisible();
  await expect(result.getByRole('region', { name: 'Score' })).toContainText('Grounding');
  await expect(result.getByRole('list', { name: 'Facts used' })).toContainText('✓');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
