import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';

/**
 * Managing a campaign's prospects on its Prospects tab: the count, the search, editing a prospect (its
 * flags checked again by the server) and deleting one, driven through the UI by an active user whose
 * campaign and prospects are created through the API.
 */
const CSV = [
  'Email,First Name,Last Name,Job Title,Company Name',
  'ana@acme-robotics.com,Ana,Lopez,CTO,Acme Robotics',
  'ben@globex-labs.com,Ben,Ng,VP Sales,Globex Labs',
  'cara@initech-cloud.com,Cara,Diaz,Founder,Initech Cloud',
  'devi.patel@hooli-data.com,Devi,Patel,Head of Data,Hooli Data',
].join('\n');

test('a user searches the prospects, edits one, deletes one and sees the count change', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'prospects', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Managed list');
  const imported = await page.request.post(`/api/v1/campaigns/${id}/prospects`, {
    data: CSV,
    headers: { 'content-type': 'text/csv', Origin: baseURL! },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto(`/dashboard/campaigns/${id}?tab=prospects`);
  const heading = page.locator('#prospects-heading');
  await expect(heading).toHaveText('4 prospects');
  const table = page.getByRole('region', { name: 'Prospects' });
  await expect(table.getByRole('row')).toHaveCount(5); // header + 4

  // Search: by company, case-insensitive; the heading counts the matches.
  const search = page.getByRole('searchbox', { name: 'Search prospects' });
  await search.fill('GLOBEX');
  await expect(heading).toHaveText('1 prospect matches');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Edit: a role address is flagged by the server's checks; a clash shows under the field.
  await table.getByRole('button', { name: 'Edit Ben Ng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Ben Ng' });
  await dialog.getByLabel('Email').fill('ana@acme-robotics.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Another prospect of this campaign has this e-mail.')).toBeVisible();
  await dialog.getByLabel('Email').fill('sales@globex-labs.com');
  await dialog.getByLabel('Title').fill('Chief Revenue Officer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('cell', { name: 'sales@globex-labs.com', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Chief Revenue Officer' })).toBeVisible();
  await expect(table.getByRole('button', { name: /^Role address: / })).toBeVisible();

  // Delete, after a confirmation: the count drops.
  await search.fill('');
  await expect(heading).toHaveText('4 prospects');
  await table.getByRole('button', { name: 'Delete Cara Diaz' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Cara Diaz?' });
  await confirm.getByRole('button', { name: 'Delete prospect' }).click();
  await expect(confirm).toBeHidden();
  await expect(heading).toHaveText('3 prospects');
  await expect(table.getByRole('cell', { name: 'cara@initech-cloud.com', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(heading).toHaveText('3 prospects');
});
