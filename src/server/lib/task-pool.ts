import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { appFile, compiledBuild } from './app-files.ts';

/**
 * CPU-bound work off the event loop's thread: a Piscina pool (maintained by Node core contributors) of
 * worker threads running one task module, for the research's page extraction and the engine's drafts
 * (issues 15 and 16: on the main thread they held up every request of `npm start`).
 * - `threads` defaults to one fewer than the machine's cores, at least one, so the main thread keeps a
 *   core for the web server; idle threads exit after `idleTimeoutMs` (default IDLE_TIMEOUT_MS) and
 *   never keep the process alive, so an idle server holds none.
 * - The task runs from the compiled build's bundle (`dist/server/<name>.js`, scripts/build) under
 *   `npm start`, else from its TypeScript source, which Node 24 loads with its own type stripping (so a
 *   task's modules use erasable syntax only: no parameter properties or enums). A thread inherits the
 *   process's flags, but not tsx's loader (`npm run dev`, the benchmarks; `threadExecArgv`): Node's
 *   own stripping loads the draft task in ~0.5 s where tsx took ~1.1 s, a second in which a batch's
 *   first answers waited for the threads and no call slot was used (pipeline bench).
 * - `warm()` starts the threads if they are not running and returns at once: a thread takes ~1 s to
 *   load its modules, which is better spent before the first task than in front of it. The task
 *   module must answer an input of `null` with `null` (it only loads its modules then).
 * @returns `run` (rejects with the task's error, or if the thread crashes), `warm`, `close` (waits for
 *   the tasks in flight) and `threads` (the most threads the pool starts)
 */
export const IDLE_TIMEOUT_MS = 30_000;

export type TaskPool<I, O> = {
  run(input: I, transferList?: ArrayBuffer[]): Promise<O>;
  warm(): void;
  close(): Promise<void>;
  readonly threads: number;
};

export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

export function createTaskPool<I, O>(options: {
  /** The bundle's name in dist/server (scripts/build entry points). */
  name: string;
  /** The task's source, from the project's root: `['src', 'server', …, 'x-task.ts']`. */
  source: string[];
  threads?: number;
  idleTimeoutMs?: number;
}): TaskPool<I, O> {
  const threads = options.threads ?? defaultThreads();
  const pool = new Piscina<I | null, O | null>({
    filename: threadFile(options.name, options.source),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    ...threadFlags(),
  });
  return {
    threads,
    run: async (input, transferList) => (await pool.run(input, transferList ? { transferList } : {}))!,
    warm() {
      // A queued task makes Piscina start threads up to maxThreads; `null` only loads the task's modules.
      for (let i = pool.threads.length; i < threads; i++) void pool.run(null).catch(() => {});
    },
    close: () => pool.close(),
  };
}

/**
 * The flags a thread starts with: none when the process loads tsx (`--import tsx`, tsx's CLI), so the
 * thread loads the task's sources with Node's own type stripping; otherwise undefined, the process's
 * own (Node ignores its V8 flags, such as `--liftoff-only`, for a thread then, where it refuses them
 * given explicitly: ERR_WORKER_INVALID_EXEC_ARGV).
 */
export const threadExecArgv = (execArgv: readonly string[]): string[] | undefined =>
  execArgv.some((arg) => /\btsx\b/.test(arg)) ? [] : undefined;

/**
 * The module a thread runs (`name`: its bundle in dist/server, scripts/build; `source`: its TypeScript
 * source from the project's root), for the pools above and the app's own threads (lib/call-thread,
 * db/pglite-thread): the bundle under the compiled build, else the source.
 */
export const threadFile = (name: string, source: string[]): string =>
  compiledBuild ? appFile('dist', 'server', `${name}.js`) : appFile(...source);

/** A thread's `execArgv` option, when it needs one (threadExecArgv). */
export function threadFlags(): { execArgv?: string[] } {
  const execArgv = threadExecArgv(process.execArgv);
  return execArgv ? { execArgv } : {};
}
