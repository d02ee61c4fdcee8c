import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test } from './fixtures.ts';
import { ADMIN, ADMIN_STORAGE_STATE } from './support/users.ts';

/**
 * The `setup` project: creates the first superadmin through the UI of a fresh instance, then saves
 * the session for specs that act as the administrator (approving users).
 */
test('the first administrator is created at /initialize-admin and lands on the dashboard', async ({ page }) => {
  await page.goto('/initialize-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up Coldsmith' })).toBeVisible();
  await page.getByLabel('Name').fill(ADMIN.name);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create administrator' }).click();

  // The toast first: it lasts 4 s (SPEC §9), which a busy machine can spend loading the dashboard.
  await expect(page.getByText('Administrator account created')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('No campaigns yet')).toBeVisible();

  mkdirSync(dirname(ADMIN_STORAGE_STATE), { recursive: true });
  await page.context().storageState({ path: ADMIN_STORAGE_STATE });
});
