import { z } from 'zod';

/**
 * Account deletion (docs/decisions/017): the user types their e-mail address to confirm and proves it is
 * them — the code from their authenticator app when two-factor authentication is on, else their
 * password; an account without a password (Google only) needs a sign-in no older than
 * `FRESH_SIGN_IN_MINUTES`. SPEC §8's message when no one is signed in is `NO_USER_TO_DELETE`.
 */
export const NO_USER_TO_DELETE = 'No authenticated user to delete';

export const deleteAccountSchema = z.object({
  email: z.string().trim().min(1, { message: 'Type your e-mail address to confirm' }),
  code: z.string().trim().optional(),
  // Not trimmed: a password is exactly what was typed.
  password: z.string().max(1_000).optional(),
});

/** How recent a sign-in must be for an account with neither password nor two-factor to be deleted. */
export const FRESH_SIGN_IN_MINUTES = 10;
export type DeleteAccount = z.input<typeof deleteAccountSchema>;
