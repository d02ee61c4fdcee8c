import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { linkFromOutbox } from './support/outbox.ts';

/** /profile's account card: the name, and a password change that really changes the password. */
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
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /password/i })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  // Sign-in is limited per address (3 in 10 s, Better Auth): the suite's other sign-ins may have used
  // them, so wait out a 429 as signUpViaApi does rather than read it as the answer.
  const signIn = async (password: string) => {
    for (;;) {
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email: user.email, password },
        headers: { Origin: baseURL! },
      });
      if (response.status() !== 429) return response;
      await new Promise((resolve) =>
        setTimeout(resolve, (Number(response.headers()['x-retry-after'] ?? 10) + 0.5) * 1_000),
      );
    }
  };
  expect((await signIn(user.password)).status()).toBe(401);
  expect((await signIn(newPassword)).status()).toBe(200);
});

test('changes the e-mail address once the link sent to the new one is opened', async ({ page, baseURL }) => {
  const user = await signInAsActiveUser(page.request, 'email-change', baseURL!);
  const newEmail = user.email.replace('@', '.new@');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${newEmail}` }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(user.email);

  await page.goto(
    await linkFromOutbox(baseURL!, newEmail, 'email_change', /(https?:\/\/[^\s"<>]+\/verify-email\?[^\s"<>]+)/),
  );
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('E-mail address changed')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(newEmail);
});
