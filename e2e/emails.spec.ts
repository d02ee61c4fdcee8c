import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { prospectsCsvSlice } from '#tests/support/campaigns.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';
import { dropFile } from './support/drop.ts';
import { choose } from './support/select.ts';
import { exportFormatLabels } from '#shared/export.ts';

/**
 * The main job end to end in the browser: the first 50 rows of the committed prospect list
 * (tests/fixtures/prospects: real Remote-in-Tech companies, made-up contacts) imported through the
 * drop zone, written by the offline composer (overnight mode offered disabled, with the reason), reviewed (edit, approve with the keyboard, bulk
 * approve), and exported in the Instantly preset; axe checks the review screen.
 */
test('imports 50 real rows, generates, reviews, approves and exports for Instantly', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsActiveUser(page.request, 'review', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Remote teams');
  await page.goto(`/dashboard/campaigns/${id}?tab=prospects`);
  await dropFile(page.getByRole('group', { name: 'Drop a CSV here' }), {
    name: 'prospects.csv',
    mimeType: 'text/csv',
    text: prospectsCsvSlice(50),
  });
  await page.getByRole('button', { name: 'Import prospects' }).click();
  await expect(page.getByTestId('import-imported')).toHaveText('50');

  // The preview, then the whole batch.
  await page.getByRole('tab', { name: 'E-mails' }).click();
  const estimate = page.getByRole('definition').filter({ hasText: '50 × 1 = 50' });
  await expect(estimate).toBeVisible();
  // Now or overnight (decision 038): the offline composer has no batch API, and the choice says why.
  await expect(page.getByRole('radio', { name: 'Now' })).toBeChecked();
  const overnight = page.getByRole('radio', { name: 'Overnight (batch API)' });
  await expect(overnight).toBeDisabled();
  await expect(overnight).toHaveAccessibleDescription(/offline composer writes at once/);
  await page.getByRole('button', { name: 'Generate all' }).click();
  await expect(page.getByText(/^Finished · 50 of 50$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('50 e-mails shown')).toBeVisible();
  await expectNoAxeViolations(page, 'E-mails tab with 50 e-mails');

  // Filter by grade, open the first e-mail, edit its body and save: the server rescores it.
  const list = page.getByRole('listbox', { name: 'E-mails' });
  const options = list.getByRole('option');
  await choose(page, page.getByLabel('Grade'), 'A');
  await expect(page.getByText(/e-mails? shown/)).not.toHaveText('50 e-mails shown');
  await choose(page, page.getByLabel('Grade'), 'Any');
  await options.nth(0).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const body = page.getByLabel('Body');
  await body.fill(`${await body.inputValue()}\n\nP.S. Happy to send a two-minute video instead.`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-mail saved')).toBeVisible();
  await expect(page.getByRole('article', { name: 'E-mail as sent' })).toContainText('two-minute video');
  await expect(page.getByRole('region', { name: 'Score' })).toContainText('Length');

  // Keyboard: j moves, a approves the selected e-mail and moves on to the next.
  await options.nth(0).click();
  await page.keyboard.press('j');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('a');
  await expect(options.nth(1)).toContainText('Step 1 · approved');
  await expect(options.nth(2)).toBeFocused();

  // Approve the rest in bulk, after a confirmation that counts them, then export for Instantly.
  await page.getByRole('button', { name: 'Approve all shown' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Approve 49 e-mails?');
  await page.getByRole('button', { name: 'Approve 49' }).click();
  await expect(page.getByText('49 e-mails approved')).toBeVisible();
  await expect(page.getByText(/^Finished · 50 of 50$/)).toBeVisible();
  await choose(page, page.getByLabel('Export format'), exportFormatLabels.instantly);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('remote-teams-instantly.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  expect(parsed.meta.fields?.slice(0, 7)).toEqual([
    'email',
    'first_name',
    'last_name',
    'company_name',
    'website',
    'phone',
    'personalization',
  ]);
  expect(parsed.data).toHaveLength(50);
  expect(parsed.data.every((r) => r.subject_1 && r.body_1 && r.personalization)).toBe(true);
  expect(parsed.data.some((r) => r.body_1!.includes('two-minute video'))).toBe(true);

  // The campaign list tells where the work stands: every e-mail approved, and exported.
  await page.goto('/dashboard');
  const row = page.getByRole('row').filter({ hasText: 'Remote teams' });
  await expect(row).toContainText('Exported');
  await expect(row).toContainText('50 of 50 approved');
});
