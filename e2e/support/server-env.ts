/** Env the e2e server runs with (playwright.config.ts), which specs assert against. */

/** Not the default, so a spec can tell that the server's CONTACT_EMAIL reached the page. */
export const CONTACT_EMAIL = 'team@coldsmith.example';

/** The local OpenID Connect server that plays Google (support/oidc-server.ts). */
// Beside the app's port (E2E_PORT, default 3100), so parallel runs on other ports do not collide.
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 90);
export const GOOGLE_DISCOVERY_URL = `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`;

/** The Google account the OIDC server signs in: verified, as Google reports its own addresses. */
export const GOOGLE_TEST_ACCOUNT = { sub: '112233445566778899001', email: 'grace.hopper@example.com', email_verified: true, name: 'Grace Hopper' };
