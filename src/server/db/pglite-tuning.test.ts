import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#tests/support/process.ts';
import { EMBEDDED_NODE_FLAGS } from './pglite-tuning.ts';

/** V8 reads its flags at start: every command that runs PGlite in its own process must pass them itself. */
const scripts = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const playwright = readFileSync(join(repoRoot, 'playwright.config.ts'), 'utf8');

/** The arguments between `tsx` (or `tsx watch`, or `node`) and `entry` in `command`; null when it does not run `entry`. */
function argsBefore(command: string, entry: string): string[] | null {
  const match = new RegExp(`(?:tsx (?:watch )?|node )([^&"']*?)${entry.replace(/\./g, '\\.')}`).exec(command);
  return match ? match[1]!.split(/\s+/).filter(Boolean) : null;
}

describe('EMBEDDED_NODE_FLAGS', () => {
  it.each([
    ['npm start', scripts.start!, 'dist/server/index.js'],
    ['npm run dev', scripts.dev!, 'src/server/index.ts'],
    ["Playwright's app server", playwright, 'dist/server/index.js'],
    // The benchmarks that run PGlite in their own process measure what npm start does.
    ['npm run bench (http)', scripts.bench!, 'bench/http.ts'],
    ['npm run bench (api-keys)', scripts.bench!, 'bench/api-keys.ts'],
    ['npm run bench (pipeline)', scripts.bench!, 'bench/pipeline.ts'],
    ['npm run bench (research)', scripts.bench!, 'bench/research.ts'],
    ['npm run bench (shared budget)', scripts.bench!, 'bench/shared-budget.ts'],
  ])('are passed by %s', (_, command, entry) => {
    const args = argsBefore(command, entry);
    expect(args, `${entry} is not run with tsx or node`).not.toBeNull();
    for (const flag of EMBEDDED_NODE_FLAGS) expect(args).toContain(flag);
  });
});
