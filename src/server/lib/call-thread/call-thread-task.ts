import { parentPort, workerData } from 'node:worker_threads';
import { createCallQueue } from './call-queue.ts';
import type { ThreadError, ToMain, ToThread } from './messages.ts';

/**
 * What the call thread runs (call-thread.ts): the queue (call-queue.ts) and the requests themselves,
 * with this thread's own `fetch` and connection pool, so an answer is read, and the next request in
 * line sent, while the main thread's event loop is busy. A request whose URL is a user's own goes
 * through the SSRF guard (lib/ssrf-fetch.ts, loaded on the first such request). The whole answer is
 * read before it is handed over (a streamed answer arrives at once). Erasable TypeScript only.
 * `workerData`: `{ concurrency, freshMs }`.
 */
type Call = Extract<ToThread, { type: 'call' }>;

const port = parentPort!;
const { concurrency, freshMs } = workerData as { concurrency: number; freshMs: number };
const inFlight = new Map<number, AbortController>();
// Node loads its fetch (undici) on first use, ~70 ms: done now, before the first request waits for it
// (a `data:` URL is answered without the network).
void fetch('data:,').catch(() => {});
let guarded: Promise<typeof fetch> | undefined;

const post = (message: ToMain, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function send(call: Call): Promise<void> {
  const controller = new AbortController();
  inFlight.set(call.id, controller);
  try {
    const send = call.guarded
      ? await (guarded ??= import('../ssrf-fetch.ts').then((m) => m.guardedFetch))
      : globalThis.fetch;
    const response = await send(call.url, {
      method: call.method,
      headers: call.headers,
      ...(call.body === undefined ? {} : { body: call.body }),
      signal: controller.signal,
    });
    const body = await response.arrayBuffer();
    const { status, statusText } = response;
    post({ type: 'answer', id: call.id, status, statusText, headers: [...response.headers], body }, [body]);
  } catch (error) {
    if (!controller.signal.aborted) post({ type: 'failed', id: call.id, error: threadError(error) });
  } finally {
    inFlight.delete(call.id);
  }
}

const queue = createCallQueue<Call>({
  concurrency,
  freshMs,
  start: send,
  ask: (call) => post({ type: 'ask', id: call.id }),
  refresh: (key) => post({ type: 'refresh', key }),
});
// The gates' ages are checked every quarter of freshMs while requests wait in line, not otherwise.
let ticking: NodeJS.Timeout | undefined;
const tick = () => {
  queue.tick();
  if (queue.counts().waiting > 0) return;
  clearInterval(ticking);
  ticking = undefined;
};

port.on('message', (message: ToThread) => {
  switch (message.type) {
    case 'call':
      queue.add(message);
      ticking ??= setInterval(tick, freshMs / 4);
      return;
    case 'clear':
      return queue.clear(message.id, message.at);
    case 'cleared':
      return queue.cleared(message.key, message.at);
    case 'drop':
      return queue.drop(message.id);
    case 'abort':
      queue.drop(message.id);
      inFlight.get(message.id)?.abort();
  }
});

function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    name: error.name,
    message: error.message,
    ...('reason' in error && typeof error.reason === 'string' ? { reason: error.reason } : {}),
    ...(cause ? { cause: { message: cause.message, code: (cause as { code?: string }).code } } : {}),
  };
}
