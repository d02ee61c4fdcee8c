import {
  RESEARCH_PAGE_MAX_BYTES,
  RESEARCH_PAGE_TIMEOUT_MS,
  type ResearchSource,
  type ResearchState,
  type SkipReason,
} from '#shared/research.ts';

/**
 * A prospect's research in a reviewer's words (docs/decisions/033): why a page of their website gave
 * no passages, and a page's address without its scheme. The caps named are the site fetcher's
 * (shared/research.ts), so the words follow them.
 */
export const skipReasonLabels: Record<SkipReason, string> = {
  robots_disallowed: 'robots.txt disallows it',
  not_html: 'not an HTML page',
  too_large: `larger than ${RESEARCH_PAGE_MAX_BYTES / 1024 / 1024} MB`,
  timeout: `took longer than ${RESEARCH_PAGE_TIMEOUT_MS / 1000} s`,
  http_error: 'an HTTP error',
  // The server says which (the page's `detail`): only JavaScript, or only menus and notices.
  no_text: 'no readable text',
  url_not_allowed: 'address not allowed',
  network_error: 'network error',
};

/** Why a page was skipped; an HTTP error says its status ("HTTP 404"). */
export function skipLabel(source: ResearchSource): string | null {
  if (!source.skipped) return null;
  if (source.skipped.reason === 'http_error' && source.status !== null) return `HTTP ${source.status}`;
  return skipReasonLabels[source.skipped.reason];
}

/** `example.com/about` for `https://www.example.com/about/`: what a person recognises; the URL itself if it does not parse. */
export function shortUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const { hostname, pathname, search } = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/$/, '')}${search}`;
}

/** Research that has not finished yet: the section polls while it is. */
export const isResearching = (state: ResearchState | undefined) => state === 'queued' || state === 'researching';
