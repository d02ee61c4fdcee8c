import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';

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

/** Signed-in pages, as an active user with one campaign. */
test('the dashboard, a campaign page and the profile have no WCAG A/AA violations', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'axe', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Axe campaign');
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = (violations: Awaited<ReturnType<typeof axe>>['violations']) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  for (const path of ['/dashboard', `/dashboard/campaigns/${id}?tab=prospects`, `/dashboard/campaigns/${id}?tab=settings`, '/dashboard/campaigns/new', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(summary((await axe()).violations), path).toEqual([]);
  }
});
