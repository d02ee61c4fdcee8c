import { createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '#client/components/errors/route-error-boundary.tsx';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { RedirectIfSignedIn } from '#client/features/auth/components/redirect-if-signed-in.tsx';
import { RequireActiveUser } from '#client/features/auth/components/require-active-user.tsx';
import { RequirePendingUser } from '#client/features/auth/components/require-pending-user.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

/**
 * Every route (SPEC §2). The public layout and the guards load with the app; the app shell and each page
 * are lazily loaded chunks.
 * Guards are client comfort only: the server enforces every permission (DESIGN.md §2).
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import('./routes/landing.tsx') },
          {
            Component: RedirectIfSignedIn,
            children: [
              { path: 'login', lazy: () => import('./routes/login.tsx') },
              { path: 'signup', lazy: () => import('./routes/signup.tsx') },
              { path: 'auth/two-factor', lazy: () => import('./routes/two-factor.tsx') },
              { path: 'auth/forgot-password', lazy: () => import('./routes/forgot-password.tsx') },
            ],
          },
          { path: 'initialize-admin', lazy: () => import('./routes/initialize-admin.tsx') },
          // Not behind RedirectIfSignedIn: a reset link must work whoever is signed in on this browser.
          { path: 'auth/reset-password', lazy: () => import('./routes/reset-password.tsx') },
          {
            Component: RequirePendingUser,
            children: [{ path: 'waiting-list', lazy: () => import('./routes/waiting-list.tsx') }],
          },
          { path: 'suspended', lazy: () => import('./routes/suspended.tsx') },
          { path: 'account/deletion', lazy: () => import('./routes/account-deletion.tsx') },
          { path: 'auth/callback', lazy: () => import('./routes/auth-callback.tsx') },
          { path: 'unauthorized', lazy: () => import('./routes/unauthorized.tsx') },
          { path: 'system-status', lazy: () => import('./routes/system-status.tsx') },
          { path: 'terms-of-service', lazy: () => import('./routes/terms-of-service.tsx') },
          { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy.tsx') },
          { path: 'cookie-policy', lazy: () => import('./routes/cookie-policy.tsx') },
          { path: 'security', lazy: () => import('./routes/security.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
      {
        Component: RequireActiveUser,
        children: [
          {
            // Lazy like the pages: the app shell (its Radix Sheet included) is not the landing page's to load.
            lazy: async () => ({ Component: (await import('./layouts/app-layout.tsx')).AppLayout }),
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
              { path: 'dashboard/campaigns/new', lazy: () => import('./routes/campaign-new.tsx') },
              { path: 'dashboard/generation', lazy: () => import('./routes/playground.tsx') },
              { path: 'dashboard/campaigns/:id', lazy: () => import('./routes/campaign.tsx') },
              { path: 'profile', lazy: () => import('./routes/profile.tsx') },
              { path: 'integrations', lazy: () => import('./routes/integrations.tsx') },
              { path: 'api', lazy: () => import('./routes/api-portal.tsx') },
              { path: 'integrations/webhook', lazy: () => import('./routes/integrations-webhook.tsx') },
              {
                // Lazy, not with the other guards: it reads roles through #shared/users.ts, which loads zod.
                lazy: async () => ({
                  Component: (await import('#client/features/auth/components/require-admin.tsx')).RequireAdmin,
                }),
                children: [
                  { path: 'admin', lazy: () => import('./routes/admin.tsx') },
                  { path: 'admin/users', lazy: () => import('./routes/admin-users.tsx') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
