import { StrictMode } from 'react';
import { getMeQueryOptions } from '#client/features/auth/api/get-me.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { App } from './app.tsx';
import { createReportingRoot } from './create-root.ts';

/**
 * Renders the app (every route, React Router) into #root. Who is signed in is asked first, while the
 * router loads the page's chunks: every guard waits on it, and the page's own data waits on the guard.
 */
export function mount(root: HTMLElement) {
  void queryClient.prefetchQuery(getMeQueryOptions());
  createReportingRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
