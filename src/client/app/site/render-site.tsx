import { renderToString } from 'react-dom/server';
import { createQueryClient } from '#client/lib/query-client.ts';
import { Component as Landing } from '../routes/landing.tsx';
import { SitePage } from './site-page.tsx';

/**
 * The landing page's markup for the build to write into `landing.html` (scripts/build/prerender.ts),
 * so that its text is in the first response (issue 14, item 9): crawlers, link unfurlers and the first
 * paint do not wait for JavaScript. Never part of the client bundle.
 */
export function renderSite(): string {
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <SitePage queryClient={queryClient}>
        <Landing />
      </SitePage>,
    );
  } finally {
    // The queries the page asked for (never fetched here) hold 30-minute garbage-collection timers that
    // would keep the build's process alive.
    queryClient.clear();
  }
}
