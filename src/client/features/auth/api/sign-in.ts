import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client.ts';
import { ApiError } from '#client/lib/api-error.ts';
import type { SignIn } from '#shared/auth.ts';
import { getMeQueryOptions } from './get-me.ts';

/** E-mail + password sign-in through Better Auth (`POST /api/auth/sign-in/email`). */
export async function signIn(input: SignIn): Promise<void> {
  const { error } = await authClient.signIn.email(input);
  if (error) throw ApiError.fromAuthError(error);
}

/** Signs in, then refetches `me` so every guard sees the new session before the next page renders. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
