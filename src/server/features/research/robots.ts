import robotsParser from 'robots-parser';
import type { SkipReason } from './types.ts';

/**
 * robots.txt (RFC 9309, the Robots Exclusion Protocol), read with the `robots-parser` package for our
 * product token (ROBOTS_TOKEN, matched case-insensitively against `User-agent` lines, §2.2.1; a site
 * without a group for it gets the `*` group). What an unreadable robots.txt means follows the RFC:
 * - 4xx, "unavailable" (§2.3.1.3): the crawler MAY access any resource, so everything is allowed;
 * - 5xx or no answer at all (refused connection, timeout), "unreachable" (§2.3.1.4): the crawler MUST
 *   assume complete disallow; Google does the same, and so treats 429 as a 5xx, as we do;
 * - redirects are followed (§2.3.1.2, at least five hops: the fetcher's own limit is five).
 * Only the first ROBOTS_MAX_BYTES are parsed (§2.5 asks at least 500 KiB to be). A parsed file is kept
 * ROBOTS_CACHE_MS (§2.4: not more than 24 hours); an unreachable one only ROBOTS_FAILURE_CACHE_MS,
 * so a passing outage does not block a site for a day.
 */
export const ROBOTS_TOKEN = 'Coldsmith';
export const ROBOTS_MAX_BYTES = 500 * 1024;
export const ROBOTS_CACHE_MS = 24 * 3_600_000;
export const ROBOTS_FAILURE_CACHE_MS = 5 * 60_000;

/** What fetching one robots.txt gave: the final status and body, or why nothing usable answered. */
export type RobotsFetch =
  { status: number; body: string } | { status: null; failure: { reason: SkipReason; detail: string } };

/** The verdict for one URL. */
export type RobotsVerdict = { allowed: true } | { allowed: false; reason: SkipReason; detail: string };

type Rules = { check: (url: string) => RobotsVerdict; expiresAt: number };

/**
 * Turns a robots.txt answer into a checker, by the rules above.
 * @param robotsUrl - the robots.txt URL (its origin is the only one the rules apply to)
 * @param token - the product token to match (default ROBOTS_TOKEN)
 */
export function interpretRobots(robotsUrl: string, answer: RobotsFetch, token = ROBOTS_TOKEN) {
  if (answer.status === null) {
    // A refused address stays what it is; every other failure is "unreachable" (§2.3.1.4).
    if (answer.failure.reason === 'url_not_allowed') return () => ({ allowed: false, ...answer.failure }) as const;
    const detail = `robots.txt could not be fetched (${answer.failure.detail}): RFC 9309 §2.3.1.4 says assume complete disallow.`;
    return () => ({ allowed: false, reason: 'robots_disallowed', detail }) as const;
  }
  const { status } = answer;
  if (status >= 500 || status === 429) {
    const detail = `robots.txt answered HTTP ${status}: RFC 9309 §2.3.1.4 says assume complete disallow.`;
    return () => ({ allowed: false, reason: 'robots_disallowed', detail }) as const;
  }
  if (status >= 400) return () => ({ allowed: true }) as const; // §2.3.1.3: unavailable, access any resource
  if (status < 200 || status >= 300) {
    // A 3xx still standing after the redirects were followed (too many, or no Location): unreachable.
    const detail = `robots.txt answered HTTP ${status}: treated as unreachable (RFC 9309 §2.3.1.4), complete disallow.`;
    return () => ({ allowed: false, reason: 'robots_disallowed', detail }) as const;
  }
  const robot = robotsParser(robotsUrl, answer.body);
  return (url: string): RobotsVerdict => {
    // undefined: the URL is of another origin than the file's; the caller always pairs them, so allow.
    if (robot.isAllowed(url, token) !== false) return { allowed: true };
    const line = robot.getMatchingLineNumber(url, token);
    return {
      allowed: false,
      reason: 'robots_disallowed',
      detail: `${new URL(url).pathname} is disallowed for ${token} by ${robotsUrl}${line > 0 ? ` (line ${line})` : ''}.`,
    };
  };
}

/**
 * A per-fetcher robots.txt cache: one fetch per origin (concurrent callers share it), kept as above.
 * @param fetchRobots - fetches one robots.txt URL (through the fetcher's guard and pacer); never rejects
 * @param options.now - clock in ms (default Date.now)
 */
export function createRobotsCache(
  fetchRobots: (robotsUrl: string) => Promise<RobotsFetch>,
  options: { token?: string; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const byOrigin = new Map<string, Promise<Rules>>();
  const load = async (robotsUrl: string): Promise<Rules> => {
    const answer = await fetchRobots(robotsUrl);
    const failed = answer.status === null || answer.status >= 500 || answer.status === 429;
    return {
      check: interpretRobots(robotsUrl, answer, options.token),
      expiresAt: now() + (failed ? ROBOTS_FAILURE_CACHE_MS : ROBOTS_CACHE_MS),
    };
  };
  return {
    /**
     * Whether `url` may be fetched. Fetches the origin's robots.txt first when it is not cached.
     * @throws TypeError for a URL that does not parse (callers check URLs first)
     */
    async check(url: string): Promise<RobotsVerdict> {
      const { origin } = new URL(url);
      let entry = byOrigin.get(origin);
      const cached = entry && (await entry);
      if (!entry || (cached && cached.expiresAt <= now())) {
        entry = load(`${origin}/robots.txt`);
        byOrigin.set(origin, entry);
      }
      return (await entry).check(url);
    },
  };
}
