import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RenderErrorBoundary } from '#client/components/errors/render-error-boundary.tsx';
import { LazyToaster } from '#client/components/ui/lazy-toaster.tsx';
import { getMeAfterSessionProbe, meQueryKey } from '#client/features/auth/api/get-me.ts';
import { CookieNotice } from '#client/features/cookie-consent/components/cookie-notice.tsx';
import { queryClient } from '#client/lib/query-client.ts';
import { createReportingRoot } from '../create-root.ts';
import { PublicFrame } from '../layouts/public-frame.tsx';

/**
 * The site entry: the landing page (/) as a first visit loads it, without React Router and with sonner
 * loaded only if a toast is raised, so the page meets its 120 KB JavaScript budget
 * (docs/decisions/023). Links and navigation are plain (components/navigation): moving into the app is
 * a full page load of the app entry, whose chunks React and TanStack Query share with this one. Inside
 * the app, `/` is still a route, so going home from the dashboard stays a client-side navigation.
 * The page is the app's own route module, loaded by name as the router loads it.
 * @throws when the page's chunk cannot load (main.tsx then shows the critical-failure screen)
 */
export async function mount(root: HTMLElement) {
  // Asked before the page mounts, so the header's useMe finds this request in flight and adds none.
  void queryClient.prefetchQuery({ queryKey: meQueryKey, queryFn: getMeAfterSessionProbe });
  const { Component: Landing } = await import('../routes/landing.tsx');
  createReportingRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RenderErrorBoundary>
          <PublicFrame>
            <Landing />
          </PublicFrame>
          <CookieNotice />
        </RenderErrorBoundary>
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
