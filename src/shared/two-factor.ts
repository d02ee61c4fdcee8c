import { z } from 'zod';

/**
 * Two-factor authentication forms, shared by the profile's enrolment, the sign-in
 * challenge and the server's tests. TOTP codes are RFC 6238's 6-digit codes; backup codes are Better
 * Auth's (10 of them, each 10 characters written `xxxxx-xxxxx`, each usable once).
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const BACKUP_CODE_COUNT = 10;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app' })),
});
export type TotpCode = z.input<typeof totpCodeSchema>;

export const backupCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: 'Enter one of your backup codes' })
    .max(32, { message: 'That is not a backup code' }),
});
export type BackupCode = z.input<typeof backupCodeSchema>;

/** Enabling, disabling and new backup codes all ask for the password again (Better Auth requires it). */
export const passwordConfirmSchema = z.object({ password: z.string().min(1, { message: 'Enter your password' }) });
export type PasswordConfirm = z.infer<typeof passwordConfirmSchema>;
