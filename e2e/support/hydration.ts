import type { Page } from '@playwright/test';

/**
 * Holds back the app's entry script (`/assets/index-<hash>.js`, the build's entry chunk) so a test can
 * act on the prerendered page before React hydrates it (docs/decisions/032). Call before `goto`;
 * the returned function lets the script through.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
