import { startFakeInstantly } from '#tests/fakes/vendors/instantly-server.ts';
import { INSTANTLY_E2E_BLOCKLIST, INSTANTLY_E2E_CAMPAIGN, INSTANTLY_E2E_KEY, INSTANTLY_PORT } from './server-env.ts';

/**
 * "Instantly" for the end-to-end tests: the integration tests' local Instantly API v2 stand-in
 * (tests/fakes/vendors/instantly-server.ts) on a fixed loopback port, started by playwright.config.ts
 * before the app, which reaches it through INSTANTLY_API_URL.
 */
const server = await startFakeInstantly({
  apiKey: INSTANTLY_E2E_KEY,
  campaigns: [INSTANTLY_E2E_CAMPAIGN],
  blocklist: INSTANTLY_E2E_BLOCKLIST,
  port: INSTANTLY_PORT,
});
console.log(`Instantly stand-in on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void server.close().then(() => process.exit(0)));
