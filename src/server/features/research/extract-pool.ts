import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ExtractInput, ExtractOutput } from './extract-task.ts';
import { appFile, compiledBuild } from '#server/lib/app-files.ts';

/**
 * Page extraction off the main thread (issue 15; decision 033, addendum): Readability on a linkedom DOM
 * costs ~50 ms of CPU a page, and on the main thread — the web server's under `npm start` — 128
 * prospects researched at once raised the server's p99 event-loop delay to 0.4–0.8 s
 * (bench/research.ts). A Piscina pool (maintained by Node core contributors) runs extract-task.ts in
 * worker threads: one fewer than the machine's cores (at least one), so the main thread keeps a core
 * for the web server; idle threads exit after IDLE_TIMEOUT_MS and never keep the process alive.
 * Node 24 runs the task's TypeScript in the thread as it does the app's (type stripping).
 * A thread takes ~1.2 s to start (it loads linkedom and Readability): `warm()` starts the threads
 * when a crawl starts, so they are ready before its first page arrives a second later (robots.txt,
 * then the paced home page); without it, 200 home pages queued behind a cold thread (bench/research.ts).
 * @returns `extract` (rejects only if the thread crashes; the fetcher then records the page as failed),
 *   `warm()`, and `close()`, which waits for the tasks in flight
 */
export const IDLE_TIMEOUT_MS = 30_000;

export type ExtractPool = {
  extract(input: ExtractInput): Promise<ExtractOutput>;
  /** Starts the pool's threads if they are not running; returns at once. */
  warm(): void;
  close(): Promise<void>;
};

export function createExtractPool(threads = Math.max(1, availableParallelism() - 1)): ExtractPool {
  const pool = new Piscina<ExtractInput | null, ExtractOutput | null>({
    // The compiled build has the task as a bundle of its own (scripts/build.ts).
    filename: compiledBuild
      ? appFile('dist', 'server', 'extract-task.js')
      : appFile('src', 'server', 'features', 'research', 'extract-task.ts'),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return {
    // The bytes are moved to the thread, not copied: the fetcher has no further use for them.
    extract: async (input) => (await pool.run(input, { transferList: [input.bytes.buffer as ArrayBuffer] }))!,
    warm() {
      // A queued task makes Piscina start threads up to maxThreads; `null` only loads the task's modules.
      for (let i = pool.threads.length; i < threads; i++) void pool.run(null).catch(() => {});
    },
    close: () => pool.close(),
  };
}
