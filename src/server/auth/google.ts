import { genericOAuth } from 'better-auth/plugins';
import type { AppEnv } from '#server/env.ts';

/**
 * "Continue with Google" (docs/decisions/003), when `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET` are
 * set: Google as the OpenID Connect provider it is (OIDC Core 1.0), through Better Auth's generic OAuth
 * plugin rather than its fixed-URL Google provider, so the same code runs against a local OIDC server
 * in the tests (`GOOGLE_DISCOVERY_URL`). Endpoints and keys come from the discovery document; the ID
 * token is verified against Google's JWKS and bound to the request by a nonce; PKCE (RFC 7636) protects
 * the code. Google's `email_verified` is trusted: an unverified address gets no session.
 *
 * Better Auth serves it through its social endpoints (`POST /api/auth/sign-in/social {provider: 'google'}`,
 * callback `/api/auth/callback/google`). Google Cloud console → OAuth client → authorised redirect URI:
 * `${BASE_URL}/api/auth/callback/google`.
 * A new account arrives `pending`, like any sign-up (the waiting list).
 */
export const GOOGLE_PROVIDER_ID = 'google';

export function googleSignIn(env: AppEnv) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireIdTokenVerification: true,
          requireEmailVerification: true,
          // Logging out of Coldsmith must not log the user out of Google (RP-initiated logout would
          // send the browser to Google's end-session endpoint).
          disableProviderLogout: true,
        },
      ],
    }),
  ];
}
