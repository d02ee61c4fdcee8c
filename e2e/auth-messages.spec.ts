import { expect, test } from './fixtures.ts';
import { createActiveUser, setUserStatus, signInAsActiveUser } from './support/api.ts';
import { newUser } from './support/users.ts';

/**
 * Words a person can act on around signing in and up: no exception class names, no account
 * enumeration through sign-up (docs/decisions/017), no "Signed in successfully" for a suspended user,
 * and /suspended only for suspended users (SPEC §4).
 */
test.describe('without a network', () => {
  // Chromium logs the aborted request itself; that is the condition under test, not a bug.
  test.use({ expectedErrors: /ERR_INTERNET_DISCONNECTED/ });

  test('a sign-in that gets no answer says network error, not the exception', async ({ page }) => {
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /network error/i });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText(/TypeError|Failed to fetch/);
  });
});

test('sign-up with an address that has an account is answered like a new one', async ({ page, baseURL }) => {
  const owner = newUser('taken');
  await createActiveUser(owner, baseURL!);

  await page.goto('/signup');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Work e-mail').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('a-different-password-1');
  const signUpAnswer = page.waitForResponse('**/api/auth/sign-up/email');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The server's answer is a new address's: 200, no session.
  const answer = await signUpAnswer;
  expect(answer.status()).toBe(200);
  expect((await answer.allHeaders())['set-cookie'] ?? '').not.toMatch(/session_token=/);
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't create an account with these details. If you already have an account, sign in or reset your password.",
  );
  await expect(page.getByText(/already exists/i)).toHaveCount(0);
  await expect(page).toHaveURL('/signup');
});

test('a suspended user who signs in is not told "Signed in successfully"', async ({ page, baseURL }) => {
  const user = newUser('suspended');
  const { id } = await createActiveUser(user, baseURL!);
  await setUserStatus(id, 'suspended', baseURL!);

  // Toasts come and go (4 s, from a lazily loaded toaster): record any that ever appears.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Signed in successfully')) sessionStorage.setItem('greeted', 'yes');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/suspended');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
  // A toast raised on the way here would be showing by now.
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => sessionStorage.getItem('greeted'))).toBeNull();
});

test('an active user who opens /suspended is sent to the dashboard', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'not-suspended', baseURL!);
  await page.goto('/suspended');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
