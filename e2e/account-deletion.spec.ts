import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * /account/deletion (SPEC §8; docs/decisions/017): typed confirmation and the password, then the account
 * is gone and signed out.
 */
test('deletes the account after the e-mail and the password are typed, signs out, and the account cannot sign in again', async ({
  page,
  baseURL,
}) => {
  const user = await signInAsActiveUser(page.request, 'delete-me', baseURL!);
  await createCampaignViaApi(page.request, baseURL!, 'Soon gone');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Delete my account…' }).click();
  await expect(page).toHaveURL('/account/deletion');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expectNoAxeViolations(page, '/account/deletion');

  await page.getByLabel('Type your e-mail address to confirm').fill('wrong@example.com');
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Type the e-mail address of this account exactly')).toBeVisible();

  // The address is printed on the page: typing it proves nothing. The password does (server-checked).
  await page.getByLabel('Type your e-mail address to confirm').fill(user.email);
  await page.getByLabel('Your password').fill(`${user.password}-wrong`);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('That password is not right')).toBeVisible();
  await expect(page).toHaveURL('/account/deletion');

  await page.getByLabel('Your password').fill(user.password);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Secure Your Spot' })).toBeVisible();

  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL! },
  });
  expect(again.status()).toBe(401);
});

test('says No authenticated user to delete without a session', async ({ page }) => {
  await page.goto('/account/deletion');
  await expect(page.getByRole('heading', { level: 1, name: 'No authenticated user to delete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Faccount%2Fdeletion',
  );
});
