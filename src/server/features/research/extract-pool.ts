import type { ExtractInput, ExtractOutput } from './extract-task.ts';
import { createTaskPool, defaultThreads } from '#server/lib/task-pool.ts';

/**
 * Page extraction off the main thread (issue 15; decision 033, addendum): Readability on a linkedom DOM
 * costs ~50 ms of CPU a page, and on the main thread — the web server's under `npm start` — 128
 * prospects researched at once raised the server's p99 event-loop delay to 0.4–0.8 s
 * (bench/research.ts). extract-task.ts runs in a pool of worker threads (lib/task-pool.ts: one fewer
 * than the machine's cores, idle threads exit).
 * A thread takes ~1.2 s to start (it loads linkedom and Readability): `warm()` starts the threads
 * when a crawl starts, so they are ready before its first page arrives a second later (robots.txt,
 * then the paced home page); without it, 200 home pages queued behind a cold thread (bench/research.ts).
 * @returns `extract` (rejects only if the thread crashes; the fetcher then records the page as failed),
 *   `warm()`, and `close()`, which waits for the tasks in flight
 */
export type ExtractPool = {
  extract(input: ExtractInput): Promise<ExtractOutput>;
  /** Starts the pool's threads if they are not running; returns at once. */
  warm(): void;
  close(): Promise<void>;
};

export function createExtractPool(threads = defaultThreads()): ExtractPool {
  const pool = createTaskPool<ExtractInput, ExtractOutput>({
    name: 'extract-task',
    source: ['src', 'server', 'features', 'research', 'extract-task.ts'],
    threads,
  });
  return {
    // The bytes are moved to the thread, not copied: the fetcher has no further use for them.
    extract: (input) => pool.run(input, [input.bytes.buffer as ArrayBuffer]),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
