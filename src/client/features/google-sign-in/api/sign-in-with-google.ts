import { ApiError } from '#client/lib/api-error.ts';
import { authClient } from '#client/lib/auth-client.ts';

/**
 * Starts "Continue with Google" (`POST /api/auth/sign-in/social {provider: 'google'}`): Better Auth
 * answers Google's authorisation URL and the browser goes there; Google sends it back through
 * `/api/auth/callback/google`, which ends on /auth/callback (SPEC §2) with the session, or with
 * `?error=…`. `redirectTo` (same-origin, checked again on return) is where to go afterwards.
 */
export async function signInWithGoogle(redirectTo: string | null): Promise<void> {
  const callback = `/auth/callback${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`;
  const { error } = await authClient.signIn.social({
    provider: 'google',
    callbackURL: callback,
    errorCallbackURL: callback,
  });
  if (error) throw ApiError.fromAuthError(error);
}
