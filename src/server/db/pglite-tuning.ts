import { PGlite } from '@electric-sql/pglite';

/**
 * Memory settings for the embedded database (PGlite). Its shared memory is resident whole from the
 * start, used or not: each setting below took the idle RSS down by about what it allocates
 * (`pg_shmem_allocations`, bench/start.ts; Emscripten zero-fills anonymous `mmap`s,
 * system/lib/libc/emscripten_mmap.c). docs/decisions/024-embedded-memory.md and 034-production-build.md.
 *
 * PGLITE_START_PARAMS: PGlite's own start parameters plus PGLITE_SETTINGS:
 * - `shared_buffers=24MB`: initdb wrote 128MB into the data folder's postgresql.conf, which PostgreSQL
 *   recommends for a server that owns its machine; PGlite is one process among the user's and its reads
 *   are served by the OS page cache anyway. 32MB took ~105 MB off the import's opened RSS (483 → 377
 *   MB) with the import as fast (decision 024); 24MB takes ~9 MB more off the idle `npm start` with the
 *   pipeline bench as fast (87.2 → 86.4 % of its floor, within its noise), where 16MB took ~18 MB but
 *   cost the pipeline 3–5 points of its floor (decision 034);
 * - shared memory sized for the one backend PGlite runs (`--single`: no client connections, WAL
 *   senders, replication slots or autovacuum workers; `io_method=sync`, so no asynchronous I/O): 10 MB
 *   of it became 4 MB (`max_connections` 100 → 5, `max_wal_senders` 10 → 0, `max_replication_slots`
 *   10 → 0, `autovacuum_worker_slots` 16 → 1, `io_max_concurrency` 24 → 1; PostgreSQL 18,
 *   https://www.postgresql.org/docs/18/runtime-config-connection.html, runtime-config-replication.html,
 *   runtime-config-vacuum.html, runtime-config-resource.html), ~5 MB off the idle RSS.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '24MB',
  max_connections: '5',
  max_wal_senders: '0',
  max_replication_slots: '0',
  autovacuum_worker_slots: '1',
  io_max_concurrency: '1',
};

export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * EMBEDDED_NODE_FLAGS: V8 flags for a process that runs PGlite (`npm start`, `npm run dev`, and the
 * tests and benchmarks that start the app as it does). `--liftoff-only` keeps PGlite's WebAssembly on
 * V8's baseline compiler: once PostgreSQL's hottest function (105 KB of WebAssembly) gets hot, V8's
 * optimising compiler spends ~3 s and ~600 MB of memory compiling it (measured with
 * `--trace-wasm-compilation-times`), which took the import's peak RSS from ~450 MB to ~1,050 MB; with
 * the flag it peaks at ~350 MB and the import takes as long (the compile ran on another core, and its
 * code arrived late), while PGlite's statements cost ~15 % more CPU in the pipeline bench. The flag
 * touches nothing but WebAssembly, so with DATABASE_URL (no PGlite) it changes nothing. V8 reads its
 * flags at start, so they are on the command line (package.json), not set from code.
 */
export const EMBEDDED_NODE_FLAGS: readonly string[] = ['--liftoff-only'];

/**
 * SMALL_YOUNG_GENERATION: the V8 flag a memory-tight host can add through NODE_OPTIONS (README). V8
 * sizes the young generation for throughput (tens of MB per semi-space on a 64-bit machine); 2 MB
 * took the import's opened RSS from ~330 to ~205 MB and its peak to ~265–290 MB (the import bench's
 * goal is 300; docs/decisions/024), at the cost of more frequent scavenges: the pipeline bench on
 * PGlite fell from ~73 % to ~62 % of its floor. It is not a default because `npm start` is also the
 * production web process.
 */
export const SMALL_YOUNG_GENERATION = '--max-semi-space-size=2';
