import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/**
 * Renders routes as the app does (client app/root-providers.tsx): a browser router — the guards
 * compare its location with `window.location` — a fresh query cache with the app's defaults, and the
 * toast area, so a test sees the toasts a person would.
 * @param at - the URL the page is opened at
 */
export function renderRoutes(routes: RouteObject[], { at }: { at: string }) {
  window.history.replaceState(null, '', at);
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Renders one element as the page at `at` (default `/`), with the app's providers. */
export function renderPage(ui: ReactElement, { at = '/' }: { at?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], { at });
}
