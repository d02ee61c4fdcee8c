import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_NODE_FLAGS } from '#server/db/pglite-tuning.ts';
import { freePort, repoRoot } from '#tests/support/process.ts';

/**
 * Start time and idle memory (issue 16, item 1): how long `npm start`'s server takes to answer
 * `GET /api/health`, and its resident memory once idle, on the embedded database (PGlite).
 * - the build as `npm start` runs it first (`--if-stale`: nothing to do when the build is current);
 * - a first start on an empty data folder (PGlite's initdb and every migration);
 * - a start with a current build and an existing data folder: the target, ready ≤ 3 s, idle RSS ≤ 250 MB;
 * - the same start from the TypeScript sources with tsx, as `npm start` ran before the build existed,
 *   for the figure beside it.
 * Idle RSS is VmRSS (/proc) IDLE_MS after the first answer, with no request in between, beside its
 * anonymous part (/proc/<pid>/smaps_rollup: V8's heap, PGlite's WebAssembly memory, malloc); the rest is
 * file-backed, mostly Node's own binary (~56 MB), which a user's `npm start` maps the same.
 */
const READY_TARGET_MS = 3_000;
const RSS_TARGET_MB = 250;
/** 10 s: the job pollers have run their first rounds; from 5 s to 60 s RSS then moves by a few MB at most. */
const IDLE_MS = 10_000;

const built = performance.now();
const build = spawnSync(process.execPath, ['scripts/build/index.ts', '--if-stale'], {
  cwd: repoRoot,
  encoding: 'utf8',
});
if (build.status !== 0) throw new Error(`the build failed:\n${build.stderr}`);
const buildMs = performance.now() - built;

type Start = { readyMs: number; rssMb: number; anonMb: number };

/** Starts `args` with `node`, times the first answer to /api/health, reads its RSS once idle, stops it. */
async function timeStart(args: string[], dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // npm start's environment, its default log level (info) included.
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const kb = (file: string, field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/${file}`, 'utf8'))?.[1] ?? NaN);
    return { readyMs, rssMb: kb('status', 'VmRSS') / 1024, anonMb: kb('smaps_rollup', 'Anonymous') / 1024 };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'coldsmith-start-'));
try {
  const compiled = [...EMBEDDED_NODE_FLAGS, 'dist/server/index.js'];
  const fresh = await timeStart(compiled, join(dataDir, 'fresh'));
  const current = await timeStart(compiled, join(dataDir, 'fresh'));
  const sources = await timeStart(
    [...EMBEDDED_NODE_FLAGS, '--import', 'tsx', 'src/server/index.ts'],
    join(dataDir, 'fresh'),
  );
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  const idle = (start: Start) => `idle RSS ${mb(start.rssMb)} (${mb(start.anonMb)} anonymous)`;
  console.log(
    `start bench: build check ${s(buildMs)} (${build.stdout.trim() || 'current, nothing built'}); ` +
      `first start on an empty data folder ${s(fresh.readyMs)}, ${idle(fresh)}`,
  );
  console.log(
    `start bench: with a current build and data, ready in ${s(current.readyMs)} (target ≤ ${s(READY_TARGET_MS)}), ` +
      `${idle(current)} (target ≤ ${mb(RSS_TARGET_MB)}); ` +
      `from the sources with tsx, as before the build: ${s(sources.readyMs)}, ${idle(sources)}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
