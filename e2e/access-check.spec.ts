import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';

/**
 * When `GET /api/v1/me` fails or hangs (SPEC §6, §9): one retry with backoff, then an error state with
 * Retry; with no answer at all the page proceeds after the 3 s route-guard timeout. Never a loop of
 * requests.
 */
function countMeRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/me') seen.count += 1;
  });
  return seen;
}

test.describe('a failing GET /api/v1/me', () => {
  // The 503s are the condition under test; Chromium logs each.
  test.use({ expectedErrors: /status of 503/ });

  test('is retried once, then shows an error state with Retry', async ({ page, baseURL }) => {
    await signInAsActiveUser(page.request, 'me-fails', baseURL!);
    await page.route('**/api/v1/me', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', status: 503, code: 'unavailable', title: 'Service unavailable' }),
      }),
    );
    const me = countMeRequests(page);
    await page.goto('/dashboard');

    const failed = page.getByRole('alert').filter({ hasText: "We couldn't check your access" });
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    // SPEC §9: one retry. Wait well past any backoff to be sure nothing else follows.
    await page.waitForTimeout(5_000);
    expect(me.count).toBe(2);

    // Retry asks again (with its own single retry), and the answer, once it comes, is used.
    await page.unroute('**/api/v1/me');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(failed).toHaveCount(0);
    await page.waitForTimeout(2_000);
    expect(me.count).toBe(3);
  });
});

test('a GET /api/v1/me that never answers lets the page proceed after 3 s, without asking again', async ({
  page,
  baseURL,
}) => {
  await signInAsActiveUser(page.request, 'me-hangs', baseURL!);
  await page.route('**/api/v1/me', () => {
    // Never answered.
  });
  const me = countMeRequests(page);
  const started = Date.now();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 6_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
  await page.waitForTimeout(5_000);
  expect(me.count).toBe(1);
});
