import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * The browsable API reference at /api/docs (docs/decisions/018): Swagger UI from our own server renders
 * the OpenAPI document under the app's CSP (the fixture fails on any violation or console error),
 * lists the operations, and "Try it out" calls the API with the signed-in session.
 */
test('/api/docs renders the API reference with its operations, accessibly', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('API reference · Coldsmith');
  await expect(page.getByRole('heading', { name: /Coldsmith API/ })).toBeVisible();
  const list = page.locator('#operations-Campaigns-listCampaigns');
  await expect(list).toContainText('/api/v1/campaigns');
  await expect(list).toContainText('List your campaigns');
  // Every operation of the document is listed (tags are expanded by default).
  const document = (await (await page.request.get('/api/v1/openapi.json')).json()) as { paths: Record<string, object> };
  const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  expect(operations).toBeGreaterThanOrEqual(31);
  await expect(page.locator('.opblock')).toHaveCount(operations);
  await expectNoAxeViolations(page, '/api/docs');
});

test('"Try it out" on /api/docs calls the API with the session', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'api-docs', baseURL!);
  await page.goto('/api/docs');
  const operation = page.locator('#operations-Account-getMe');
  await operation.getByRole('button', { name: /Who is signed in/ }).click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const live = operation.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status')).toHaveText('200');
  await expect(live).toContainText('"status": "active"');
  await expectNoAxeViolations(page, '/api/docs with an operation tried');
});
