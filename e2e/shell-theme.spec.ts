import { expect, test } from './fixtures.ts';

/** SPEC §1: one fixed light theme, stored under `coldsmith-theme`, the `dark` class removed from <html>. */
test('a stored dark theme and a dark class on <html> are both overridden to light', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('coldsmith-theme', 'dark');
    // Parsing is done but module scripts have not run yet: the app's entry must undo this.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.documentElement.classList.add('dark');
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('coldsmith-theme'))).toBe('light');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toMatch(
    /^(rgb\(255, 255, 255\)|oklch\(1 0 0\))$/,
  );
});

test('the theme stays light on app pages and after a reload', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('coldsmith-theme', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('coldsmith-theme'))).toBe('light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
