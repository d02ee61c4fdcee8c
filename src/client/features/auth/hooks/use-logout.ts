import { useMutation } from '@tanstack/react-query';
import { useAppNavigate } from '#client/components/navigation/use-app-navigate.ts';
import { paths } from '#client/config/paths.ts';
import { applyFixedTheme } from '#client/lib/theme.ts';
import { loadToast } from '#client/lib/toast-host.ts';
import { signOut } from '../api/sign-out.ts';
import { useForgetUser } from './use-forget-user.ts';

/**
 * Signing out (SPEC §4 SIGNED_OUT, §8): on success an info toast, cached user data dropped, back to the
 * home page. If the server does not confirm, SPEC's "force logout": an error toast, local and session
 * storage wiped, and the sign-in page.
 *
 * `me` is set to null rather than removed, so every mounted observer (the header) re-renders as
 * signed out. On success that happens after navigating home, so a guarded page being left never
 * re-renders as "signed out" and bounces to /login on its own; on failure it happens first, and a
 * guard's redirect to /login is exactly where the user is going anyway.
 *
 * sonner is imported when a toast is due, not with the header that renders the Logout button, so the
 * landing page does not load it (docs/decisions/023); its Toaster shows toasts raised before it mounted.
 */
export function useLogout() {
  const navigate = useAppNavigate();
  const forgetUser = useForgetUser();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      const toast = await loadToast();
      toast.info('Signed out');
      await navigate(paths.home);
      forgetUser();
    },
    onError: async () => {
      const toast = await loadToast();
      toast.error('Sign out failed', {
        description: 'There was a problem signing you out. Your session has been cleared locally.',
      });
      localStorage.clear();
      sessionStorage.clear();
      applyFixedTheme();
      forgetUser();
      await navigate(paths.login);
    },
  });
}
