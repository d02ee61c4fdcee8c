/**
 * Retry timing for provider calls (docs/decisions/013: exponential backoff honouring Retry-After).
 *
 * Backoff: "equal jitter" (AWS Architecture Blog, "Exponential Backoff And Jitter", 2015): the
 * ceiling doubles per attempt, base × 2^(attempt − 1) capped at `maxMs`, and the wait is drawn from
 * [ceiling / 2, ceiling), so retries spread out but never collapse to 0. Defaults: base 1,000 ms,
 * cap 30,000 ms (waits of 0.5–1 s, 1–2 s, 2–4 s …).
 *
 * Retry-After (RFC 9110 §10.2.3) is delay-seconds or an HTTP-date; OpenAI also sends
 * `retry-after-ms`, which wins when present. A date in the past means "now" (0 ms).
 */
export function backoffMs(
  attempt: number,
  options: { baseMs?: number | undefined; maxMs?: number | undefined; random?: (() => number) | undefined } = {},
): number {
  const ceiling = Math.min(options.maxMs ?? 30_000, (options.baseMs ?? 1_000) * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (options.random ?? Math.random)() * (ceiling / 2));
}

const header = (headers: Record<string, string> | undefined, name: string) => {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key]?.trim();
};

/** @returns the wait in ms the provider asked for, or null when it sent no usable header */
export function parseRetryAfter(headers: Record<string, string> | undefined, nowMs: number): number | null {
  const ms = header(headers, 'retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Math.ceil(Number(ms));
  const value = header(headers, 'retry-after');
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}
