import { createHash } from 'node:crypto';
import { createGuardedFetch, type GuardedFetchOptions } from '#server/lib/ssrf-fetch.ts';
import type { Resolver } from '#server/lib/ssrf.ts';
import { RESEARCH_PAGE_MAX_BYTES, RESEARCH_PAGE_TIMEOUT_MS } from '#shared/research.ts';
import { decodeHtml } from './extract.ts';
import type { ExtractPool } from './extract-pool.ts';
import extractTask, { type ExtractInput } from './extract-task.ts';
import { Budget, politeGet, readBody, type HttpDeps, type Skip } from './http.ts';
import { chooseLinks, type ChosenLink } from './links.ts';
import { createMemoryPacer, DEFAULT_MIN_INTERVAL_MS, type HostPacer } from './pacing.ts';
import { dropSeenPassages } from './passages.ts';
import { createRobotsCache, ROBOTS_MAX_BYTES, ROBOTS_TOKEN, type RobotsFetch } from './robots.ts';
import type { PageResult, SiteResult } from './types.ts';

/**
 * Fetches a prospect's company website for research (issue 15): the home page and up to `maxPages`
 * linked pages that matter for outreach (links.ts), each one politely (robots.txt, robots.ts; one
 * request at a time per host, `minIntervalMs` after the last one's answer, pacing.ts) and safely: every request and redirect hop goes
 * through the SSRF guard (lib/ssrf-fetch.ts, DNS pinned), the body is capped, only HTML is read.
 * Each URL attempted gives a PageResult; a page that fails is recorded as skipped, never thrown.
 */
export type SiteFetcherOptions = {
  /** The User-Agent header (RFC 9110 §10.1.5), e.g. 'Coldsmith/1.0 (+https://instance.example/bot)'. */
  userAgent: string;
  /** The token robots.txt groups are matched against (RFC 9309 §2.2.1). Default 'Coldsmith'. */
  robotsToken?: string;
  /** Let requests reach private and loopback addresses (the operator's RESEARCH_ALLOW_PRIVATE). Default false. */
  allowPrivate?: boolean;
  /** Let requests reach loopback only (tests' local servers). Default false. */
  allowLoopback?: boolean;
  /** The guard's resolver (tests map fixture names to 127.0.0.1). Default: the system's. */
  lookup?: Resolver;
  /** ms from the answer to one request to a host to the start of the next (ignored when `pacer` is given). Default 1000. */
  minIntervalMs?: number;
  /** ms to open a connection (DNS, TCP, TLS). Default 5000. */
  connectTimeoutMs?: number;
  /** ms for one page's whole exchange, redirects and body included, pacing waits not. Default 15000. */
  totalTimeoutMs?: number;
  /** Bytes of body read at most per page. Default 2 MiB. */
  maxBytes?: number;
  /** Shared pacing (a Postgres-backed one across processes). Default: in memory, this fetcher's. */
  pacer?: HostPacer;
  /** Clock for `fetchedAt` and the robots cache. Default: `new Date()`. */
  now?: () => Date;
  /** The fetch that sends each hop inside the guard (tests wrap it to record what is dialed). */
  fetch?: GuardedFetchOptions['fetch'];
  /**
   * Decodes and extracts pages (extract-task.ts): the research worker's thread pool (extract-pool.ts),
   * warmed when a crawl starts. Default: in-process, on the caller's thread.
   */
  pool?: Pick<ExtractPool, 'extract' | 'warm'>;
};

export const DEFAULT_MAX_PAGES = 3;
/** The most linked pages one call may ask for (a programmer's error beyond). */
export const MAX_PAGES_LIMIT = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_TOTAL_TIMEOUT_MS = RESEARCH_PAGE_TIMEOUT_MS;
export const DEFAULT_MAX_BYTES = RESEARCH_PAGE_MAX_BYTES;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const ACCEPT_HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

export type SiteFetcher = {
  /**
   * The home page at `startUrl`, then up to `maxPages` same-site pages linked from it. Passages
   * repeated from an earlier page of the run are dropped (passages.ts). Never rejects for a bad page
   * or URL: each is a PageResult with `skipped`.
   * @param options.maxPages - linked pages beyond the home page, 0–MAX_PAGES_LIMIT (default 3)
   * @throws RangeError for a maxPages out of range (a programmer's error)
   */
  fetchSite(startUrl: string, options?: { maxPages?: number }): Promise<SiteResult>;
  /** One page: robots.txt checked, paced, guarded, capped, extracted. Never rejects. */
  fetchPage(url: string): Promise<PageResult>;
};

/**
 * @throws RangeError for a negative or non-finite timeout, cap or interval, TypeError without a userAgent
 */
export function createSiteFetcher(options: SiteFetcherOptions): SiteFetcher {
  if (!options.userAgent?.trim()) throw new TypeError('createSiteFetcher: userAgent is required');
  const connectTimeoutMs = positive('connectTimeoutMs', options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  const totalTimeoutMs = positive('totalTimeoutMs', options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS);
  const maxBytes = positive('maxBytes', options.maxBytes ?? DEFAULT_MAX_BYTES);
  const now = options.now ?? (() => new Date());
  const extract = options.pool?.extract ?? (async (input: ExtractInput) => extractTask(input));
  const deps: HttpDeps = {
    fetch: createGuardedFetch({
      allowPrivate: options.allowPrivate ?? false,
      allowLoopback: options.allowLoopback ?? false,
      ...(options.lookup ? { lookup: options.lookup } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      followRedirects: false, // followed by politeGet, so each hop is paced and checked against robots.txt
      connectTimeoutMs,
    }),
    pacer: options.pacer ?? createMemoryPacer({ minIntervalMs: options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS }),
    userAgent: options.userAgent,
    connectTimeoutMs,
    totalTimeoutMs,
    now,
  };

  const fetchRobots = async (robotsUrl: string): Promise<RobotsFetch> => {
    const budget = new Budget(totalTimeoutMs);
    const answer = await politeGet(robotsUrl, deps, budget, { accept: 'text/plain,*/*;q=0.5' });
    if (!answer.ok)
      return answer.status === null ? { status: null, failure: answer.skipped } : { status: answer.status, body: '' };
    const { response, signal } = answer;
    if (!response.ok) {
      budget.stop();
      await response.body?.cancel().catch(() => {});
      return { status: response.status, body: '' };
    }
    // Past the cap the rest is not parsed (§2.5); what was read still counts.
    const body = await readBody(response, ROBOTS_MAX_BYTES, signal, deps, { truncate: true });
    budget.stop();
    if ('skipped' in body) return { status: null, failure: body.skipped };
    return { status: response.status, body: new TextDecoder().decode(body.bytes) };
  };
  const robots = createRobotsCache(fetchRobots, {
    token: options.robotsToken ?? ROBOTS_TOKEN,
    now: () => now().getTime(),
  });
  const robotsCheck = async (url: string): Promise<Skip | null> => {
    const verdict = await robots.check(url);
    return verdict.allowed ? null : { reason: verdict.reason, detail: verdict.detail };
  };

  /** The network half of a page: the answer's body, unread past the checks, or the reason there is none. */
  const fetchOne = async (url: string): Promise<Fetched> => {
    const blank = (skipped: Skip, extra: Partial<PageResult> = {}): Fetched => ({
      page: {
        url,
        finalUrl: url,
        status: null,
        fetchedAt: now().toISOString(),
        title: null,
        contentType: null,
        text: '',
        passages: [],
        contentHash: null,
        suspicious: [],
        ...extra,
        skipped,
      },
      bytes: null,
    });
    if (!URL.canParse(url)) return blank({ reason: 'url_not_allowed', detail: 'The URL is not valid.' });
    const protocol = new URL(url).protocol;
    if (protocol !== 'http:' && protocol !== 'https:')
      return blank({ reason: 'url_not_allowed', detail: 'Only http and https URLs are allowed.' });

    const budget = new Budget(totalTimeoutMs);
    const answer = await politeGet(url, deps, budget, { accept: ACCEPT_HTML, beforeHop: robotsCheck });
    if (!answer.ok)
      return blank(answer.skipped, { finalUrl: answer.finalUrl, status: answer.status, fetchedAt: answer.fetchedAt });
    const { response, finalUrl, fetchedAt, signal } = answer;
    const contentType = response.headers.get('content-type');
    const seen = { finalUrl, status: response.status, fetchedAt, contentType };
    const stop = async (skipped: Skip) => {
      budget.stop();
      await response.body?.cancel().catch(() => {});
      return blank(skipped, seen);
    };
    // RFC 9110 §15.3: only a 2xx carries the page; anything else is the site's error.
    if (response.status < 200 || response.status >= 300)
      return stop({
        reason: 'http_error',
        detail: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
      });
    const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (!HTML_TYPES.has(mediaType))
      return stop({
        reason: 'not_html',
        detail: `Content-Type ${contentType ?? '(none)'} is not HTML; the body was not read.`,
      });
    const body = await readBody(response, maxBytes, signal, deps);
    budget.stop();
    if ('skipped' in body) return blank(body.skipped, seen);
    return {
      page: { url, ...seen, title: null, text: '', passages: [], contentHash: null, suspicious: [] },
      bytes: body.bytes,
    };
  };

  /** The CPU half: the body's text, passages and suspicious snippets (the pool's, when given). */
  const extractOne = async ({ page, bytes }: Fetched): Promise<PageResult> => {
    if (!bytes) return page;
    const { extracted } = await extract({ bytes, contentType: page.contentType, url: page.finalUrl });
    const done: PageResult = {
      ...page,
      title: extracted.title,
      text: extracted.text,
      passages: extracted.passages,
      contentHash: extracted.text ? createHash('sha256').update(extracted.text).digest('hex') : null,
      suspicious: extracted.suspicious,
    };
    if (!extracted.text) done.skipped = { reason: 'no_text', detail: 'The page has no text without JavaScript.' };
    else if (!extracted.passages.length)
      done.skipped = { reason: 'no_text', detail: 'The page has text, but only menus, notices and other boilerplate.' };
    return done;
  };

  return {
    async fetchPage(url) {
      options.pool?.warm();
      return extractOne(await fetchOne(url));
    },

    async fetchSite(startUrl, { maxPages = DEFAULT_MAX_PAGES } = {}) {
      if (!Number.isInteger(maxPages) || maxPages < 0 || maxPages > MAX_PAGES_LIMIT)
        throw new RangeError(`maxPages must be an integer from 0 to ${MAX_PAGES_LIMIT}, got ${maxPages}`);
      options.pool?.warm(); // its threads start while robots.txt and the home page are fetched
      const home = await fetchOne(startUrl);
      const links = home.bytes ? linksOf(home, maxPages) : []; // nothing read, no links to follow
      // Each page is extracted while the next is fetched: the crawl waits for the pacer, never for the
      // pool (bench/research.ts: with 200 sites' pages queued on one thread, a page's extraction took
      // 1.2 s at the median and 6 s at worst, and the crawl 2.3 × the pacing floor; decision 033).
      const extractions: Promise<PageResult>[] = [];
      const extracting = (fetched: Fetched) => {
        const extraction = extractOne(fetched);
        // A crashed pool rejects: marked handled at once (the crawl goes on meanwhile); Promise.all throws it.
        extraction.catch(() => {});
        extractions.push(extraction);
      };
      extracting(home);
      // One page after another: they share a host, so the pacer would serialise them anyway.
      for (const link of links) extracting(await fetchOne(link.url));
      const pages = await Promise.all(extractions);
      const seenPassages = new Set<string>();
      for (const page of pages) page.passages = dropSeenPassages(page.passages, seenPassages);
      return { startUrl, pages };
    },
  };
}

type Fetched = { page: PageResult; bytes: Uint8Array | null };

/**
 * The home page's links to follow, read on the caller's thread (a few ms: decode and a DOM of
 * links) before its bytes go to the pool, so the next request waits for nothing but the pacer.
 */
function linksOf(home: Fetched, maxPages: number): ChosenLink[] {
  const html = decodeHtml(home.bytes!, home.page.contentType);
  const visited = new Set([home.page.url, home.page.finalUrl]);
  return chooseLinks(html, home.page.finalUrl, maxPages).filter((link) => !visited.has(link.url));
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${value}`);
  return value;
}
