/** Env the e2e server runs with (playwright.config.ts), which specs assert against. */

/** Not the default, so a spec can tell that the server's CONTACT_EMAIL reached the page. */
export const CONTACT_EMAIL = 'team@coldsmith.example';

/** The local OpenID Connect server that plays Google (support/oidc-server.ts). */
// Beside the app's port (E2E_PORT, default 3100), so parallel runs on other ports do not collide.
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 90);
export const GOOGLE_DISCOVERY_URL = `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`;

/** The Google account the OIDC server signs in: verified, as Google reports its own addresses. */
export const GOOGLE_TEST_ACCOUNT = {
  sub: '112233445566778899001',
  email: 'grace.hopper@example.com',
  email_verified: true,
  name: 'Grace Hopper',
};

/** The local Instantly (API v2) the app pushes to (support/instantly-server.ts), beside the OIDC server. */
export const INSTANTLY_PORT = Number(process.env.E2E_INSTANTLY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 91);
export const INSTANTLY_API_URL = `http://127.0.0.1:${INSTANTLY_PORT}`;
/**
 * The one key it accepts, its one campaign, and an address on its blocklist (skipped on push): the
 * third prospect of the committed list (tests/fixtures/prospects/remoteintech-prospects.csv).
 */
export const INSTANTLY_E2E_KEY = 'inst-e2e-0123456789abcdef-KEYS';
export const INSTANTLY_E2E_CAMPAIGN = { id: '0196a3b0-0000-7000-8000-0000000e2e01', name: 'Q3 founders' };
export const INSTANTLY_E2E_BLOCKLIST = ['esme.jovanovic@flightaware.example'];
