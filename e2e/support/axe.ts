import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core with WCAG 2.1 A/AA rules (DESIGN.md §6); fails listing each violation and its nodes.
 * axe measures colour contrast on what is painted, and a card half way through its entrance (fade and
 * rise, 500 ms) is a false "contrast too low". Waiting for the running animations alone raced a card
 * that mounted (and so began its animation) after the wait had looked: CI saw /login's form at half
 * opacity. So the page is switched to reduced motion first — every entrance animation carries
 * `motion-reduce:animate-none`, so what axe reads is the final frame — and any animation still running
 * is then let finish. The emulation is lifted afterwards; the app may have saved "reduce motion" as the
 * OS asked (SPEC §4), which changes nothing a test of it reads.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
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
  await page.emulateMedia({ reducedMotion: null });
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
