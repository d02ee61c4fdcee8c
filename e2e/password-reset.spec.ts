import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../tests/fakes/smtp-server.ts';
import { freePort, runEntry, waitForHealthy, type ServerProcess } from '../tests/support/process.ts';
import { expect, test } from './fixtures.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { createActiveUser } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { readErrorLog } from './support/storage.ts';
import { ADMIN_STORAGE_STATE, newUser, type Credentials } from './support/users.ts';

/**
 * Password reset in the browser (SPEC §2 /auth/forgot-password and /auth/reset-password): forgot
 * password from the sign-in page → the mail → its link → a new password → sign-in with it. The link is
 * read where a person would find it: from the dev outbox (as the superadmin, through
 * `GET /api/admin/outbox`) on the suite's server, and from a real SMTP server (smtp-server, read with
 * mailparser) on a second server started with `SMTP_URL`.
 */
const RESET_LINK = /(https?:\/\/[^\s"<>]+\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/;

/** The newest password-reset link to `to` in the dev outbox. */
const resetLinkFromOutbox = (baseURL: string, to: string) => linkFromOutbox(baseURL, to, 'password_reset', RESET_LINK);

async function requestReset(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').getByText('Check your e-mail')).toBeVisible();
  await expect(
    page.getByText('If an account uses this address, we have sent it a link to reset the password.'),
  ).toBeVisible();
}

async function chooseNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(`${password}-typo`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password updated')).toBeVisible();
}

async function signIn(page: Page, user: Pick<Credentials, 'email' | 'password'>) {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('forgot password → the link from the outbox → new password → signed in', async ({ page, baseURL }) => {
  const user = newUser('reset');
  await createActiveUser(user, baseURL!);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await requestReset(page, user.email.toUpperCase());
  await expectNoAxeViolations(page, 'reset requested');

  const link = await resetLinkFromOutbox(baseURL!, user.email);
  expect(link.startsWith(`${baseURL}/auth/reset-password?token=`)).toBe(true);
  await page.goto(link);
  // Rendered first: axe waits for running entrance animations, and one not yet started is not waited for.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, 'reset password');
  const newPassword = `${user.password}-new`;
  await chooseNewPassword(page, newPassword);

  await signIn(page, user);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await signIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  // The link works once: opened again, the page says so and offers a new one. The refusal is logged
  // with tags in the client's error log (SPEC §8).
  await page.goto(link);
  await chooseNewPasswordExpectingRefusal(page);
  expect((await readErrorLog(page)).map((e) => e.tags)).toContainEqual({ area: 'auth', flow: 'reset' });
});

async function chooseNewPasswordExpectingRefusal(page: Page) {
  await page.getByLabel('New password', { exact: true }).fill('another passphrase 1');
  await page.getByLabel('Confirm new password').fill('another passphrase 1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').getByText('This reset link has expired or was already used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
}

test('an unknown address gets the same answer and no mail; a link without a token explains itself', async ({
  page,
  baseURL,
}) => {
  const stranger = newUser('no-account').email;
  await page.goto('/auth/forgot-password');
  await requestReset(page, stranger);

  const admin = await playwrightRequest.newContext({ baseURL, storageState: ADMIN_STORAGE_STATE });
  const { items } = (await (await admin.get('/api/admin/outbox?limit=500')).json()) as { items: { to: string }[] };
  await admin.dispose();
  expect(items.filter((i) => i.to === stranger)).toEqual([]);

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert').getByText('This reset link is incomplete')).toBeVisible();
  await expectNoAxeViolations(page, 'reset link without a token');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
});

test.describe('with SMTP_URL set', () => {
  let smtp: TestSmtpServer;
  let server: ServerProcess;
  let origin: string;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    smtp = await startSmtpServer({ auth: { user: 'coldsmith', pass: 'smtp-secret' } });
    const port = await freePort();
    origin = `http://localhost:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'coldsmith-e2e-smtp-'));
    server = runEntry('src/server/index.ts', {
      PORT: String(port),
      BASE_URL: origin,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Coldsmith <accounts@coldsmith.test>',
      LOG_LEVEL: 'warn',
    });
    await waitForHealthy(origin, 60_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server.output()}`);
    });
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the link arrives by SMTP and resets the password', async ({ page }) => {
    test.setTimeout(60_000);
    // This instance starts empty: its first account is a superadmin, made through the API.
    const owner = newUser('smtp-owner');
    const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
    const created = await api.post('/api/admin/initialize', { data: owner });
    expect(created.status(), await created.text()).toBe(201);
    await api.dispose();

    await page.goto(`${origin}/auth/forgot-password`);
    await requestReset(page, owner.email);

    const mail = await smtp.nextMail(15_000);
    expect(mail.envelope.to).toEqual([owner.email]);
    expect(mail.parsed.from?.value[0]?.address).toBe('accounts@coldsmith.test');
    expect(mail.parsed.subject).toBe('Reset your Coldsmith password');
    const link = RESET_LINK.exec(mail.parsed.text ?? '')?.[1];
    expect(link?.startsWith(`${origin}/auth/reset-password?token=`)).toBe(true);
    // The HTML part carries the same link, as the button a person clicks.
    expect(String(mail.parsed.html)).toContain(`href="${link}"`);

    await page.goto(link!);
    const newPassword = `${owner.password}-smtp`;
    await chooseNewPassword(page, newPassword);
    await signIn(page, { email: owner.email, password: newPassword });
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await expect(page.getByText('Signed in successfully')).toBeVisible();
  });
});
