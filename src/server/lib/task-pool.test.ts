import { describe, expect, it } from 'vitest';
import { threadExecArgv } from './task-pool.ts';

/** The flags a pool's thread starts with (task-pool.ts): none under tsx, else the process's own. */
describe('threadExecArgv', () => {
  it('starts threads without flags when the process loads tsx, however it was loaded', () => {
    expect(threadExecArgv(['--import', 'tsx', '--liftoff-only'])).toEqual([]);
    expect(threadExecArgv(['--import=tsx'])).toEqual([]);
    expect(
      threadExecArgv([
        '--require',
        '/app/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///app/node_modules/tsx/dist/loader.mjs',
      ]),
    ).toEqual([]);
  });

  it('leaves the process’s own flags to be inherited otherwise', () => {
    expect(threadExecArgv(['--liftoff-only', '--enable-source-maps'])).toBeUndefined();
    expect(threadExecArgv(['--import', './otel.mjs'])).toBeUndefined();
    expect(threadExecArgv([])).toBeUndefined();
  });
});
