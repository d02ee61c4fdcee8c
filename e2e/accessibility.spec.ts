import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

/**
 * axe-core on every public page (DESIGN.md §6): no WCAG 2.1 A/AA violation. Pages are checked as a
 * signed-out visitor sees them.
 */
const publicPages = ['/', '/login', '/signup', '/initialize-admin', '/no-such-page'];

for (const path of publicPages) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
