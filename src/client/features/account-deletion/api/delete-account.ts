import { useMutation } from '@tanstack/react-query';
import { useForgetUser } from '#client/features/auth/hooks/use-forget-user.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { DeleteAccount } from '#shared/accounts.ts';

/**
 * `DELETE /api/v1/me` (DESIGN.md §4): deletes the signed-in account and everything it owns. On success
 * the client forgets the user as after a logout (the server has already ended the session).
 */
export function useDeleteAccount() {
  const forgetUser = useForgetUser();
  return useMutation({
    mutationFn: (input: DeleteAccount) => apiFetch<void>('/api/v1/me', { method: 'DELETE', body: input }),
    onSuccess: forgetUser,
  });
}
