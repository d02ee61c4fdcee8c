import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-error.ts';
import { authClient } from '#client/lib/auth-client.ts';

/**
 * Whether the signed-in account has a password (`GET /api/auth/list-accounts` lists a `credential`
 * account): the deletion form then asks for it. An account signed up with Google only has none, and
 * instead needs a recent sign-in (docs/decisions/017).
 */
export async function hasPassword(): Promise<boolean> {
  const { data, error } = await authClient.listAccounts();
  if (error) throw ApiError.fromAuthError(error);
  return data.some((account) => account.providerId === 'credential');
}

export const hasPasswordQueryOptions = () => queryOptions({ queryKey: ['me', 'has-password'], queryFn: hasPassword });

export const useHasPassword = () => useQuery(hasPasswordQueryOptions());
