import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.ts';

/**
 * The password-reset flow (SPEC §2 /auth/forgot-password and /auth/reset-password, §7 "Password reset
 * e-mail, redirecting to /auth/reset-password"). One schema per step, used by the client's forms and by
 * the server's check of Better Auth's request bodies (src/server/auth/auth-hooks.ts), so both refuse
 * the same input.
 */

/** Where the e-mailed link lands; the token travels in `?token=`. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** How long a reset link works: one hour, Better Auth's default, set explicitly so the mail can say it. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * The one answer to every reset request, whether or not the address has an account: the page must
 * never reveal which addresses are registered.
 */
export const RESET_REQUESTED_MESSAGE = 'If an account uses this address, we have sent it a link to reset the password.';

/** `POST /api/auth/request-password-reset` and the forgot-password form. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/auth/reset-password`: the token from the link and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'The reset link has no token' })
    .trim()
    .min(1, { message: 'The reset link has no token' })
    .max(200, { message: 'The reset link is not valid' }),
  newPassword: newPasswordSchema,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The reset-password form: the new password twice (the token comes from the link, not the form). */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
