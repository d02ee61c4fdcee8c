import { ApiError } from '#client/lib/api-error.ts';

/**
 * Ends the session on the server (`POST /api/auth/sign-out`). Throws when the server did not confirm.
 * Better Auth's client (12 KB gzip) is loaded on the click: the landing page shows Logout to a
 * signed-in visitor, and must not carry the client for it (its JavaScript budget, docs/decisions/016).
 */
export async function signOut(): Promise<void> {
  const { authClient } = await import('#client/lib/auth-client.ts');
  const { error } = await authClient.signOut();
  if (error) throw ApiError.fromAuthError(error);
}
