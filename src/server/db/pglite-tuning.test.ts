import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#tests/support/process.ts';
import { EMBEDDED_NODE_FLAGS } from './pglite-tuning.ts';

/** V8 reads its flags at start: every command that runs the app on PGlite must pass them itself. */
describe('EMBEDDED_NODE_FLAGS', () => {
  const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const playwright = readFileSync(join(repoRoot, 'playwright.config.ts'), 'utf8');

  it.each([
    ['npm start', scripts.start!],
    ['npm run dev', scripts.dev!],
    ["Playwright's app server", /command: '(tsx [^']*src\/server\/index\.ts)'/.exec(playwright)?.[1] ?? ''],
  ])('are passed by %s', (_, command) => {
    const runsApp = /tsx (?:watch )?(.*?)src\/server\/index\.ts/.exec(command);
    expect(runsApp, command).not.toBeNull();
    for (const flag of EMBEDDED_NODE_FLAGS) expect(runsApp![1]!.split(/\s+/)).toContain(flag);
  });
});
