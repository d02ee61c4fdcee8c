import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';

/**
 * A clean console (docs/decisions/010): with `allowApiRefusals: false` any console error fails the test,
 * the "Failed to load resource: 4xx" of an API request included. Public pages ask who is signed in
 * without a 401 from `GET /api/v1/me`; a deleted campaign is not fetched again.
 */
test.use({ allowApiRefusals: false });

const publicPages = [
  '/',
  '/login',
  '/signup',
  '/auth/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/security',
];

for (const path of publicPages) {
  test(`${path} asks nothing the API refuses of a signed-out visitor`, async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
}

test('deleting a campaign fetches it no more', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'delete-clean', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Short-lived');
  const afterDelete: string[] = [];
  let deleted = false;
  page.on('response', (response) => {
    if (response.request().method() === 'DELETE') deleted = true;
  });
  page.on('request', (request) => {
    if (deleted && new URL(request.url()).pathname.includes(id)) afterDelete.push(request.url());
  });
  await page.goto(`/dashboard/campaigns/${id}?tab=settings`);
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete “Short-lived”?' });
  await dialog.getByRole('button', { name: 'Delete campaign' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(afterDelete).toEqual([]);
});
