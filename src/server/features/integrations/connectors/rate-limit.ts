import pThrottle from 'p-throttle';

/**
 * Client-side rate limits for the vendors' APIs (docs/decisions/021). Each vendor's documented limit
 * (`limit` requests per `intervalMs`) is held per connection (a user's key for one tool) in each
 * process by p-throttle in strict mode, as an even pace: one request every `spacingMs` =
 * `intervalMs / limit`, RATE_MARGIN slower. Even, not bursts of `limit`: the vendor counts requests
 * when they arrive, and a burst that arrives spread out by network and server delays can land the next
 * window's first request inside the same window; 10% of headroom absorbs that jitter (a 2 s window then
 * holds at most 19 of lemlist's 20). Where a vendor documents two limits, the pace chosen implies both
 * (e.g. Smartlead's 60/min and 10 per 2 s). With several worker processes the limit is per process, as
 * AI_RPM is (decision 014); the 429 handling in vendor-http.ts (Retry-After) covers the rest.
 */
export type RateLimit = { limit: number; intervalMs: number };

export const RATE_MARGIN = 1.1;

/** Milliseconds between two requests of one connection. */
export const spacingMs = (rateLimit: RateLimit) => Math.ceil((rateLimit.intervalMs / rateLimit.limit) * RATE_MARGIN);

/** A gate that resolves once per request allowed by `rateLimit`, in call order. */
export function createGate(rateLimit: RateLimit): () => Promise<void> {
  return pThrottle({ limit: 1, interval: spacingMs(rateLimit), strict: true })(async () => {});
}

const gates = new Map<string, { gate: () => Promise<void>; rateLimit: RateLimit }>();

/**
 * The process-wide gate of one connection (`key`, e.g. `instantly:<userId>`): every push and campaign
 * list of that connection in this process shares it.
 */
export function connectionGate(key: string, rateLimit: RateLimit): () => Promise<void> {
  const hit = gates.get(key);
  if (hit && hit.rateLimit.limit === rateLimit.limit && hit.rateLimit.intervalMs === rateLimit.intervalMs)
    return hit.gate;
  const gate = createGate(rateLimit);
  gates.set(key, { gate, rateLimit });
  return gate;
}

/** Waits for `gate`, or rejects with the signal's reason as soon as it is aborted. */
export async function passGate(gate: () => Promise<void>, signal?: AbortSignal): Promise<void> {
  if (!signal) return gate();
  signal.throwIfAborted();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([gate(), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}
