import type { CallGate } from './call-queue.ts';

/**
 * What the main thread and the call thread (call-thread.ts, call-thread-task.ts) say to each other.
 * Times are epoch ms (`Date.now()`): each thread's `performance.now()` has its own origin.
 */
export type ToThread =
  | {
      type: 'call';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: string | ArrayBuffer | undefined;
      /** Through the SSRF guard (lib/ssrf-fetch.ts): a user's own base URL. */
      guarded: boolean;
      gate?: CallGate | undefined;
    }
  /** The main thread gave up on the call (its signal aborted): stop it, or never start it. */
  | { type: 'abort'; id: number }
  /** The answer to `refresh`: the key was cleared at `at`, or (null) it was not. */
  | { type: 'cleared'; key: string; at: number | null }
  /** The answer to `ask`: go on (its key was cleared at `at`), or forget it. */
  | { type: 'clear'; id: number; at: number }
  | { type: 'drop'; id: number };

export type ToMain =
  | {
      type: 'answer';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { type: 'failed'; id: number; error: ThreadError }
  /** The call's gate is stale: may it start? */
  | { type: 'ask'; id: number }
  /** Requests of `key` wait in line and its all-clear is aging: is it still cleared? */
  | { type: 'refresh'; key: string };

/** An error as it crosses the thread (structured clone keeps no class): enough to throw it again. */
export type ThreadError = {
  name: string;
  message: string;
  /** UrlNotAllowedError's `reason`. */
  reason?: string;
  cause?: { message: string; code?: string | undefined } | undefined;
};
