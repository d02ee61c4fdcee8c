import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '#tests/fakes/webhook-receiver.ts';
import { expect, test } from './fixtures.ts';
import { signInAsActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * /integrations/webhook (docs/decisions/020): add an endpoint that points at a receiver this test runs
 * on 127.0.0.1 (the e2e server has WEBHOOK_ALLOW_PRIVATE=true), copy its secret from the one-time
 * reveal, send a test event, and see it succeed in the delivery log; the receiver checks the signature
 * with the standardwebhooks library.
 */
test('adds an endpoint, sends a test event and sees it delivered', async ({ page, baseURL }) => {
  const receiver = await startWebhookReceiver();
  try {
    await signInAsActiveUser(page.request, 'webhooks', baseURL!);
    await page.goto('/integrations/webhook');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No endpoints yet.')).toBeVisible();
    await expectNoAxeViolations(page, '/integrations/webhook');

    // A URL the guard refuses is said so under the field.
    await page.getByLabel('Endpoint URL').fill('http://169.254.169.254/latest/meta-data/');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText(/private or reserved address/)).toBeVisible();

    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByLabel('Description').fill('E2E receiver');
    await page.getByRole('checkbox', { name: /Prospects imported/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page, 'the secret reveal');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByLabel('Signing secret')).toHaveCount(0);

    const card = page.getByRole('listitem').filter({ hasText: receiver.url });
    await expect(card.getByText('Enabled')).toBeVisible();
    await expect(card).toContainText('Prospects imported, E-mail generated, Campaign completed');
    await card.getByRole('button', { name: 'Send test event' }).click();
    const request = await receiver.nextRequest();
    expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({
      type: 'webhook.test',
    });

    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = card.getByRole('list', { name: 'Deliveries' });
    await expect(log.getByText('Succeeded')).toBeVisible();
    await log.getByText('Test event', { exact: true }).click();
    await expect(log.getByRole('cell', { name: '200' })).toBeVisible();
    await expect(log.getByText(String(request.headers['webhook-id']))).toBeVisible();
    await expectNoAxeViolations(page, 'the delivery log');

    await log.getByRole('button', { name: 'Replay' }).click();
    await expect(log.getByText(/\(replay\)/)).toBeVisible();
    expect((await receiver.nextRequest()).headers['webhook-id']).toBe(request.headers['webhook-id']);

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByText('No endpoints yet.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});
