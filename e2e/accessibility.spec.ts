import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * axe-core on every public page (DESIGN.md §6): no WCAG 2.1 A/AA violation. Pages are checked as a
 * signed-out visitor sees them.
 */
const publicPages = [
  '/',
  '/login',
  '/signup',
  '/initialize-admin',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/security',
  '/system-status',
  '/suspended',
  '/unauthorized',
  '/no-such-page',
];

for (const path of publicPages) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page, path);
  });
}

/** Signed-in pages, as an active user with one campaign. */
test('the dashboard, a campaign page and the profile have no WCAG A/AA violations', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'axe', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Axe campaign');
  for (const path of [
    '/dashboard',
    `/dashboard/campaigns/${id}?tab=prospects`,
    `/dashboard/campaigns/${id}?tab=settings`,
    '/dashboard/campaigns/new',
    '/profile',
    `/dashboard/campaigns/${id}?tab=emails`,
    '/dashboard/generation',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await expectNoAxeViolations(page, path);
  }
});
