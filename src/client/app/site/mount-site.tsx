import { getMeQueryOptions } from '#client/features/auth/api/get-me.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { createReportingRoot, hydrateReportingRoot } from '../create-root.ts';
import { SitePage } from './site-page.tsx';

/**
 * The site entry: the landing page (/) as a first visit loads it, without React Router and with sonner
 * loaded only if a toast is raised, so the page meets its 120 KB JavaScript budget
 * (docs/decisions/023). Links and navigation are plain (components/navigation): moving into the app is
 * a full page load of the app entry, whose chunks React and TanStack Query share with this one. Inside
 * the app, `/` is still a route, so going home from the dashboard stays a client-side navigation.
 * The page is the app's own route module, loaded by name as the router loads it.
 *
 * The server sends `/` prerendered (render-site.tsx): that markup is hydrated, not replaced. A root
 * with nothing in it (index.html, when the build wrote no landing.html) is rendered as before.
 * @throws when the page's chunk cannot load (main.tsx then shows the critical-failure screen)
 */
export async function mount(root: HTMLElement) {
  const prerendered = root.hasChildNodes();
  // Asked before the page mounts, so the header's useMe finds this request in flight and adds none.
  void queryClient.prefetchQuery(getMeQueryOptions());
  const { Component: Landing } = await import('../routes/landing.tsx');
  const page = (
    <SitePage queryClient={queryClient}>
      <Landing />
    </SitePage>
  );
  if (prerendered) hydrateReportingRoot(root, page);
  else createReportingRoot(root).render(page);
}
