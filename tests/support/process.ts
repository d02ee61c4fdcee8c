import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { EMBEDDED_NODE_FLAGS } from '#server/db/pglite-tuning.ts';

/**
 * Real processes for tests that need them (start-up, signals, crash safety, the commands): an entry
 * point of src/server run with tsx's loader as `npm start` / `npm run worker` / the CLI scripts do,
 * its output collected, and a free loopback port to give it.
 */
export const repoRoot = resolve(import.meta.dirname, '../..');

export type ServerProcess = ReturnType<typeof runEntry>;

export function runEntry(entry: 'src/server/index.ts' | 'src/server/worker.ts', env: Record<string, string>) {
  // One process: node with tsx's loader. The `tsx` command would fork a second node and relay
  // signals to it — but SIGKILL cannot be relayed, so killing it would orphan the real server.
  // The app runs with npm start's V8 flags (EMBEDDED_NODE_FLAGS; package.json).
  const child = spawn(
    process.execPath,
    [...(entry === 'src/server/index.ts' ? EMBEDDED_NODE_FLAGS : []), '--import', 'tsx', entry],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

/** What a command printed and how it exited. */
export type CommandRun = { code: number | null; stdout: string; stderr: string };

/**
 * A command-line entry of src/server (`src/server/cli/*-main.ts`) run to its end as its npm script
 * runs it (node with tsx's loader), in its own process, with only `PATH` and `env` in its environment.
 */
export function runCommand(entry: string, args: string[], env: Record<string, string> = {}): Promise<CommandRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Polls `GET <baseUrl>/api/health` until it answers 200 (or throws after `timeoutMs`). */
export async function waitForHealthy(baseUrl: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (res?.status === 200) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${baseUrl} did not become healthy within ${timeoutMs} ms`);
}
