import { OAuth2Server } from 'oauth2-mock-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BASE_URL, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * "Continue with Google" end to end (docs/decisions/003): Google cannot be reached from here, so a local
 * OpenID Connect server (`oauth2-mock-server`, on 127.0.0.1) plays it, through the same generic-OAuth
 * code production uses (auth/google.ts): discovery, PKCE, nonce-bound and JWKS-verified ID token, the
 * callback, and /auth/callback. The provider's answers are shaped as Google's (email, email_verified,
 * name, picture).
 */
let oidc: OAuth2Server;
let t: TestApp;
let claims: Record<string, unknown>;

beforeEach(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  claims = { sub: '109876543210987654321', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' };
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  oidc.service.on('beforeUserinfo', (response) => {
    response.body = claims;
  });
});
afterEach(async () => {
  await t?.close();
  await oidc.stop();
});

const googleEnv = () => ({
  GOOGLE_CLIENT_ID: 'coldsmith-test-client',
  GOOGLE_CLIENT_SECRET: 'coldsmith-test-secret',
  GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
});

/** Plays the browser: start at our API, follow the provider's redirect back, land on /auth/callback. */
async function signInWithGoogle(client: TestClient): Promise<Response> {
  const start = await client.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/auth/callback',
    errorCallbackURL: '/auth/callback',
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.origin).toBe(oidc.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('scope')).toBe('openid email profile');
  const consent = await fetch(url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_BASE_URL}/api/auth/callback/google`);
  return client.get(`${back.pathname}${back.search}`);
}

describe('Google sign-in (through a local OpenID Connect server)', () => {
  it('creates a pending account from the verified Google identity and signs it in, then signs the same account in again', async () => {
    t = await createTestApp({ env: googleEnv() });
    expect(await (await t.client().get('/api/config')).json()).toMatchObject({ googleSignIn: true });

    const client = t.client();
    const callback = await signInWithGoogle(client);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/\/auth\/callback$/);
    const me = (await (await client.get('/api/v1/me')).json()) as {
      email: string;
      name: string;
      status: string;
      id: string;
    };
    expect(me).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper', status: 'pending' });

    const again = t.client();
    await signInWithGoogle(again);
    expect(((await (await again.get('/api/v1/me')).json()) as { id: string }).id).toBe(me.id);
  });

  it('gives no session to an unverified Google address', async () => {
    t = await createTestApp({ env: googleEnv() });
    claims.email_verified = false;
    const client = t.client();
    const callback = await signInWithGoogle(client);
    expect(callback.headers.get('location')).toMatch(/\/auth\/callback\?error=email_not_verified/);
    expect((await client.get('/api/v1/me')).status).toBe(401);
  });

  it('is off, and says so, without a client id and secret', async () => {
    t = await createTestApp();
    expect(await (await t.client().get('/api/config')).json()).toMatchObject({ googleSignIn: false });
    const start = await t
      .client()
      .post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth/callback' });
    expect(start.status).toBeGreaterThanOrEqual(400);
    expect(start.status).toBeLessThan(500);
  });
});
