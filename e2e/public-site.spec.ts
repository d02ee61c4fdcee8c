import { expect, test } from './fixtures.ts';
import { holdHydration } from './support/hydration.ts';

// Public pages: any console error fails, a refused API request included (no 401 from `me`).
test.use({ allowApiRefusals: false });

/** The public site: landing sections, header behaviour (SPEC §2), fixed theme (SPEC §1). */
test('the landing page has one h1, the SPEC sections and the waitlist call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Coldsmith/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#features')).toBeAttached();
  await expect(page.locator('#pricing')).toBeAttached();
  const cta = page.getByRole('main').getByRole('link', { name: 'Secure Your Spot' }).first();
  await expect(cta).toHaveAttribute('href', '/signup');
  expect(await page.evaluate(() => localStorage.getItem('coldsmith-theme'))).toBe('light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('the header scrolls to Features and turns opaque once scrolled', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await header.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/#features');
  await expect(
    page.getByRole('heading', { level: 2, name: 'From CRM export to sending tool in four steps' }),
  ).toBeInViewport();
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // Hydrated or not, one tap opens it (the next test holds hydration back).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Secure Your Spot' })).toBeVisible();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/#pricing');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Honest pricing, before there is a price' }),
  ).toBeInViewport();
});

test('a tap on the menu button before the page has hydrated opens the menu once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The app's entry script is held back: the prerendered button is on screen with no handler yet.
  const release = await holdHydration(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The recorder (public/early-taps.js) runs from the head, long before the app.
  await page.waitForFunction(() => '__coldsmithEarlyTaps' in window);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.waitForTimeout(300); // time a handler would have had to open it: there is none yet
  await expect(menu).toHaveCount(0);
  release();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  // Replayed once: closing it leaves it closed.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login#main-content');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('a link unfurler or uptime monitor gets the page with its Open Graph and Twitter tags', async ({ request }) => {
  for (const path of ['/', '/pricing', '/login']) {
    for (const accept of ['*/*', 'text/html;q=0.9, */*;q=0.8']) {
      const res = await request.get(path, { headers: { accept } });
      expect(res.status(), `${path} with ${accept}`).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/property="og:title"\s+content="Coldsmith[^"]*"/);
      expect(html).toMatch(/property="og:description"\s+content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
    }
  }
});
