import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth's client on our own origin (`/api/auth`, DESIGN.md §2), with the two-factor plugin's
 * methods (`authClient.twoFactor.*`). Sessions are HttpOnly cookies the server refreshes itself; who the
 * user is (role, status, assurance level) comes from `GET /api/v1/me` (features/auth/api/get-me.ts),
 * not from this client's session atom. A sign-in that needs a second factor is detected by the caller
 * (`signIn` in features/auth/api/sign-in.ts), which owns the navigation.
 */
export const authClient = createAuthClient({ basePath: '/api/auth', plugins: [twoFactorClient()] });
