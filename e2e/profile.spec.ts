import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** /profile's account card (issue 5 item 5): the name, and a password change that really changes the password. */
test('renames the account and changes its password', async ({ page, baseURL }) => {
  const user = await signInAsActiveUser(page.request, 'profile', baseURL!);
  await page.goto('/profile');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);
  await expectNoAxeViolations(page, '/profile');

  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name updated')).toBeVisible();
  expect(((await (await page.request.get('/api/v1/me')).json()) as { name: string }).name).toBe('Ada Lovelace');

  const newPassword = `${user.password}-changed`;
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /password/i }).first()).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  const signIn = (password: string) =>
    page.request.post('/api/auth/sign-in/email', { data: { email: user.email, password }, headers: { Origin: baseURL! } });
  expect((await signIn(user.password)).status()).toBe(401);
  expect((await signIn(newPassword)).status()).toBe(200);
});
