import { authClient } from '#client/lib/auth-client.ts';
import { ApiError } from '#client/lib/api-error.ts';

/** Ends the session on the server (`POST /api/auth/sign-out`). Throws when the server did not confirm. */
export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) throw ApiError.fromAuthError(error);
}
