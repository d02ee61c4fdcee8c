import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { readErrorLog } from './support/storage.ts';

/**
 * /system-status (SPEC §2 "System status page", §8's toasts and status messages): the three cards
 * from the real `GET /api/health`, Refresh Status, and the Error Logs, Configuration and System Info tabs.
 */
const card = (page: Page, title: 'API' | 'Database' | 'Auth') => page.getByRole('group', { name: title, exact: true });

async function expectCard(page: Page, title: 'API' | 'Database' | 'Auth', badge: string, message: string | RegExp) {
  await expect(card(page, title).getByText(badge, { exact: true })).toBeVisible();
  await expect(card(page, title)).toContainText(message);
  await expect(card(page, title).getByRole('definition').first()).toHaveText(/^\d+ ms$/);
  await expect(card(page, title).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
}

test('shows the live health of each service, refreshes it, and passes axe', async ({ page }) => {
  await page.goto('/system-status');
  await expect(page.getByRole('heading', { level: 1, name: 'System Status' })).toBeVisible();
  await expectCard(page, 'API', 'Operational', 'API is operational');
  await expectCard(page, 'Database', 'Operational', 'Database connected successfully');
  await expectCard(page, 'Auth', 'Operational', 'Not authenticated');
  await expectNoAxeViolations(page, '/system-status');

  const before = await card(page, 'API').locator('time').getAttribute('datetime');
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByText('Status Check Complete')).toBeVisible();
  await expect(page.getByText('All service statuses have been updated.')).toBeVisible();
  await expect(card(page, 'API').locator('time')).not.toHaveAttribute('datetime', before!);
});

test('says Authenticated successfully to a signed-in user', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'status', baseURL!);
  await page.goto('/system-status');
  await expectCard(page, 'Auth', 'Operational', 'Authenticated successfully');
});

test.describe('when the API does not answer', () => {
  test.use({ expectedErrors: /status of 502 \(Bad Gateway\)/ });

  test('shows API and Database errors, and the failed refresh toast', async ({ page }) => {
    await page.route('**/api/health', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/system-status');
    await expect(card(page, 'API').getByText('Error', { exact: true })).toBeVisible();
    await expect(card(page, 'API')).toContainText('API error: HTTP 502, not a health report');
    await expect(card(page, 'Database')).toContainText(/^.*Database error: /);
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(page.getByText('Status Check Failed')).toBeVisible();
    await expect(page.getByText('There was an error checking one or more services.')).toBeVisible();
  });
});

test('lists and clears the error log, and shows configuration and system information', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(`sessionStorage.setItem('app_errors', JSON.stringify([
    { message: 'Older failure', severity: 'warning', timestamp: '2026-11-20T10:00:00.000Z', url: location.href },
    { message: 'Newest failure', severity: 'error', timestamp: '2026-11-21T10:00:00.000Z', url: location.href, stack: 'Error: Newest failure\\n    at test', tags: { source: 'test' } },
  ]))`);
  await page.goto('/system-status');
  const logs = page.getByRole('list', { name: 'Error logs' });
  await expect(logs.getByRole('listitem')).toHaveCount(2);
  await expect(logs.getByRole('listitem').first()).toContainText('Newest failure');
  await page.getByRole('button', { name: 'Clear Logs' }).click();
  await expect(page.getByText('Errors Cleared')).toBeVisible();
  await expect(page.getByText('All error logs have been cleared.')).toBeVisible();
  await expect(logs).toHaveCount(0);
  expect(await readErrorLog(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Configuration' }).click();
  const config = page.getByRole('definition');
  await expect(page.getByRole('tabpanel')).toContainText('Environment');
  await expect(page.getByRole('tabpanel')).toContainText('production');
  await expect(page.getByRole('tabpanel')).toContainText('Build time');
  await expect(config.filter({ hasText: /^1\.0\.0$/ })).toHaveCount(1);

  await page.getByRole('tab', { name: 'System Info' }).click();
  const info = page.getByRole('tabpanel');
  for (const term of ['Browser', 'Device type', 'Screen resolution', 'Time zone', 'Language'])
    await expect(info).toContainText(term);
  await expect(info).toContainText(/Chrom(e|ium)/);
  await expect(info).toContainText('Desktop');
  await expect(info).toContainText(await page.evaluate('`${screen.width} × ${screen.height}`'));
  await expect(info).toContainText('en-US');
});

test('Back returns to the page the visitor came from', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'System status' }).click();
  await expect(page).toHaveURL('/system-status');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/privacy-policy');
});
