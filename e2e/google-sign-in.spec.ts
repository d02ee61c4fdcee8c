import { expect, test } from './fixtures.ts';
import { approveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { GOOGLE_TEST_ACCOUNT } from './support/server-env.ts';

/**
 * "Continue with Google" in the browser (docs/decisions/003), against the local OpenID Connect server
 * the e2e set-up runs as Google: the round trip through /api/auth/callback/google to /auth/callback, a
 * new account on the waiting list, and after approval straight to the dashboard.
 */
test('signs up with Google onto the waiting list, and after approval signs in to the dashboard', async ({
  page,
  baseURL,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectNoAxeViolations(page, '/signup with Google');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/waiting-list');
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string; email: string; status: string };
  expect(me).toMatchObject({ email: GOOGLE_TEST_ACCOUNT.email, status: 'pending' });

  await approveUser(me.id, baseURL!);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL('/');
  await page.goto('/login?redirectTo=%2Fprofile');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(GOOGLE_TEST_ACCOUNT.name);
});

test('an error on the way back is explained on /auth/callback', async ({ page }) => {
  await page.goto('/auth/callback?error=email_not_verified');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not complete' })).toBeVisible();
  await expect(page.getByText('Google has not verified this e-mail address')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/login');
});

test('the Google button is there only when the server has Google configured', async ({ page }) => {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleSignIn: false } });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
});
