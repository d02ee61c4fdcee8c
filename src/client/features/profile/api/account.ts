import { ApiError } from '#client/lib/api-error.ts';
import { authClient } from '#client/lib/auth-client.ts';

/**
 * Better Auth's account endpoints for the profile: `POST /api/auth/update-user` (name) and
 * `POST /api/auth/change-password` (which also signs out every other session, so a password changed
 * because it leaked locks the intruder out). Each throws an `ApiError` with the server's words.
 */
type AuthError = { status: number; statusText?: string; code?: string; message?: string };

async function unwrap(call: Promise<{ error: AuthError | null }>) {
  const { error } = await call;
  if (error) throw ApiError.fromAuthError(error);
}

export const updateName = (name: string) => unwrap(authClient.updateUser({ name }));

export const changePassword = (currentPassword: string, newPassword: string) =>
  unwrap(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
