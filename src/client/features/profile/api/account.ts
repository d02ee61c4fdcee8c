import { ApiError } from '#client/lib/api-error.ts';
import { authClient } from '#client/lib/auth-client.ts';

/**
 * Better Auth's account endpoints for the profile: `POST /api/auth/update-user` (name), `change-email`, and
 * `POST /api/auth/change-password` (which also signs out every other session, so a password changed
 * because it leaked locks the intruder out). Each throws an `ApiError` with the server's words.
 */
type AuthError = { status: number; statusText?: string; code?: string; message?: string };

async function unwrap(call: Promise<{ error: AuthError | null }>) {
  const { error } = await call;
  if (error) throw ApiError.fromAuthError(error);
}

export const updateName = (name: string) => unwrap(authClient.updateUser({ name }));

/** Where the confirmation link of an e-mail change lands (Better Auth redirects there once it is opened). */
export const EMAIL_CHANGED_CALLBACK = '/profile?email=changed';

/** `POST /api/auth/change-email`: mails a confirmation link to the new address; nothing changes until it is opened. */
export const changeEmail = (newEmail: string) =>
  unwrap(authClient.changeEmail({ newEmail, callbackURL: EMAIL_CHANGED_CALLBACK }));

export const changePassword = (currentPassword: string, newPassword: string) =>
  unwrap(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
