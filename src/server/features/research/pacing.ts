/**
 * Per-host pacing (issue 15): a polite crawler sends one request at a time to a host, and leaves at
 * least `minIntervalMs` between the answer to one and the start of the next, robots.txt included,
 * whoever in the process sends them. Kept behind an interface so that a store shared by processes
 * (Postgres) can take the in-memory one's place.
 *
 * Why from the answer (decision 033, addendum): a request reaches the site some time after the pacer
 * lets it go, later when this process is busy (extraction, an in-process database): 37–61 ms with
 * twenty sites researched at once, and two requests released 1,005 ms apart arrived 936–989 ms apart.
 * The site has received a request before it answers it, so spaced from the answer they cannot.
 */
export interface HostPacer {
  /**
   * Resolves when a request to `host` may start, with `answered`, to call once that request's answer
   * (its status and headers) or its failure is in: the next request to the host waits for it, then
   * for the interval. Never rejects.
   * @param host - the URL's hostname (`new URL(u).hostname`), any case
   */
  wait(host: string): Promise<Answered>;
}
/** Marks a paced request as answered; later calls do nothing. */
export type Answered = () => void;

export const DEFAULT_MIN_INTERVAL_MS = 1000;

/**
 * The in-memory HostPacer: the callers for one host form a queue; each starts no sooner than
 * minIntervalMs after the one before it was answered (timers can fire early or late, so the wait is
 * measured against the clock, never planned). Different hosts never wait for each other. An interval
 * of 0 paces nothing: requests to one host may overlap (tests of the fetcher alone).
 * @param options.minIntervalMs - ms from an answer to the next request's start, per host (default 1000)
 * @param options.now - monotonic clock in ms (tests); default performance.now
 * @throws RangeError for a negative or non-finite minIntervalMs
 */
export function createMemoryPacer(options: { minIntervalMs?: number; now?: () => number } = {}): HostPacer {
  const interval = options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS;
  if (!Number.isFinite(interval) || interval < 0) throw new RangeError(`minIntervalMs must be ≥ 0, got ${interval}`);
  const now = options.now ?? (() => performance.now());
  // Per host, when the last caller's request was answered (a promise until it is).
  const lastAnswer = new Map<string, Promise<number>>();
  const unpaced: Answered = () => {};
  return {
    async wait(host) {
      if (interval === 0) return unpaced;
      const key = host.toLowerCase();
      const previous = lastAnswer.get(key);
      let answer!: (at: number) => void;
      const mine = new Promise<number>((resolve) => (answer = resolve));
      lastAnswer.set(key, mine);
      const last = previous ? await previous : -Infinity;
      // A loop: a timer may fire a fraction of a millisecond early.
      for (let left = last + interval - now(); left > 0; left = last + interval - now())
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        answer(now());
        // Once an interval has passed without a newer caller, the host needs no memory (long-lived processes).
        setTimeout(() => {
          if (lastAnswer.get(key) === mine) lastAnswer.delete(key);
        }, interval).unref();
      };
    },
  };
}
