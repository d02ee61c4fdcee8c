import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CONTACT_EMAIL,
  GOOGLE_DISCOVERY_URL,
  INSTANTLY_API_URL,
  INSTANTLY_PORT,
  OIDC_PORT,
} from './e2e/support/server-env.ts';

/**
 * End-to-end tests drive Debian's chromium (`CHROMIUM_PATH`, default /usr/bin/chromium; never a
 * downloaded browser) against the built app (`npm run test:e2e` builds it first), served by the real
 * server on a fresh embedded database in a temporary DATA_DIR.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'coldsmith-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Whole user journeys (create, import, edit, review) take 10–20 s; a loaded CI machine doubles that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Creates the first superadmin through the UI and saves its session for the other specs.
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', dependencies: ['setup'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    // "Google": a local OpenID Connect server the app signs in with (e2e/support/oidc-server.ts).
    {
      command: 'tsx e2e/support/oidc-server.ts',
      url: GOOGLE_DISCOVERY_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(OIDC_PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // "Instantly": a local API v2 stand-in the app pushes leads to (e2e/support/instantly-server.ts).
    {
      command: 'tsx e2e/support/instantly-server.ts',
      // Any answer means it is up: without a key it says 401, as Instantly does.
      url: `${INSTANTLY_API_URL}/api/v2/campaigns`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_INSTANTLY_PORT: String(INSTANTLY_PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The compiled build, as `npm start` runs it (`npm run test:e2e` builds it first when it is stale).
      command: 'node --liftoff-only dist/server/index.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // PGlite's start and the migrations take ~10 s on an idle machine, several times that on a busy one.
      timeout: 180_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CONTACT_EMAIL,
        GOOGLE_CLIENT_ID: 'coldsmith-e2e',
        GOOGLE_CLIENT_SECRET: 'coldsmith-e2e-secret',
        GOOGLE_DISCOVERY_URL,
        INSTANTLY_API_URL,
        // Webhook specs deliver to a receiver the test runs on 127.0.0.1 (e2e/webhooks.spec.ts).
        WEBHOOK_ALLOW_PRIVATE: 'true',
        // Research specs fetch a fixture site the test serves on 127.0.0.1 (e2e/research.spec.ts).
        RESEARCH_ALLOW_PRIVATE: 'true',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
