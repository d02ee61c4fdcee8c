import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth's client on our own origin (`/api/auth`, DESIGN.md §2). Sessions are HttpOnly cookies the
 * server refreshes itself; who the user is (role, status, waiting-list position) comes from
 * `GET /api/v1/me` (features/auth/api/get-me.ts), not from this client's session atom.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });
