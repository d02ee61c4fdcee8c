import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { threadFile, threadFlags } from '#server/lib/task-pool.ts';
import type { DatabaseRequest, QueryOptionsWire, ToDatabase, ToMain, WireError } from './messages.ts';

/**
 * The embedded database on a thread of its own (issue 16, item 4; docs/decisions/037, third
 * addendum): PGlite runs each statement synchronously on the thread that calls it, so on the main
 * thread every statement held up the web server's requests and every provider answer behind it
 * (~2.7 ms of PGlite per generated e-mail, 40 % of that loop during a batch, pipeline bench profile;
 * the answer waited ~10 ms for the loop, 5 % of a 200 ms call). Here the process's PGlite databases
 * live in one worker thread (database-task.ts), and `EmbeddedDatabase` is what the app, Drizzle
 * (`drizzle-orm/pglite`) and pg-boss (`fromPglite`) use of a PGlite instance: `query`, `exec`,
 * `transaction`, `listen`, `dumpDataDir`, `close`. Each call is a message to the thread and its answer
 * a message back (rows as the structured clone copies them: dates, byte arrays and parsed JSON arrive
 * as they left).
 * - `query` options: `rowMode`, and `parsers` only where each is the identity (Drizzle's, for the
 *   date and interval types it parses itself); anything else throws, since a function cannot cross.
 * - `transaction(fn)` holds a transaction open in the thread while `fn` runs its statements through
 *   the `tx` it is given; it commits when `fn` resolves and rolls back when it throws (rethrown), as
 *   PGlite's own does. Other statements wait for it, as on PGlite.
 * - Errors come back as Errors with PostgreSQL's fields (`code`, `detail`, `constraint` …).
 * - The thread is shared by the process's databases, started with the first and ended with the last
 *   `close`; it keeps the process alive only while a statement is in flight. Should it die, every
 *   statement in flight fails with the reason, and so does every later one: an in-memory database is
 *   gone with it (the file-backed one is opened again by the next start).
 */
export type EmbeddedTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

export type EmbeddedDatabase = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
};

type Thread = {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>;
  listeners: Map<number, (payload: string) => void>;
  databases: number;
  dead?: Error;
};

let thread: Thread | undefined;
let nextId = 1;

const TASK_SOURCE = ['src', 'server', 'db', 'pglite-thread', 'database-task.ts'];

function startThread(): Thread {
  const worker = new Worker(threadFile('database-task', TASK_SOURCE), {
    ...threadFlags(),
    // V8's default young generation held idle RSS at 251 MB against 250 (bench/start.ts); 4 MB: 237 MB.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  worker.unref();
  const started: Thread = { worker, pending: new Map(), listeners: new Map(), databases: 0 };
  worker.on('message', (message: ToMain) => {
    if (message.type === 'notify') return started.listeners.get(message.listener)?.(message.payload);
    const call = started.pending.get(message.id);
    started.pending.delete(message.id);
    if (started.pending.size === 0) worker.unref();
    if (message.type === 'done') call?.resolve(message.value);
    else call?.reject(fromWire(message.error));
  });
  const died = (reason: Error) => {
    started.dead ??= reason;
    if (thread === started) thread = undefined;
    for (const call of started.pending.values()) call.reject(started.dead);
    started.pending.clear();
  };
  worker.on('error', died);
  worker.on('exit', (code) => died(new Error(`The database thread exited with code ${code}.`)));
  return started;
}

/** Sends one request to `to` and resolves with its answer. */
function request<T>(to: Thread, message: DatabaseRequest, transfer: ArrayBuffer[] = []): Promise<T> {
  if (to.dead) return Promise.reject(to.dead);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    if (to.pending.size === 0) to.worker.ref();
    to.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    to.worker.postMessage({ ...message, id } as ToDatabase, transfer);
  });
}

/**
 * Opens a PGlite database in the database thread: file-backed at `dataDir`, else in memory, started
 * from the dump `loadDataDir` when given.
 * @throws what PGlite.create throws (a data directory another process holds, a bad dump)
 */
export async function openEmbeddedDatabase(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  startParams: string[];
}): Promise<EmbeddedDatabase> {
  const to = (thread ??= startThread());
  const db = nextId++;
  const load = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  to.databases++;
  try {
    await request(
      to,
      { type: 'open', db, dataDir: options.dataDir, load, startParams: options.startParams },
      load ? [load] : [],
    );
  } catch (error) {
    await release(to);
    throw error;
  }
  let closed = false;
  const query = async <T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) =>
    request<Results<T>>(to, { type: 'query', db, tx, sql, params, options: wireOptions(options) });
  const exec = (tx: number | undefined, sql: string) => request<Results[]>(to, { type: 'exec', db, tx, sql });
  return {
    query: (sql, params, options) => query(undefined, sql, params, options),
    exec: (sql) => exec(undefined, sql),
    async transaction(fn) {
      const tx = nextId++;
      await request(to, { type: 'begin', db, tx });
      let ended = false;
      const handle: EmbeddedTransaction = {
        query: (sql, params, options) => query(tx, sql, params, options),
        exec: (sql) => exec(tx, sql),
        rollback: () => Promise.reject(new Error('Roll back by throwing out of the transaction’s function.')),
        get closed() {
          return ended;
        },
      };
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(handle);
      } catch (error) {
        ended = true;
        await request(to, { type: 'end', tx, commit: false });
        throw error;
      }
      ended = true;
      await request(to, { type: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      const listener = nextId++;
      to.listeners.set(listener, callback);
      await request(to, { type: 'listen', db, channel, listener });
      return async () => {
        to.listeners.delete(listener);
        await request(to, { type: 'unlisten', listener });
      };
    },
    dumpDataDir: async () => new Blob([await request<ArrayBuffer>(to, { type: 'dump', db })]),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await request(to, { type: 'close', db });
      } finally {
        await release(to);
      }
    },
    get closed() {
      return closed;
    },
  };
}

/** Ends the thread once its last database closed. */
async function release(to: Thread) {
  if (--to.databases > 0) return;
  if (thread === to) thread = undefined;
  to.dead ??= new Error('The database thread was closed.');
  await to.worker.terminate();
}

const wired = new WeakMap<object, number[]>();

/** A query's options as they cross: `rowMode`, and the type ids whose parser is the identity. */
function wireOptions(options: QueryOptions | undefined): QueryOptionsWire {
  if (!options) return {};
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).length > 0)
    throw new Error(
      `The embedded database takes no query options but rowMode and parsers: ${Object.keys(rest).join(', ')}`,
    );
  if (!parsers) return { rowMode };
  let rawTypes = wired.get(parsers);
  if (!rawTypes) {
    rawTypes = Object.entries(parsers).map(([type, parse]) => {
      if (parse('raw', Number(type)) !== 'raw')
        throw new Error(
          `The parser for type ${type} is not the identity: a function cannot reach the database thread.`,
        );
      return Number(type);
    });
    wired.set(parsers, rawTypes);
  }
  return { rowMode, rawTypes };
}

/** The thread's error as an Error with PostgreSQL's fields (`code` and the rest) on it. */
function fromWire(error: WireError): Error {
  const thrown = Object.assign(new Error(error.message), error.fields);
  thrown.name = error.name;
  return thrown;
}
