import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};
const guard = new URL('./require-node-24.mjs', import.meta.url).pathname;

describe('the Node 24 guard (docs/decisions/005)', () => {
  it('runs before every npm script', () => {
    const unguarded = Object.keys(pkg.scripts).filter(
      (name) => name !== 'guard' && !name.startsWith('pre') && pkg.scripts[`pre${name}`] !== 'npm run --silent guard',
    );
    expect(unguarded).toEqual([]);
  });

  it('lets Node 24 through and stops any other version with a message naming both', () => {
    expect(spawnSync(process.execPath, [guard]).status).toBe(0);
    // Pretend to be Node 20 by overriding process.versions before the guard reads it.
    const fake = spawnSync(
      process.execPath,
      ['--import', 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})', guard],
      { encoding: 'utf8' },
    );
    expect(fake.status).toBe(1);
    expect(fake.stderr).toContain('Coldsmith needs Node.js 24, but this script is running on Node 20.20.2');
  });
});
