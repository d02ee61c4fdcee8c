import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { RenderErrorBoundary } from '#client/components/errors/render-error-boundary.tsx';
import { LazyToaster } from '#client/components/ui/lazy-toaster.tsx';
import { CookieNotice } from '#client/features/cookie-consent/components/cookie-notice.tsx';
import { PublicFrame } from '../layouts/public-frame.tsx';

/**
 * The landing page's whole tree, as the build prerenders it (render-site.tsx) and the browser hydrates
 * it (mount-site.tsx): the two must render the same markup. What depends on the visitor (who is signed
 * in, the cookie choice, a toast) renders its empty state on both and fills in after hydration.
 */
export function SitePage({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RenderErrorBoundary>
          <PublicFrame>{children}</PublicFrame>
          <CookieNotice />
        </RenderErrorBoundary>
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
