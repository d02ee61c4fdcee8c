import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-error.ts';
import { authClient } from '#client/lib/auth-client.ts';
import { logError } from '#client/lib/errors/error-log.ts';
import type { ForgotPassword, ResetPassword } from '#shared/password-reset.ts';

/**
 * Better Auth's password-reset endpoints (SPEC §7 "Password reset e-mail, redirecting to
 * /auth/reset-password"): `POST /api/auth/request-password-reset` mails a link to
 * /auth/reset-password?token=…, `POST /api/auth/reset-password` sets the new password. Failures are
 * logged with tags, then rethrown as an `ApiError` for the form (SPEC §8).
 */
type AuthError = { status: number; statusText?: string; code?: string; message?: string };

async function logged<T>(run: () => Promise<{ data: T | null; error: AuthError | null }>): Promise<T | null> {
  try {
    const { data, error } = await run();
    if (error) throw ApiError.fromAuthError(error);
    return data;
  } catch (error) {
    const refused = error instanceof ApiError && error.isClientError;
    logError(error, { severity: refused ? 'warning' : 'error', tags: { area: 'auth', flow: 'reset' } });
    throw error;
  }
}

/**
 * Asks for a reset mail. The server answers the same for every well-formed address, so success says
 * nothing about whether an account exists. @throws ApiError (429 when asked too often)
 */
export async function requestPasswordReset(input: ForgotPassword): Promise<void> {
  await logged(() => authClient.requestPasswordReset({ email: input.email }));
}

/** Sets the new password. @throws ApiError, `code` `INVALID_TOKEN` for an expired, used or unknown token */
export async function resetPassword(input: ResetPassword): Promise<void> {
  await logged(() => authClient.resetPassword({ token: input.token, newPassword: input.newPassword }));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** Better Auth's code for a reset token that is unknown, used or expired. */
export const INVALID_TOKEN = 'INVALID_TOKEN';
