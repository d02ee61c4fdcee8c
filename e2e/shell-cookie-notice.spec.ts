import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** The cookie notice (SPEC §2, §3, §9: 1 s delay; Accept All, Decline, close; stored `accepted`/`declined`). */
test.use({ cookieConsent: null });

const KEY = 'coldsmith-cookie-consent';
const notice = (page: Page) => page.getByRole('region', { name: 'Cookies on Coldsmith' });
const storedConsent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

test('appears 1 s after the page renders, with both policy links, and passes axe', async ({ page }) => {
  // Time from the first rendered heading to the notice, measured in the page itself.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    new MutationObserver(() => {
      if (!marks.page && document.querySelector('#root h1')) marks.page = performance.now();
      if (!marks.notice && [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Cookies on Coldsmith'))
        marks.notice = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  const marks = await page.evaluate(() => (window as unknown as { __marks: { page: number; notice: number } }).__marks);
  expect(marks.notice - marks.page).toBeGreaterThanOrEqual(950);
  expect(marks.notice - marks.page).toBeLessThan(2_000);

  await expect(notice(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(notice(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
  await expect(notice(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
  await expect(notice(page).getByRole('button', { name: 'Decline' })).toBeVisible();
  await expectNoAxeViolations(page, 'landing page with the cookie notice');

  await notice(page).getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL('/cookie-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
});

test('Accept All stores accepted and the notice does not come back', async ({ page }) => {
  await page.goto('/');
  await notice(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(notice(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('accepted');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(notice(page)).toBeHidden();
});

test('Decline stores declined and the notice does not come back', async ({ page }) => {
  await page.goto('/login');
  await notice(page).getByRole('button', { name: 'Decline' }).click();
  await expect(notice(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('declined');
  await page.goto('/');
  await page.waitForTimeout(1_500);
  await expect(notice(page)).toBeHidden();
});

test('closing stores nothing, so the notice asks again on the next load', async ({ page }) => {
  await page.goto('/');
  await notice(page).getByRole('button', { name: 'Close cookie notice' }).click();
  await expect(notice(page)).toBeHidden();
  expect(await storedConsent(page)).toBeNull();
  await page.reload();
  await expect(notice(page)).toBeVisible();
});

test('a stored value other than accepted or declined counts as no answer', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'maybe'), KEY);
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
});
