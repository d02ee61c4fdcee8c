import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../api/get-me.ts';

/**
 * Drops what the client knows about the signed-in user, after a logout or an account deletion:
 * `me` is set to null rather than removed, so every mounted observer (the header) re-renders as
 * signed out — a removed query would leave mounted observers holding the old user — and every other
 * cached answer, which belonged to that user, is removed.
 */
export function useForgetUser() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== meQueryKey[0] });
  };
}
