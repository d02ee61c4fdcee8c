import { ApiError } from '#client/lib/api-error.ts';
import { authClient } from '#client/lib/auth-client.ts';

/**
 * Better Auth's two-factor endpoints (`/api/auth/two-factor/*`), each throwing an `ApiError` when the
 * server refuses, so forms show the server's words. Enabling, disabling and new backup codes ask for
 * the password; `enable` returns the otpauth:// URI (RFC 6238 key URI, for the QR code) and the backup
 * codes, but two-factor is in force only once `verifyTotp` has accepted a first code.
 */
type AuthResult<T> = {
  data: T | null;
  error: { status: number; statusText?: string; code?: string; message?: string } | null;
};

async function unwrap<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) throw ApiError.fromAuthError(error);
  return data as T;
}

export type Enrolment = { totpURI: string; backupCodes: string[] };

export const enableTwoFactor = (password: string) =>
  unwrap<Enrolment>(authClient.twoFactor.enable({ password }) as Promise<AuthResult<Enrolment>>);
export const verifyTotp = (code: string) => unwrap(authClient.twoFactor.verifyTotp({ code }));
export const verifyBackupCode = (code: string) => unwrap(authClient.twoFactor.verifyBackupCode({ code }));
export const disableTwoFactor = (password: string) => unwrap(authClient.twoFactor.disable({ password }));
export const generateBackupCodes = (password: string) =>
  unwrap<{ backupCodes: string[] }>(
    authClient.twoFactor.generateBackupCodes({ password }) as Promise<AuthResult<{ backupCodes: string[] }>>,
  );
