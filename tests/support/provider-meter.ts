import { tokenCounter } from '#server/engine/estimate/index.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, type FakeReply, type FakeRequest } from '#tests/fakes/llm-server.ts';

/**
 * A provider that counts what it is sent, for the shared-budget test and bench (issue 16, item 2):
 * `fallback` answers every generation call with modelAnswer() and notes in `calls` when it arrived
 * (ms, this process's performance clock) and the tokens it reports as usage — the prompt (system and
 * user text) and the answer counted with gpt-4o-mini's tokenizer (o200k_base), as OpenAI would.
 */
export type MeteredCall = { at: number; tokens: number };

export function countingProvider(model = 'gpt-4o-mini') {
  const counter = tokenCounter('openai', model);
  const content = modelAnswer();
  const completion = counter.count(JSON.stringify(content));
  const calls: MeteredCall[] = [];
  const fallback = (request: FakeRequest): FakeReply => {
    const prompt = counter.count(request.system) + counter.count(request.prompt);
    calls.push({ at: performance.now(), tokens: prompt + completion });
    return ok(content, { prompt_tokens: prompt, completion_tokens: completion });
  };
  return { calls, fallback };
}

/** The most calls (`weight` 1) or tokens (`weight` tokens) that arrived within any `windowMs`. */
export function mostInWindow(calls: MeteredCall[], windowMs: number, weight: (c: MeteredCall) => number = () => 1) {
  const sorted = [...calls].sort((a, b) => a.at - b.at);
  let most = 0;
  let sum = 0;
  for (let first = 0, last = 0; last < sorted.length; last++) {
    sum += weight(sorted[last]!);
    while (sorted[last]!.at - sorted[first]!.at >= windowMs) sum -= weight(sorted[first++]!);
    most = Math.max(most, sum);
  }
  return most;
}

/**
 * The pace held from the first arrival to the last, a minute: calls (or tokens) but the last one's,
 * over the time they took. The last call's tokens are not counted: they are what the next gap pays for.
 */
export function pacePerMinute(calls: MeteredCall[], weight: (c: MeteredCall) => number = () => 1) {
  const sorted = [...calls].sort((a, b) => a.at - b.at);
  const span = sorted.at(-1)!.at - sorted[0]!.at;
  const paid = sorted.slice(0, -1).reduce((sum, c) => sum + weight(c), 0);
  return (paid / span) * 60_000;
}

/**
 * The scaled check of "no 60 s window over the limit" for a test that cannot run minutes: any `run`
 * consecutive arrivals span at least the slots of all but the last — (run − 1) intervals, or their
 * tokens × the time a token takes — less `toleranceMs` (a call's start lags its slot by the event loop
 * and the connection). Returns the tightest run: its span and what it needed, ms.
 */
export function tightestRun(calls: MeteredCall[], run: number, slotMs: (c: MeteredCall) => number) {
  const sorted = [...calls].sort((a, b) => a.at - b.at);
  let tightest = { spanMs: Infinity, neededMs: 0, slack: Infinity };
  for (let i = 0; i + run - 1 < sorted.length; i++) {
    const spanMs = sorted[i + run - 1]!.at - sorted[i]!.at;
    const neededMs = sorted.slice(i, i + run - 1).reduce((sum, c) => sum + slotMs(c), 0);
    if (spanMs - neededMs < tightest.slack) tightest = { spanMs, neededMs, slack: spanMs - neededMs };
  }
  return tightest;
}
