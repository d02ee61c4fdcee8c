import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Where the app's own files are, the same whether it runs from its TypeScript sources (tests, `npm run
 * dev`) or from the compiled build (`dist/server/*.js`, `npm start`): a module's own folder differs
 * between the two (the build is a few bundles), so files are found from the project's root instead —
 * the nearest folder above this module that holds a package.json.
 * @throws Error at import when no folder above has a package.json (the app was copied without it)
 */
export const appRoot: string = findRoot(import.meta.dirname);

/** A path inside the project: `appFile('dist', 'client')`. */
export const appFile = (...parts: string[]): string => join(appRoot, ...parts);

/** True when this process runs the compiled build (scripts/build.ts) rather than the sources. */
export const compiledBuild: boolean = import.meta.url.endsWith('.js');

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json in ${from} or any folder above it`);
  }
}
