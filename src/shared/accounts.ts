import { z } from 'zod';

/**
 * Account deletion (docs/decisions/017): the user types their e-mail address to confirm, and the code
 * from their authenticator app when two-factor authentication is on. SPEC §8's message when no one is
 * signed in is `NO_USER_TO_DELETE`.
 */
export const NO_USER_TO_DELETE = 'No authenticated user to delete';

export const deleteAccountSchema = z.object({
  email: z.string().trim().min(1, { message: 'Type your e-mail address to confirm' }),
  code: z.string().trim().optional(),
});
export type DeleteAccount = z.input<typeof deleteAccountSchema>;
