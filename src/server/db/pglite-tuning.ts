import { PGlite } from '@electric-sql/pglite';

/**
 * Memory settings for the embedded database (PGlite), from the import bench (bench/import.ts: 100,000
 * rows, 26 MB, stored through the import service in a process that opens an existing data folder;
 * Node 24, 2 cores; docs/decisions/024-embedded-memory.md).
 *
 * PGLITE_START_PARAMS: PGlite's own start parameters plus `shared_buffers=32MB`. The data folder's
 * postgresql.conf, written by initdb, says 128MB, which PostgreSQL recommends for a server that owns
 * its machine; PGlite is one process among the user's, its reads are served by the OS page cache
 * anyway, and 32MB took ~105 MB off the opened RSS (483 → 377 MB) with the import as fast.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

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
