import { createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '#client/components/errors/route-error-boundary.tsx';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { RedirectIfSignedIn } from '#client/features/auth/components/redirect-if-signed-in.tsx';
import { RequireActiveUser } from '#client/features/auth/components/require-active-user.tsx';
import { RequirePendingUser } from '#client/features/auth/components/require-pending-user.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

/**
 * Every route (SPEC §2). Layouts and guards load with the app; each page is its own lazily loaded chunk.
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
            ],
          },
          { path: 'initialize-admin', lazy: () => import('./routes/initialize-admin.tsx') },
          { Component: RequirePendingUser, children: [{ path: 'waiting-list', lazy: () => import('./routes/waiting-list.tsx') }] },
          { path: 'suspended', lazy: () => import('./routes/suspended.tsx') },
          { path: 'unauthorized', lazy: () => import('./routes/unauthorized.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
      {
        Component: RequireActiveUser,
        children: [
          {
            Component: AppLayout,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
              { path: 'dashboard/campaigns/new', lazy: () => import('./routes/campaign-new.tsx') },
              { path: 'dashboard/generation', lazy: () => import('./routes/generation.tsx') },
              { path: 'dashboard/campaigns/:id', lazy: () => import('./routes/campaign.tsx') },
              { path: 'profile', lazy: () => import('./routes/profile.tsx') },
            ],
          },
        ],
      },
    ],
  },
]);
