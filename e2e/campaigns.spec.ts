import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';
import { dropFile } from './support/drop.ts';

/**
 * Campaigns, prospect import (docs/decisions/011) and the AI provider panel (docs/decisions/013), driven
 * through the UI by an active user created through the API.
 */

/** Six records: a duplicate e-mail (row 4), a row without e-mail (row 5) and a role address (row 6). */
const CSV = [
  'Email Address,First Name,Last Name,Job Title,Company Name,Funding Stage',
  'ana@acme-robotics.com,Ana,Lopez,CTO,Acme Robotics,Seed',
  'ben@globex-labs.com,Ben,Ng,VP Sales,Globex Labs,Series A',
  'ana@acme-robotics.com,Ana,Lopez,CTO,Acme Robotics,Seed',
  ',Cara,Diaz,Founder,Initech,Series B',
  'info@umbrella-health.com,,,,Umbrella Health,Seed',
  'devi.patel@hooli-data.com,Devi,Patel,Head of Data,Hooli Data,Series C',
].join('\n');

test('a user creates a campaign, imports prospects with a mapping, edits the brief and deletes it', async ({
  page,
  baseURL,
}) => {
  await signInAsActiveUser(page.request, 'campaigns', baseURL!);
  await page.goto('/dashboard');
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).first().click();

  // Create: the required fields, plus a value proposition and a second sequence step.
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Name the campaign')).toBeVisible();
  await page.getByLabel('Campaign name').fill('Fintech CTOs Q3');
  await page.getByLabel('Sender name').fill('Jane Doe');
  await page.getByLabel('Offer', { exact: true }).fill('Automated SOC 2 evidence collection for startups.');
  await page.getByLabel('New value proposition').fill('Audit-ready in 4 weeks');
  await page.getByLabel('New value proposition').press('Enter');
  await expect(page.getByRole('textbox', { name: 'Value proposition 1' })).toHaveValue('Audit-ready in 4 weeks');
  await page.getByRole('combobox', { name: 'Sequence steps' }).click();
  await page.getByRole('option', { name: '2 e-mails' }).click();
  await expect(page.getByLabel('Step 2: wait (days)')).toHaveValue('3');
  await page.getByRole('button', { name: 'Create campaign' }).click();

  await expect(page).toHaveURL(/\/dashboard\/campaigns\/[^/?]+\?tab=prospects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fintech CTOs Q3' })).toBeVisible();
  await expect(page.getByText('2 steps')).toBeVisible();

  // Import: the preview auto-maps the CRM headers; one column is mapped by hand.
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'prospects.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByRole('heading', { name: 'Column mapping' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Import column Email Address as' })).toHaveText('Email');
  await expect(page.getByRole('combobox', { name: 'Import column Company Name as' })).toHaveText('Company');
  const funding = page.getByRole('combobox', { name: 'Import column Funding Stage as' });
  await expect(funding).toHaveText('Keep as custom field');
  await funding.click();
  await page.getByRole('option', { name: 'Notes' }).click();
  await expect(funding).toHaveText('Notes');
  await expect(
    page.getByRole('region', { name: /First \d rows of the file/ }).getByRole('cell', { name: 'Globex Labs' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import prospects' }).click();

  await expect(page.getByTestId('import-imported')).toHaveText('5');
  await expect(page.getByTestId('import-duplicates')).toHaveText('1');
  await expect(page.getByTestId('import-invalid')).toHaveText('2');
  await page.getByText('Show 1 duplicate row').click();
  await expect(page.getByText('Row 4: ana@acme-robotics.com')).toBeVisible();
  await page.getByText('Show 2 flagged rows').click();
  await expect(page.getByText(/^Row 5: /)).toBeVisible();
  await expect(page.getByText(/^Row 6: /)).toBeVisible();

  const table = page.getByRole('region', { name: 'Prospects' });
  await expect(table.getByRole('row')).toHaveCount(6); // header + 5 prospects
  await expect(table.getByRole('cell', { name: 'ben@globex-labs.com' })).toBeVisible();
  await expect(table.getByRole('button', { name: /^Role address: / })).toBeVisible();
  await expect(table.getByRole('button', { name: /^No e-mail: / })).toBeVisible();

  // Settings: the tab is in the URL and survives a reload; an edit is saved with PATCH.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\?tab=settings$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Value proposition 1' })).toHaveValue('Audit-ready in 4 weeks');
  await page.getByLabel('Offer', { exact: true }).fill('SOC 2 and ISO 27001 evidence, collected automatically.');
  await page.getByLabel('Target length (words)').fill('70');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Campaign saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Offer', { exact: true })).toHaveValue(
    'SOC 2 and ISO 27001 evidence, collected automatically.',
  );
  await expect(page.getByLabel('Target length (words)')).toHaveValue('70');

  // E-mails: the cost and time preview of the offline composer, before anything is written.
  await page.getByRole('tab', { name: 'E-mails' }).click();
  await expect(page.getByText('Write the e-mails')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$0.00' })).toBeVisible();

  // Delete, after a confirmation.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete “Fintech CTOs Q3”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete campaign' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Campaign deleted')).toBeVisible();
  await expect(page.getByText('No campaigns yet')).toBeVisible();
});

test('a CSV dropped on the drop zone is previewed, mapped and imported', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'dropper', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Dropped list');
  await page.goto(`/dashboard/campaigns/${id}?tab=prospects`);
  const zone = page.getByRole('group', { name: 'Drop a CSV here' });
  await expect(zone).not.toHaveAttribute('data-dragging');
  await dropFile(zone, { name: 'prospects.csv', mimeType: 'text/csv', text: CSV }, async () => {
    await expect(zone).toHaveAttribute('data-dragging', 'true');
  });
  await expect(page.getByRole('heading', { name: 'Column mapping' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Import column Email Address as' })).toHaveText('Email');
  await expect(page.getByRole('combobox', { name: 'Import column Funding Stage as' })).toHaveText(
    'Keep as custom field',
  );
  await expect(
    page.getByRole('region', { name: /First \d rows of the file/ }).getByRole('cell', { name: 'Globex Labs' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import prospects' }).click();
  await expect(page.getByTestId('import-imported')).toHaveText('5');
  await expect(page.getByTestId('import-duplicates')).toHaveText('1');
});

test('a file that is not a CSV gets the server’s explanation', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'notcsv', baseURL!);
  await page.goto('/dashboard/campaigns/new');
  await page.getByLabel('Campaign name').fill('Bad file');
  await page.getByLabel('Sender name').fill('Jane Doe');
  await page.getByLabel('Offer', { exact: true }).fill('Anything.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bad file' })).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(page.getByRole('alert').filter({ hasText: /empty|header|csv/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
});

test('the AI provider panel saves a key and shows it masked', async ({ page, baseURL }) => {
  const user = await signInAsActiveUser(page.request, 'aikey', baseURL!);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
  await expect(page.getByText('No key stored')).toBeVisible();

  const key = 'sk-test-e2e-0123456789abcdefWXYZ';
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Anthropic' }).click();
  await page.getByLabel('API key').fill(key);
  await page.getByLabel(/^Model/).fill('claude-haiku-4-5');
  await page.getByRole('button', { name: 'Save provider key' }).click();

  await expect(page.getByText('AI provider saved')).toBeVisible();
  const masked = page.getByTestId('ai-key-masked');
  await expect(masked).toContainText('WXYZ');
  await expect(masked).not.toContainText(key);
  await expect(page.getByText('claude-haiku-4-5', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('ai-key-masked')).toContainText('WXYZ');

  await page.getByRole('button', { name: 'Remove provider key' }).click();
  await expect(page.getByText('AI provider removed')).toBeVisible();
  await expect(page.getByText('No key stored')).toBeVisible();
});
