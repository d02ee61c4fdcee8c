import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import { UrlNotAllowedError, type UrlRefusal } from '../ssrf.ts';
import { IDLE_TIMEOUT_MS, threadFile, threadFlags } from '../task-pool.ts';
import { CallStoppedError } from './call-stopped.ts';
import type { ThreadError, ToMain, ToThread } from './messages.ts';

export { CallStoppedError };

/**
 * Provider calls sent from a thread of their own (issue 16, item 4; docs/decisions/037, third
 * addendum): a `fetch` whose requests wait in that thread's queue (call-queue.ts), at most
 * `concurrency` in flight, so the thread starts the next request the moment one ends, and an answer is
 * read at once, whatever the main thread's event loop is doing. That loop runs PGlite's statements
 * under `npm start` and the engine under `npm run worker`: each answer waited ~10 ms for it before its
 * slot went to the next call, 5 % of a 200 ms call (pipeline bench). The main thread still parses the
 * answer (the AI SDK) once it has it; only the network's side moved.
 *
 * - `fetch` and `guardedFetch` (the SSRF guard's, lib/ssrf-fetch.ts, for a user's own base URL) are
 *   `fetch`es for the AI SDK (engine/providers/model.ts): the request's body is sent as a string or
 *   bytes, the whole answer comes back as one `Response`. An abort of the request's signal stops it
 *   (or takes it out of line) and rejects with the signal's reason; a network error rejects as
 *   undici's does (`TypeError: fetch failed`, its cause's code kept), the guard's refusal as a
 *   UrlNotAllowedError; a thread that dies rejects its calls as a network error, and the next call
 *   starts another.
 * - `gated(gate, fn)`: every request `fn` makes starts only while the newest all-clear of
 *   `gate.key` is at most `freshMs` old (call-queue.ts). While requests of a key wait in line, the
 *   thread keeps its all-clear fresh with `options.refresh(key)`. A request that waited longer all the
 *   same is asked about: `gate.recheck()` answers true to let it start, false to give it up, which
 *   rejects it with CallStoppedError. This is how a queued provider call still sees a campaign
 *   paused, or at its budget, within the bound a call slot on the main thread gave
 *   (features/generation/claim.ts).
 * - The thread starts with the first request (or `warm()`), and exits after IDLE_TIMEOUT_MS without
 *   one; it keeps the process alive only while a call is in flight. `close()` ends it now, rejecting
 *   what is in flight.
 */
export type CallThreadGate = { key: string; clearedAt: number; recheck: () => Promise<boolean> };

export type CallThread = {
  fetch: typeof fetch;
  guardedFetch: typeof fetch;
  gated<T>(gate: CallThreadGate, fn: () => Promise<T>): Promise<T>;
  warm(): void;
  close(): Promise<void>;
};

type Pending = {
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  gate: CallThreadGate | undefined;
};

/** Statuses whose answer has no body (the Fetch standard's null body statuses). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export function createCallThread(options: {
  concurrency: number;
  freshMs: number;
  /** Whether `key` is still cleared (features/generation: the campaign neither paused nor at its budget). */
  refresh: (key: string) => Promise<boolean>;
  idleTimeoutMs?: number;
}): CallThread {
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const gates = new AsyncLocalStorage<CallThreadGate>();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;

  /** With no call in flight: the thread no longer holds the process, and ends after idleTimeoutMs. */
  const idleNow = () => {
    if (pending.size > 0 || !worker) return;
    worker.unref();
    clearTimeout(idle);
    idle = setTimeout(() => void (pending.size === 0 && stop()), idleTimeoutMs);
    idle.unref();
  };

  const settle = (id: number) => {
    const call = pending.get(id);
    if (!call) return undefined;
    pending.delete(id);
    idleNow();
    return call;
  };

  const onMessage = (message: ToMain) => {
    if (message.type === 'answer') {
      const { status, statusText, headers, body } = message;
      settle(message.id)?.resolve(new Response(NULL_BODY.has(status) ? null : body, { status, statusText, headers }));
    } else if (message.type === 'failed') settle(message.id)?.reject(fromThread(message.error));
    else if (message.type === 'ask') void answerAsk(message.id);
    else void answerRefresh(message.key);
  };

  const answerRefresh = async (key: string) => {
    const at = Date.now();
    const cleared = await options.refresh(key).catch(() => false);
    post({ type: 'cleared', key, at: cleared ? at : null });
  };

  const answerAsk = async (id: number) => {
    const gate = pending.get(id)?.gate;
    if (!gate) return;
    const at = Date.now();
    try {
      if (await gate.recheck()) return void (pending.has(id) && post({ type: 'clear', id, at }));
      post({ type: 'drop', id });
      settle(id)?.reject(new CallStoppedError());
    } catch (error) {
      post({ type: 'drop', id });
      settle(id)?.reject(error);
    }
  };

  const start = () => {
    clearTimeout(idle);
    if (worker) return worker;
    const thread = new Worker(threadFile('call-thread-task', TASK_SOURCE), {
      workerData: { concurrency: options.concurrency, freshMs: options.freshMs },
      ...threadFlags(),
    });
    thread.unref();
    thread.on('message', onMessage);
    // A thread that dies fails its calls as the network would, so each is retried (engine/providers/call-model.ts).
    const died = (reason: unknown) => {
      if (worker !== thread) return;
      worker = undefined;
      const error = new TypeError('fetch failed', { cause: reason });
      for (const id of [...pending.keys()]) settle(id)?.reject(error);
    };
    thread.on('error', died);
    thread.on('exit', (code) => died(new Error(`The call thread exited with code ${code}`)));
    return (worker = thread);
  };

  const post = (message: ToThread, transfer: ArrayBuffer[] = []) => worker?.postMessage(message, transfer);

  async function stop() {
    const thread = worker;
    worker = undefined;
    clearTimeout(idle);
    await thread?.terminate();
  }

  const fetchVia =
    (guarded: boolean): typeof fetch =>
    async (input, init) => {
      const signal = init?.signal ?? undefined;
      signal?.throwIfAborted();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const raw = init?.body;
      const body =
        raw === undefined || raw === null
          ? undefined
          : typeof raw === 'string'
            ? raw
            : await new Response(raw).arrayBuffer();
      const gate = gates.getStore();
      const thread = start();
      return new Promise<Response>((resolve, reject) => {
        const id = nextId++;
        const onAbort = () => {
          if (!settle(id)) return;
          post({ type: 'abort', id });
          reject(signal!.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const done = () => signal?.removeEventListener('abort', onAbort);
        if (pending.size === 0) thread.ref();
        pending.set(id, {
          resolve: (response) => (done(), resolve(response)),
          reject: (error) => (done(), reject(error)),
          gate,
        });
        thread.postMessage(
          {
            type: 'call',
            id,
            url,
            method: init?.method ?? 'GET',
            headers: [...new Headers(init?.headers)],
            body,
            guarded,
            gate: gate && { key: gate.key, clearedAt: gate.clearedAt },
          } satisfies ToThread,
          body instanceof ArrayBuffer ? [body] : [],
        );
      });
    };

  return {
    fetch: fetchVia(false),
    guardedFetch: fetchVia(true),
    gated: (gate, fn) => gates.run(gate, fn),
    warm() {
      start();
      idleNow(); // a thread warmed and never used ends as an idle one does
    },
    async close() {
      const error = new Error('The call thread was closed.');
      for (const id of [...pending.keys()]) settle(id)?.reject(error);
      await stop();
    },
  };
}

const TASK_SOURCE = ['src', 'server', 'lib', 'call-thread', 'call-thread-task.ts'];

/** The thread's error thrown again on this side as what it was, as far as callers tell errors apart. */
function fromThread(error: ThreadError): Error {
  if (error.name === 'UrlNotAllowedError') return new UrlNotAllowedError(error.reason as UrlRefusal, error.message);
  const cause = error.cause && Object.assign(new Error(error.cause.message), { code: error.cause.code });
  const Kind = error.name === 'TypeError' ? TypeError : Error;
  const thrown = new Kind(error.message, cause ? { cause } : {});
  if (Kind === Error) thrown.name = error.name;
  return thrown;
}
