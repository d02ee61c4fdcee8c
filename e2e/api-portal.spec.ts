import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * /api, the API portal (SPEC §2; docs/decisions/019): create a key (shown once, copied to the
 * clipboard), call the API with it as a script would (no cookie), see its use counted, revoke it and see
 * it refused.
 */
test('creates a key, copies it, uses it from a script, revokes it and sees it refused', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signInAsActiveUser(page.request, 'api-portal', baseURL!);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL('/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expectNoAxeViolations(page, '/api');

  // Create: a name, a second scope besides the default one, an expiry.
  await page.getByLabel('Name').fill('E2E script');
  await expect(page.getByRole('checkbox', { name: 'campaigns:read' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'campaigns:write' }).check();
  await page.getByRole('combobox', { name: 'Expires' }).click();
  await page.getByRole('option', { name: 'In 30 days' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();

  await expect(page.getByText('Copy your key now — you won’t see it again')).toBeVisible();
  const key = await page.getByLabel('API key', { exact: true }).inputValue();
  expect(key).toMatch(/^cs_live_[A-Za-z0-9_-]{43}$/);
  // The underscores are drawn at 1× pixel ratio: the field looks different once they become spaces.
  const field = page.getByLabel('API key', { exact: true });
  expect(await page.evaluate(() => devicePixelRatio)).toBe(1);
  const drawn = await field.screenshot();
  await field.evaluate((el: HTMLInputElement) => (el.value = el.value.replaceAll('_', ' ')));
  const withSpaces = await field.screenshot();
  await field.evaluate((el: HTMLInputElement, value) => (el.value = value), key);
  expect(drawn.equals(withSpaces), 'the key field shows its underscores').toBe(false);
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('API key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectNoAxeViolations(page, '/api with a new key');

  // A script: no cookie, no Origin, only the key.
  const script = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
  try {
    const created = await script.post('/api/v1/campaigns', {
      data: {
        name: 'Made by a script',
        brief: { senderName: 'Jane Doe', offer: 'Bookkeeping for seed-stage startups.' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listed = await script.get('/api/v1/campaigns');
    expect(listed.status()).toBe(200);
    expect(((await listed.json()) as { items: { name: string }[] }).items.map((c) => c.name)).toContain(
      'Made by a script',
    );
    expect(listed.headers()['ratelimit-limit']).toBe('120');

    // Once dismissed, the key is gone from the page for good; the list shows its prefix and its use.
    await page.getByRole('button', { name: 'I’ve saved it' }).click();
    await page.reload();
    const row = page.getByRole('row', { name: /E2E script/ });
    await expect(row).toContainText(`${key.slice(0, 14)}…`);
    await expect(row).toContainText('campaigns:write');
    await expect(row.getByRole('cell').nth(5)).toHaveText('2');
    await expect(page.getByText(key)).toHaveCount(0);
    // The table scrolls inside its card; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The quick start speaks to this very server.
    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(page.getByRole('region', { name: 'Python example' })).toContainText(`BASE = "${baseURL}/api/v1"`);
    await expect(page.getByRole('link', { name: 'API reference' }).first()).toHaveAttribute('href', '/api/docs');

    // Revoke, after a confirmation; the script is refused from then on.
    await row.getByRole('button', { name: 'Revoke E2E script' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`${key.slice(0, 14)}…`);
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText('API key “E2E script” revoked')).toBeVisible();
    await expect(page.getByText('No API keys yet')).toBeVisible();
    const refused = await script.get('/api/v1/campaigns');
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthenticated', detail: expect.stringContaining('revoked') });
  } finally {
    await script.dispose();
  }
});
