import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client.ts';
import { ApiError } from '#client/lib/api-error.ts';
import type { SignUp } from '#shared/auth.ts';
import { getMeQueryOptions } from './get-me.ts';

/**
 * Creates an account through Better Auth (`POST /api/auth/sign-up/email`). The server signs the new
 * user in and holds them on the waiting list (`pending`) until an administrator approves them.
 */
export async function signUp(input: SignUp): Promise<void> {
  const { error } = await authClient.signUp.email(input);
  if (error) throw ApiError.fromAuthError(error);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
