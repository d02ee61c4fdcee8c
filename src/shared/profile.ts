import { z } from 'zod';
import { signUpSchema } from './auth.ts';

/**
 * The profile's account forms, with the sign-up form's rules for names and passwords
 * (so an account can never be edited into a state sign-up would refuse). The server is Better Auth's
 * `update-user` and `change-password`, which apply the same bounds.
 */
export const updateNameSchema = z.object({ name: signUpSchema.shape.name });
export type UpdateName = z.infer<typeof updateNameSchema>;

export const changeEmailSchema = z.object({ newEmail: signUpSchema.shape.email });
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { message: 'Enter your current password' }),
    newPassword: signUpSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
