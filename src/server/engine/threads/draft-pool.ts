import { createTaskPool, defaultThreads } from '#server/lib/task-pool.ts';
import { takeTurn } from '#server/lib/take-turn.ts';
import type { DraftTaskResult } from './draft-task.ts';
import { draftOf, scoreDraft, type DraftWork, type ScoredDraft } from './draft-work.ts';
import { draftTaskOutcome } from './draft-task.ts';

/**
 * Where the batch workers compose, check and score drafts (draft-work.ts): a pool of worker threads
 * (lib/task-pool.ts: one fewer than the cores, at least one; idle threads exit), so the process's
 * event loop — the web server's under `npm start` — only calls providers and the database. Issue 16,
 * item 4: at 200 ms calls, 32 at once, the main thread on PGlite was ~80 % busy and the delay that put
 * on every answer held each call slot ~7 % longer than the call (pipeline bench).
 * `threads: 0` runs the work on the calling thread (`npm run worker`, the CLI, and tests that need no
 *   threads), in two turns of its event loop (the draft, then its score; lib/take-turn.ts), so an
 *   answer that arrives meanwhile waits for half an e-mail's work, not all of it.
 * @returns `run` (throws the work's InstructionError; rejects if a thread crashes), `warm` (starts the
 *   threads, loading the engine and its language model, ~1 s, before the first e-mail needs them),
 *   `close`
 */
export type DraftPool = {
  run(work: DraftWork): Promise<ScoredDraft>;
  warm(): void;
  close(): Promise<void>;
};

export function createDraftPool({ threads = defaultThreads() }: { threads?: number } = {}): DraftPool {
  if (threads === 0) {
    const run = async (work: DraftWork) => {
      const draft = draftOf(work);
      await takeTurn();
      return scoreDraft(draft, work.context);
    };
    return { run, warm() {}, close: async () => {} };
  }
  const pool = createTaskPool<DraftWork, DraftTaskResult>({
    name: 'draft-task',
    source: ['src', 'server', 'engine', 'threads', 'draft-task.ts'],
    threads,
  });
  return {
    run: async (work) => draftTaskOutcome(await pool.run(work)),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
