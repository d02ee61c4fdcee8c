import type { Locator, Page } from '@playwright/test';

/**
 * Picks an option of the shared Select (Radix; components/ui/select.tsx): opens it, clicks the option
 * by its text. A native `selectOption` does not apply: the control is a button with a listbox.
 */
export async function choose(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}
