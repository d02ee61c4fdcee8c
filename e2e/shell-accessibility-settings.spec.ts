import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { readStorage } from './support/storage.ts';

/**
 * SPEC §4's accessibility settings: four toggles on /profile, each a class on <html> (high-contrast,
 * reduce-motion, increased-font, screen-reader-friendly), saved under `accessibility-settings`,
 * restored on load, reduce-motion forced on when the OS prefers it — and each class really changes
 * what the browser renders.
 */
const rootClasses = (page: Page) =>
  page.evaluate('[...document.documentElement.classList].sort()') as Promise<string[]>;
const computed = (page: Page, selector: string, property: string) =>
  page.evaluate(
    `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)})`,
  ) as Promise<string>;

test('each toggle changes the UI, is saved, and is restored on the next load', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'a11y-settings', baseURL!);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Accessibility' })).toBeVisible();
  expect(await rootClasses(page)).not.toContain('high-contrast');
  const mutedBefore = await computed(page, 'html', '--muted-foreground');
  const fontBefore = await computed(page, 'html', 'font-size');

  await page.getByRole('switch', { name: 'High contrast' }).click();
  await page.getByRole('switch', { name: 'Larger text' }).click();
  await page.getByRole('switch', { name: 'Reduce motion' }).click();
  await page.getByRole('switch', { name: 'Screen-reader friendly' }).click();
  expect(await rootClasses(page)).toEqual(
    expect.arrayContaining(['high-contrast', 'increased-font', 'reduce-motion', 'screen-reader-friendly']),
  );

  // The classes have effects, not just names.
  expect(await computed(page, 'html', '--muted-foreground')).not.toBe(mutedBefore);
  expect(fontBefore).toBe('16px');
  expect(await computed(page, 'html', 'font-size')).toBe('18px');
  expect(await computed(page, 'html', 'scroll-behavior')).toBe('auto');
  expect(Number.parseFloat(await computed(page, '[role="switch"]', 'transition-duration'))).toBeLessThan(0.001);
  await expectNoAxeViolations(page, '/profile with every accessibility setting on');

  expect(await readStorage(page, 'localStorage', 'accessibility-settings')).toEqual({
    highContrast: true,
    reduceMotion: true,
    increasedFontSize: true,
    screenReaderFriendly: true,
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'High contrast' })).toBeChecked();
  expect(await rootClasses(page)).toEqual(
    expect.arrayContaining(['high-contrast', 'increased-font', 'reduce-motion', 'screen-reader-friendly']),
  );

  // Screen-reader friendly: the public header no longer sticks over focused content.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await computed(page, 'header', 'position')).toBe('static');

  await page.goto('/profile');
  await page.getByRole('switch', { name: 'Larger text' }).click();
  await expect(page.getByRole('switch', { name: 'Larger text' })).not.toBeChecked();
  expect(await rootClasses(page)).not.toContain('increased-font');
  expect(await readStorage(page, 'localStorage', 'accessibility-settings')).toMatchObject({
    increasedFontSize: false,
    highContrast: true,
  });
});

test('reduce motion is on whenever the operating system prefers reduced motion', async ({ page, baseURL }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsActiveUser(page.request, 'a11y-os-motion', baseURL!);
  await page.goto('/profile');
  await expect(page.getByRole('switch', { name: 'Reduce motion' })).toBeChecked();
  expect(await rootClasses(page)).toContain('reduce-motion');
  expect(await readStorage(page, 'localStorage', 'accessibility-settings')).toMatchObject({ reduceMotion: true });
});

test('a broken stored value falls back to every setting off', async ({ page }) => {
  await page.addInitScript("localStorage.setItem('accessibility-settings', '{not json')");
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await rootClasses(page)).toEqual([]);
});
