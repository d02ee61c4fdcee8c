import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ExtractInput, ExtractOutput } from './extract-task.ts';

/**
 * Page extraction off the main thread (issue 15; decision 033, addendum): Readability on a linkedom DOM
 * costs ~50 ms of CPU a page, and on the main thread — the web server's under `npm start` — 128
 * prospects researched at once raised the server's p99 event-loop delay to 0.4–0.8 s
 * (bench/research.ts). A Piscina pool (maintained by Node core contributors) runs extract-task.ts in
 * worker threads: one fewer than the machine's cores (at least one), so the main thread keeps a core
 * for the web server; idle threads exit after IDLE_TIMEOUT_MS and never keep the process alive.
 * Node 24 runs the task's TypeScript in the thread as it does the app's (type stripping).
 * @returns `extract` (rejects only if the thread crashes; the fetcher then records the page as failed)
 *   and `close()`, which waits for the tasks in flight
 */
export const IDLE_TIMEOUT_MS = 30_000;

export type ExtractPool = { extract(input: ExtractInput): Promise<ExtractOutput>; close(): Promise<void> };

export function createExtractPool(threads = Math.max(1, availableParallelism() - 1)): ExtractPool {
  const pool = new Piscina<ExtractInput, ExtractOutput>({
    filename: new URL('./extract-task.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return {
    // The bytes are moved to the thread, not copied: the fetcher has no further use for them.
    extract: (input) => pool.run(input, { transferList: [input.bytes.buffer as ArrayBuffer] }),
    close: () => pool.close(),
  };
}
