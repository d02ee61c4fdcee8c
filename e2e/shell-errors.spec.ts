import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { readErrorLog, readStorage } from './support/storage.ts';

/**
 * SPEC §2 "Global error screens" and §8: the render-error fallback (with debug mode), the
 * critical-failure screen when the root cannot mount or a lazily loaded chunk cannot load, and the
 * error log in session storage. The errors are real: the browser is served a route module that
 * throws while rendering, or is refused a chunk, as after a deploy that replaced it.
 */
const RENDER_ERROR = 'Landing page exploded on purpose';

/** Serves a landing-page module whose component throws, so the router's error boundary catches it. */
async function breakLandingPage(page: Page) {
  await page.route(/\/assets\/landing-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export function Component() { throw new Error(${JSON.stringify(RENDER_ERROR)}); }`,
    }),
  );
}

test.describe('the render-error fallback', () => {
  test.use({ expectedErrors: new RegExp(RENDER_ERROR) });

  test('shows SPEC’s texts, logs the error, and turns debug mode on and off', async ({ page }) => {
    await breakLandingPage(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We're sorry, but we encountered an unexpected error.")).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText(RENDER_ERROR);
    for (const tip of [
      'Refresh the page',
      'Clear your browser cache',
      'Try again later',
      'Contact support if the problem persists',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: tip })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('region', { name: 'Stack trace' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'render-error fallback');

    // Logged once to session storage, with SPEC §3's fields; not to local storage outside debug mode.
    const log = await readErrorLog(page);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ message: RENDER_ERROR, severity: 'error', url: expect.stringMatching(/\/$/) });
    expect(log[0]!.stack).toContain('Error');
    expect(Date.parse(log[0]!.timestamp)).not.toBeNaN();
    expect(await readStorage(page, 'localStorage', 'lastError')).toBeNull();

    await page.getByRole('button', { name: 'Enable Debug Mode' }).click();
    await expect(page.getByRole('region', { name: 'Stack trace' })).toContainText(RENDER_ERROR);
    await expect(page.getByRole('region', { name: 'Component stack' })).not.toContainText('No component stack');
    expect(await readStorage(page, 'localStorage', 'coldsmith-debug')).toBe(true);
    expect(await readStorage(page, 'localStorage', 'lastError')).toMatchObject({ message: RENDER_ERROR });

    await page.getByRole('button', { name: 'Clear Local Storage' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Local storage cleared.' })).toBeVisible();
    expect(await readStorage(page, 'localStorage', 'lastError')).toBeNull();
    expect(await readStorage(page, 'localStorage', 'coldsmith-cookie-consent')).toBeNull();

    await page.getByRole('button', { name: 'Disable Debug Mode' }).click();
    await expect(page.getByRole('region', { name: 'Stack trace' })).toHaveCount(0);
    expect(await readStorage(page, 'localStorage', 'coldsmith-debug')).toBeNull();
  });

  test('opens in debug mode with ?debug, and Return Home leaves the broken page', async ({ page }) => {
    await breakLandingPage(page);
    await page.goto('/?debug');
    await expect(page.getByRole('button', { name: 'Disable Debug Mode' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stack trace' })).toContainText(RENDER_ERROR);
    // Debug mode keeps the latest error in local storage (SPEC §8).
    expect(await readStorage(page, 'localStorage', 'lastError')).toMatchObject({
      message: RENDER_ERROR,
      severity: 'error',
    });

    await page.unrouteAll();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
  });
});

test.describe('the critical-failure screen', () => {
  test.use({ expectedErrors: /Failed to fetch dynamically imported module|Failed to load resource/ });

  test('replaces the app when a lazily loaded chunk fails to load', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The next page's chunk is gone, as after a deploy.
    await page.route(/\/assets\/signup-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectCriticalFailure(page);
    const log = await readErrorLog(page);
    expect(log.at(-1)).toMatchObject({
      message: expect.stringMatching(/dynamically imported module/),
      tags: { source: 'chunk-load' },
    });
  });

  test('replaces the app when the root cannot mount, and Clear Application Data wipes storage and reloads after 0.5 s', async ({
    page,
  }) => {
    await page.route(/\/assets\/mount-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expectCriticalFailure(page);
    await expectNoAxeViolations(page, 'critical-failure screen');
    expect((await readErrorLog(page)).at(-1)).toMatchObject({ tags: { source: 'mount' } });

    await page.evaluate("localStorage.setItem('probe', 'x'); sessionStorage.setItem('probe', 'x')");
    await page.unrouteAll();
    let alertedAt = 0;
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('alert');
      expect(dialog.message()).toBe('Storage cleared. The page will now reload.');
      alertedAt = Date.now();
      await dialog.accept();
    });
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Clear Application Data' }).click();
    await reloaded;
    const delay = Date.now() - alertedAt;
    expect(delay).toBeGreaterThanOrEqual(400);
    expect(delay).toBeLessThan(3_000);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Application Error');
    expect(await page.evaluate("[localStorage.getItem('probe'), sessionStorage.getItem('probe')]")).toEqual([
      null,
      null,
    ]);
  });
});

async function expectCriticalFailure(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Application Error' })).toBeVisible();
  await expect(
    page.getByText("We're sorry, but the application encountered a critical error and couldn't load properly."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Application' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Clear Application Data' })).toBeVisible();
}

test.describe('global error logging', () => {
  test.use({ expectedErrors: /A promise nobody awaited/ });

  test('logs an unhandled rejection to session storage, keeping at most 20 records', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (let i = 0; i < 22; i++) await page.evaluate(`Promise.reject(new Error('A promise nobody awaited #${i}')); 0`);
    await expect.poll(async () => (await readErrorLog(page)).at(-1)?.message).toBe('A promise nobody awaited #21');
    const log = await readErrorLog(page);
    expect(log).toHaveLength(20);
    expect(log[0]!.message).toBe('A promise nobody awaited #2');
    expect(log[0]).toMatchObject({ severity: 'error', tags: { source: 'unhandledrejection' } });
  });
});
