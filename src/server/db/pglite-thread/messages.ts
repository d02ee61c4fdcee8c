/**
 * What the main thread and the database thread (pglite-thread.ts, database-task.ts) say to each other.
 * Each request has an `id`, answered once by `done` or `failed`; `notify` is unasked (LISTEN).
 */
export type QueryOptionsWire = { rowMode?: 'array' | 'object' | undefined; rawTypes?: number[] | undefined };

export type ToDatabase = { id: number } & DatabaseRequest;

export type DatabaseRequest =
  | {
      type: 'open';
      db: number;
      dataDir?: string | undefined;
      /** A dump to start from (PGlite `loadDataDir`): a tarball's bytes. */
      load?: ArrayBuffer | undefined;
      startParams: string[];
    }
  | { type: 'query'; db: number; tx?: number | undefined; sql: string; params: unknown[]; options: QueryOptionsWire }
  | { type: 'exec'; db: number; tx?: number | undefined; sql: string }
  /** Opens transaction `tx`: answered once it holds the database. */
  | { type: 'begin'; db: number; tx: number }
  /** Ends transaction `tx`: committed, or rolled back. Answered once it has. */
  | { type: 'end'; tx: number; commit: boolean }
  | { type: 'listen'; db: number; channel: string; listener: number }
  | { type: 'unlisten'; listener: number }
  | { type: 'dump'; db: number }
  | { type: 'close'; db: number };

export type ToMain =
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: WireError }
  | { type: 'notify'; listener: number; payload: string };

/**
 * An error as it crosses the thread: its message, name, and PostgreSQL's fields (`code` is the
 * SQLSTATE callers tell errors apart by, `detail`, `constraint` …), all own enumerable ones kept.
 */
export type WireError = { name: string; message: string; fields: Record<string, unknown> };
