/**
 * Per-host pacing (issue 15): a polite crawler leaves at least `minIntervalMs` between the starts of
 * two requests to one host, robots.txt included, whoever in the process sends them. Kept behind an
 * interface so that a store shared by processes (Postgres) can take the in-memory one's place.
 */
export interface HostPacer {
  /**
   * Resolves when a request to `host` may start, and counts that request as started then: callers
   * await it immediately before sending. Never rejects.
   * @param host - the URL's hostname, lower case (`new URL(u).hostname`)
   */
  wait(host: string): Promise<void>;
}

export const DEFAULT_MIN_INTERVAL_MS = 1000;
/**
 * ms added to each interval: a request reaches the site a little after its release, later when it
 * opens a connection than when it reuses one, so without slack two requests could arrive a fraction
 * of a millisecond closer than the interval where the site measures it.
 */
export const RELEASE_SLACK_MS = 5;

/**
 * The in-memory HostPacer: the callers for one host form a queue, and each is released no sooner than
 * minIntervalMs after the one before it was actually released (timers can fire late, so the interval
 * is measured from the release, never from a planned time). Different hosts never wait for each other.
 * @param options.minIntervalMs - ms between two request starts to one host (default 1000)
 * @param options.now - monotonic clock in ms (tests); default performance.now
 * @throws RangeError for a negative or non-finite minIntervalMs
 */
export function createMemoryPacer(options: { minIntervalMs?: number; now?: () => number } = {}): HostPacer {
  const interval = options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS;
  if (!Number.isFinite(interval) || interval < 0) throw new RangeError(`minIntervalMs must be ≥ 0, got ${interval}`);
  const now = options.now ?? (() => performance.now());
  const spacing = interval > 0 ? interval + RELEASE_SLACK_MS : 0;
  // Per host, the last caller's release time (a promise while it still waits).
  const lastRelease = new Map<string, Promise<number>>();
  return {
    async wait(host) {
      const key = host.toLowerCase();
      const previous = lastRelease.get(key);
      const mine = (async () => {
        const last = previous ? await previous : -Infinity;
        // A loop: a timer may fire a fraction of a millisecond early.
        for (let left = last + spacing - now(); left > 0; left = last + spacing - now())
          await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
        return now();
      })();
      lastRelease.set(key, mine);
      await mine;
      // Once an interval has passed without a newer caller, the host needs no memory (long-lived processes).
      setTimeout(() => {
        if (lastRelease.get(key) === mine) lastRelease.delete(key);
      }, interval).unref();
    },
  };
}
