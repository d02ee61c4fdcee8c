import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccountViaApi, createActiveUser, signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { choose } from './support/select.ts';
import { ADMIN, ADMIN_STORAGE_STATE, newUser, type Credentials } from './support/users.ts';

/**
 * Admin (SPEC §2 admin-only routes): the superadmin the `setup` project created runs the waiting list
 * from /admin/users — bulk approval with row selection, deletion behind a confirmation — and finds each
 * action in the audit log on /admin; both pages pass axe; a regular user is turned away (SPEC §6).
 */

/** Pending users signed up through the API, each in a context of its own, with distinct names. */
async function pendingUsers(
  baseURL: string,
  label: string,
  names: string[],
): Promise<(Credentials & { id: string })[]> {
  const created = [];
  for (const name of names) {
    const user = { ...newUser(label), name };
    const context = await playwrightRequest.newContext({ baseURL });
    try {
      created.push({ ...user, ...(await createAccountViaApi(context, user, baseURL)) });
    } finally {
      await context.dispose();
    }
  }
  return created;
}

test.describe('as the superadmin', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('approves pending users in bulk from /admin/users and sees the entries in the audit log on /admin', async ({
    page,
    baseURL,
  }) => {
    const label = `bulk${Date.now().toString(36)}`;
    const [ada, bob] = await pendingUsers(baseURL!, label, [`Ada ${label}`, `Bob ${label}`]);

    await page.goto('/admin/users?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
    await page.getByRole('searchbox').fill(label);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row', { name: new RegExp(`Ada ${label}`) })).toContainText('Pending');
    await expect(page).toHaveURL(new RegExp(`query=${label}`));
    await expectNoAxeViolations(page, '/admin/users');

    await page.getByRole('checkbox', { name: `Select Ada ${label}` }).check();
    await page.getByRole('checkbox', { name: `Select Bob ${label}` }).check();
    await expect(page.getByRole('checkbox', { name: 'Select every user on this page' })).toBeChecked();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bulk).toContainText('2 users selected');
    await bulk.getByRole('button', { name: 'Approve 2 users' }).click();
    await expect(page.getByText('2 users approved')).toBeVisible();
    // Approved, they leave the pending filter; with any status they show as active.
    await expect(page.getByText('No users match these filters.')).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Status' }), /^Any status/);
    await expect(table.getByRole('row', { name: new RegExp(`Ada ${label}`) })).toContainText('Active');
    await expect(table.getByRole('row', { name: new RegExp(`Bob ${label}`) })).toContainText('Active');

    // They really are approved: Ada now gets through.
    const adaContext = await playwrightRequest.newContext({ baseURL });
    try {
      const signIn = await adaContext.post('/api/auth/sign-in/email', {
        data: { email: ada!.email, password: ada!.password },
        headers: { Origin: baseURL! },
      });
      expect(signIn.ok()).toBe(true);
      expect(await (await adaContext.get('/api/v1/me')).json()).toMatchObject({ status: 'active' });
    } finally {
      await adaContext.dispose();
    }

    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const audit = page.getByRole('region', { name: 'Audit entries' });
    for (const user of [ada!, bob!]) {
      const entry = audit.getByRole('row').filter({ hasText: user.email });
      await expect(entry).toContainText('Approved (bulk)');
      await expect(entry).toContainText(ADMIN.email);
      await expect(entry).toContainText('Pending → Active');
    }
    await expect(page.getByRole('list', { name: 'Users by status' })).toContainText('Pending approval');
    await expect(page.getByTestId('signups-chart').locator('.recharts-bar-rectangle').first()).toBeAttached();
    // The approval e-mails, in the dev outbox a superadmin reads on /admin (no SMTP_URL here).
    const liveLinks = page.getByRole('note', { name: 'Live links' });
    await expect(liveLinks).toContainText('These messages hold live links');
    await expect(liveLinks).toContainText('for installs without SMTP');
    const outbox = page.getByRole('list', { name: 'Outbox' });
    for (const user of [ada!, bob!])
      await expect(outbox.getByRole('listitem').filter({ hasText: user.email }).first()).toContainText('Stored');
    await expectNoAxeViolations(page, '/admin');
  });

  test('suspending and changing a role ask first; the own row offers neither and cannot be bulk-selected', async ({
    page,
    baseURL,
  }) => {
    const label = `safe${Date.now().toString(36)}`;
    const sue = { ...newUser(label), name: `Sue ${label}` };
    await createActiveUser(sue, baseURL!);
    await page.goto(`/admin/users?query=${label}`);
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(`Sue ${label}`) });
    await expect(row).toContainText('Active');

    // Suspend: a confirmation naming the user; Cancel changes nothing.
    await row.getByRole('button', { name: `Suspend Sue ${label}` }).click();
    const suspend = page.getByRole('alertdialog', { name: `Suspend Sue ${label}?` });
    await expect(suspend).toContainText(sue.email);
    await suspend.getByRole('button', { name: 'Cancel' }).click();
    await expect(suspend).toHaveCount(0);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Suspend Sue ${label}` }).click();
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`Suspended Sue ${label}`)).toBeVisible();
    await expect(row).toContainText('Suspended');

    // A role grant: the same.
    const role = row.getByRole('combobox', { name: `Role of Sue ${label}` });
    await role.click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    const grant = page.getByRole('alertdialog', { name: `Make Sue ${label} admin?` });
    await expect(grant).toBeVisible();
    await expectNoAxeViolations(page, '/admin/users role dialog');
    await grant.getByRole('button', { name: 'Cancel' }).click();
    await expect(role).toHaveText('User');

    // The superadmin's own row: no suspend, no role control, no deletion, no selection.
    await page.goto(`/admin/users?query=${encodeURIComponent(ADMIN.email)}`);
    const own = page.getByRole('table').getByRole('row', { name: new RegExp(ADMIN.name) });
    await expect(own).toContainText('Your account');
    await expect(own.getByRole('button')).toHaveCount(0);
    await expect(own.getByRole('combobox')).toHaveCount(0);
    await expect(own.getByRole('checkbox', { name: `Select ${ADMIN.name}` })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Select every user on this page' })).toBeDisabled();
  });

  test('deletes a user after the confirmation, and the deletion is in the audit log', async ({ page, baseURL }) => {
    const label = `del${Date.now().toString(36)}`;
    const [doomed] = await pendingUsers(baseURL!, label, [`Dee ${label}`]);
    await page.goto(`/admin/users?query=${label}`);
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(`Dee ${label}`) });
    await expect(row).toBeVisible();

    await page.getByRole('button', { name: `Delete Dee ${label}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete Dee ${label}?` });
    await expect(dialog).toContainText(doomed!.email);
    await expectNoAxeViolations(page, '/admin/users delete dialog');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(page.getByText(`Deleted Dee ${label}`)).toBeVisible();
    await expect(page.getByText('No users match these filters.')).toBeVisible();

    await page.goto('/admin');
    await expect(
      page.getByRole('region', { name: 'Audit entries' }).getByRole('row').filter({ hasText: doomed!.email }),
    ).toContainText('Deleted');
  });
});

test('a regular user is sent from /admin to /unauthorized with SPEC’s toast', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'notadmin', baseURL!);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  for (const path of ['/admin', '/admin/users']) {
    await page.goto(path);
    await expect(page).toHaveURL('/unauthorized');
    await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  }
});
