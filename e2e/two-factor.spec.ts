import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * Two-factor authentication in the browser (docs/decisions/017): enrolment on /profile with the QR code,
 * the key and backup codes; the challenge at the next sign-in; a backup code instead of the app. The
 * authenticator app is `otpauth`, fed the key the page shows.
 */
test('enrols on the profile, then signs in with a code and with a backup code', async ({ page, baseURL }) => {
  const user = await signInAsActiveUser(page.request, 'two-factor', baseURL!);
  await page.goto('/profile');
  const panel = page
    .getByRole('heading', { name: 'Two-factor authentication' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await panel.getByLabel('Your password').fill('not my password');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(
    panel
      .getByRole('alert')
      .or(panel.getByText(/invalid password/i))
      .first(),
  ).toBeVisible();
  await panel.getByLabel('Your password').fill(user.password);
  await panel.getByRole('button', { name: 'Continue' }).click();

  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await panel.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const backupCodes = await panel.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await expectNoAxeViolations(page, 'two-factor enrolment');

  await panel.getByLabel('Code from your app').fill('12');
  await panel.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(panel.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await panel.getByLabel('Code from your app').fill(totp.generate());
  await panel.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await expect(panel.getByText('On', { exact: true })).toBeVisible();
  await expect(panel).toContainText('aal2');

  // Sign out, then in: the password leads to the challenge, the code to the dashboard.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expectNoAxeViolations(page, '/auth/two-factor');
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  // Again, with a backup code; the same code does not work twice. (Logging out of an app page lands
  // on the home page, signed out — not on /login, where the page being left would send a visitor.)
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Secure Your Spot' })).toBeVisible();
  for (const attempt of ['first', 'reuse'] as const) {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL('/dashboard');
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await expect(page).toHaveURL('/');
    } else {
      await expect(page).toHaveURL('/auth/two-factor');
      await expect(page.getByRole('alert').first()).toBeVisible();
    }
  }
});
