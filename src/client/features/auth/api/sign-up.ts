import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client.ts';
import { ApiError } from '#client/lib/api-error.ts';
import type { SignUp } from '#shared/auth.ts';
import { getMeQueryOptions } from './get-me.ts';
import { signIn, type SignInResult } from './sign-in.ts';

/**
 * What the sign-up form says when the new account cannot be signed in: the address already had an
 * account with another password (or none, Google only). The server's sign-up answer is the same for a
 * taken address as for a new one (docs/decisions/017); this wording names the two ways forward without
 * echoing Better Auth's "User already exists".
 */
export const SIGN_UP_REFUSED_MESSAGE =
  "We couldn't create an account with these details. If you already have an account, sign in or reset your password.";

/**
 * Creates an account through Better Auth (`POST /api/auth/sign-up/email`), then signs in with the same
 * credentials (`POST /api/auth/sign-in/email`): sign-up opens no session, so that a taken address is
 * answered like a new one (docs/decisions/017). The new user is pending, on the waiting list until an
 * administrator approves them. @throws ApiError; a refused sign-in carries `SIGN_UP_REFUSED_MESSAGE`
 */
export async function signUp(input: SignUp): Promise<SignInResult> {
  const { error } = await authClient.signUp.email(input);
  if (error) throw ApiError.fromAuthError(error);
  try {
    return await signIn({ email: input.email, password: input.password });
  } catch (refusal) {
    if (refusal instanceof ApiError && refusal.status === 401) {
      throw new ApiError({ status: 401, code: 'sign_up_refused', title: SIGN_UP_REFUSED_MESSAGE });
    }
    throw refusal;
  }
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
