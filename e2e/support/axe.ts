import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core with WCAG 2.1 A/AA rules (DESIGN.md §6); fails listing each violation and its nodes.
 * Entrance animations (fade and rise, 500 ms) are let finish first: axe measures colour contrast on
 * what is painted, and a card at half opacity is a false "contrast too low".
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // A function, not a string: a string predicate is eval'd in the page, which our CSP forbids.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
