import type { LoggedRequest } from '#tests/support/site-server.ts';

/**
 * The politeness figures of a crawl, from a site server's request log (bench/research.ts): the
 * busiest host and the floor its requests set at one per second, the most requests one host received
 * within any second, the closest two requests to one host, and requests to paths robots.txt disallows.
 */
export type SiteFigures = {
  requests: number;
  hosts: number;
  busiest: { host: string; requests: number };
  /** (the busiest host's requests − 1) × 1 s */
  floorMs: number;
  maxPerSecond: number;
  closestGapMs: number;
  disallowed: number;
};

export function siteFigures(log: LoggedRequest[], disallowed: (host: string, path: string) => boolean): SiteFigures {
  const byHost = Map.groupBy(log, (request) => request.host);
  let busiest = { host: '', requests: 0 };
  let maxPerSecond = 0;
  let closestGapMs = Infinity;
  for (const [host, requests] of byHost) {
    if (requests.length > busiest.requests) busiest = { host, requests: requests.length };
    const times = requests.map((r) => r.at).sort((a, b) => a - b);
    let first = 0;
    for (let last = 0; last < times.length; last++) {
      while (times[last]! - times[first]! >= 1000) first++;
      maxPerSecond = Math.max(maxPerSecond, last - first + 1);
      if (last > 0) closestGapMs = Math.min(closestGapMs, times[last]! - times[last - 1]!);
    }
  }
  return {
    requests: log.length,
    hosts: byHost.size,
    busiest,
    floorMs: Math.max(0, busiest.requests - 1) * 1000,
    maxPerSecond,
    closestGapMs,
    disallowed: log.filter((request) => disallowed(request.host, request.path)).length,
  };
}
