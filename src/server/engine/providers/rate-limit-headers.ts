/**
 * What a provider's rate-limit headers say is left of its limits, and when they reset (issue 16,
 * item 2): read from every answer, a success or an error, so that the shared budget can slow down
 * before the provider has to refuse (features/generation/provider-budget.ts `holdFor`).
 *
 * - OpenAI (https://platform.openai.com/docs/guides/rate-limits, "Rate limits in headers"):
 *   `x-ratelimit-remaining-requests`, `x-ratelimit-remaining-tokens`, and `x-ratelimit-reset-requests`,
 *   `x-ratelimit-reset-tokens` as the time until the limit is back to full, written as Go durations
 *   ("1s", "6m0s", "20ms", "1h2m3.5s"; parseGoDuration). Groq and other OpenAI-compatible servers send
 *   the same names.
 * - Anthropic (https://docs.anthropic.com/en/api/rate-limits, "Response headers"):
 *   `anthropic-ratelimit-requests-remaining`, `anthropic-ratelimit-tokens-remaining` (and the
 *   `-input-tokens-` / `-output-tokens-` pairs), each with a `…-reset` as an RFC 3339 time
 *   (read with Date.parse, which takes RFC 3339's ISO 8601 profile).
 * A pair whose remaining count is missing or not a number is ignored; a reset that cannot be read
 * counts as now (0 ms).
 */
export type RateLimitState = {
  /** Requests left in the current window, and ms until it is full again. */
  requests?: { remaining: number; resetMs: number };
  /** Tokens left, the least of every token limit the provider reported, and ms until that one resets. */
  tokens?: { remaining: number; resetMs: number };
};

const GO_UNIT_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1, us: 1e-3, µs: 1e-3, ns: 1e-6 };

/**
 * A Go `time.Duration` string (https://pkg.go.dev/time#ParseDuration: a sequence of decimal numbers,
 * each with a unit ns, us, µs, ms, s, m, h), the form OpenAI's reset headers use.
 * @returns milliseconds, or null when `text` is not such a duration
 */
export function parseGoDuration(text: string): number | null {
  const value = text.trim();
  if (value === '0') return 0;
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(value)) return null;
  let ms = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g))
    ms += Number(amount) * GO_UNIT_MS[unit!]!;
  return ms;
}

const lowerCased = (headers: Record<string, string | undefined>) =>
  new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value?.trim()]));

const count = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The time until an RFC 3339 reset, in ms (0 when it has passed or cannot be read). */
const untilTime = (value: string | undefined, nowMs: number) => {
  const at = value ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? 0 : Math.max(0, at - nowMs);
};
const untilDuration = (value: string | undefined) => Math.max(0, (value && parseGoDuration(value)) || 0);

/** The tighter of two states of one kind: fewer left wins; on a tie, the later reset. */
const tighter = (a: RateLimitState['tokens'], b: RateLimitState['tokens']) =>
  !a ? b : !b ? a : a.remaining !== b.remaining ? (a.remaining < b.remaining ? a : b) : a.resetMs >= b.resetMs ? a : b;

/**
 * @param headers - the answer's headers (any case), e.g. `result.response.headers` or an
 *   APICallError's `responseHeaders`
 * @param nowMs - the clock, ms since the epoch (for Anthropic's absolute resets)
 */
export function readRateLimits(headers: Record<string, string | undefined> | undefined, nowMs: number): RateLimitState {
  if (!headers) return {};
  const h = lowerCased(headers);
  const state: RateLimitState = {};
  const pair = (remaining: string, reset: string, until: (v: string | undefined) => number) => {
    const left = count(h.get(remaining));
    return left === undefined ? undefined : { remaining: left, resetMs: until(h.get(reset)) };
  };
  const anthropicAt = (v: string | undefined) => untilTime(v, nowMs);
  const requests = tighter(
    pair('x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests', untilDuration),
    pair('anthropic-ratelimit-requests-remaining', 'anthropic-ratelimit-requests-reset', anthropicAt),
  );
  const tokens = [
    pair('x-ratelimit-remaining-tokens', 'x-ratelimit-reset-tokens', untilDuration),
    ...['tokens', 'input-tokens', 'output-tokens'].map((kind) =>
      pair(`anthropic-ratelimit-${kind}-remaining`, `anthropic-ratelimit-${kind}-reset`, anthropicAt),
    ),
  ].reduce(tighter, undefined);
  if (requests) state.requests = requests;
  if (tokens) state.tokens = tokens;
  return state;
}

/**
 * How long every call with this key should wait, by the headers: until the requests reset when none
 * is left, and until the tokens reset when fewer are left than the next call needs (`tokensNeeded`,
 * its reservation; 1 when unknown) — "very low" is "too few for one more call".
 * @returns ms to hold the key, or 0 when the headers allow the next call
 */
export function rateLimitHoldMs(state: RateLimitState, tokensNeeded = 1): number {
  const requests = state.requests && state.requests.remaining < 1 ? state.requests.resetMs : 0;
  const tokens = state.tokens && state.tokens.remaining < Math.max(1, tokensNeeded) ? state.tokens.resetMs : 0;
  return Math.ceil(Math.max(requests, tokens));
}
