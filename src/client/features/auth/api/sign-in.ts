import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client.ts';
import { ApiError } from '#client/lib/api-error.ts';
import type { SignIn } from '#shared/auth.ts';
import { getMeQueryOptions } from './get-me.ts';

export type SignInResult = { twoFactorRequired: boolean };

/**
 * E-mail + password sign-in through Better Auth (`POST /api/auth/sign-in/email`). For an account with
 * two-factor authentication the password alone opens no session: the answer says `twoFactorRedirect`
 * and the caller sends the user to the challenge (/auth/two-factor).
 */
export async function signIn(input: SignIn): Promise<SignInResult> {
  const { data, error } = await authClient.signIn.email(input);
  if (error) throw ApiError.fromAuthError(error);
  return { twoFactorRequired: Boolean(data && 'twoFactorRedirect' in data && data.twoFactorRedirect) };
}

/** Signs in, then refetches `me` so every guard sees the new session before the next page renders. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (!result.twoFactorRequired) await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
}
