import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The production build (issue 16, item 1), `npm run build`; run by Node 24 itself (its type stripping),
 * so no TypeScript compiler loads at start.
 * - the client: `vite build` (vite.config.ts: bundles, `/` prerendered, brotli and gzip copies) into
 *   dist/client;
 * - the server: esbuild bundles `npm start`'s entry, `npm run worker`'s and the research extraction
 *   thread's (extract-pool.ts) into dist/server, ES modules for Node 24 with source maps, packages
 *   included: resolving and compiling ~2,000 files of node_modules one by one took ~2.5 s of every start
 *   and ~120 MB of its memory (bench/start.ts; decision 034). Left in node_modules (RUNTIME_FILES): the
 *   packages that read files of their own at run time.
 *
 * `--if-stale` (npm start, npm run worker) builds a part only when one of its inputs is newer than that
 * part's last build (its `.built` stamp), so a start with a current build costs a walk of the sources'
 * modification times (~10 ms), not a build (~15 s).
 */
const root = join(import.meta.dirname, '..', '..');
const ifStale = process.argv.includes('--if-stale');
const serverOnly = process.argv.includes('--server-only');

/** What each part is built from: folders walked, and files, relative to the root. */
const INPUTS = {
  client: ['src/client', 'src/shared', 'scripts/build', 'vite.config.ts', 'package-lock.json'],
  server: ['src/server', 'src/shared', 'scripts/build/index.ts', 'package-lock.json'],
} as const;

/**
 * Packages the server bundle leaves in node_modules, because they find files of their own at run time:
 * PGlite its WebAssembly and data, swagger-ui-dist the page the API docs serve, email-providers its list
 * (through createRequire), Piscina and pino the files their worker threads start from, pg its optional
 * native binding.
 */
const RUNTIME_FILES = [
  '@electric-sql/pglite',
  'swagger-ui-dist',
  'email-providers',
  'piscina',
  'pino',
  'pino-pretty',
  'thread-stream',
  'pg-native',
] as const;

const stampOf = (part: keyof typeof INPUTS) => join(root, 'dist', part, '.built');

/** The newest modification time (ms) among a part's inputs; test files do not count. */
function newestInput(part: keyof typeof INPUTS): number {
  let newest = 0;
  for (const input of INPUTS[part]) {
    const path = join(root, input);
    const stat = statSync(path);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
        if (entry.isFile() && !/\.(?:test|spec)\.tsx?$/.test(entry.name))
          newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function stale(part: keyof typeof INPUTS): boolean {
  try {
    return newestInput(part) > statSync(stampOf(part)).mtimeMs;
  } catch {
    return true; // never built
  }
}

// esbuild and Vite are imported only to build: a start with a current build checks times and goes on.
async function buildClient(): Promise<void> {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

async function buildServer(): Promise<void> {
  const { build: esbuild } = await import('esbuild');
  rmSync(join(root, 'dist/server'), { recursive: true, force: true }); // chunks are named by content
  await esbuild({
    entryPoints: {
      index: join(root, 'src/server/index.ts'),
      worker: join(root, 'src/server/worker.ts'),
      'extract-task': join(root, 'src/server/features/research/extract-task.ts'),
      'draft-task': join(root, 'src/server/engine/threads/draft-task.ts'),
      'call-thread-task': join(root, 'src/server/lib/call-thread/call-thread-task.ts'),
      'database-task': join(root, 'src/server/db/pglite-thread/database-task.ts'),
    },
    outdir: join(root, 'dist/server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: [...RUNTIME_FILES],
    // CommonJS packages inside an ES module still call `require` (Node's built-ins, optional peers).
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    sourcesContent: false,
    // Shared code in chunks of its own rather than copied into each entry.
    splitting: true,
    logLevel: 'warning',
  });
}

const parts = [
  ...(serverOnly ? [] : [{ name: 'client' as const, build: buildClient }]),
  { name: 'server' as const, build: buildServer },
];
for (const part of parts) {
  if (ifStale && !stale(part.name)) continue;
  const started = performance.now();
  await part.build();
  mkdirSync(join(root, 'dist', part.name), { recursive: true });
  writeFileSync(stampOf(part.name), new Date().toISOString());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`built ${relative(root, join(root, 'dist', part.name))} in ${seconds} s`);
}
