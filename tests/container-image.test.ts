import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the Dockerfile's runtime stage must hold for the compiled build to run (decision 035), checked
 * without a container engine: every file the server finds from its root (lib/app-files.ts) is copied
 * in, and every package it loads from node_modules at run time is one `npm ci --omit=dev` installs.
 */
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const dockerfile = read('Dockerfile');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const serverFiles = readdirSync(join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !/(^|\/)testing\//.test(file))
  .map((file) => ({ file, text: read(join('src/server', file)) }));

/** What the runtime stage's COPY lines put in WORKDIR /app: `COPY a/b ./c` → `c`, `COPY a/b ./` → `b`. */
const copied = [...runtimeStage.matchAll(/^COPY (?:--from=\S+ )?(\S+) (\S+)$/gm)].map(([, from, to]) => {
  const dest = to!.replace(/^\.\/?/, '');
  return dest === '' || dest.endsWith('/') ? dest + from!.split('/').pop()! : dest;
});

/** `appFile('a', 'b', name)` → `a/b` (the literal parts before the first variable one). */
function appFilePaths(): string[] {
  const paths: string[] = [];
  for (const { text } of serverFiles)
    for (const call of text.matchAll(/appFile\(([^)]*)\)/g)) {
      const literal: string[] = [];
      for (const arg of call[1]!.split(',').map((a) => a.trim())) {
        const quoted = /^'([^']+)'$/.exec(arg);
        if (!quoted) break;
        literal.push(quoted[1]!);
      }
      if (literal.length > 0) paths.push(literal.join('/'));
    }
  return paths;
}

describe('the container image (Dockerfile)', () => {
  it('copies every file the server finds from its root, but the TypeScript it reads only from the sources', () => {
    const paths = appFilePaths().filter((path) => !path.endsWith('.ts'));
    // package.json, the migrations, the API docs' assets, dist/client, the extraction thread's bundle.
    expect(paths.length).toBeGreaterThanOrEqual(5);
    const missing = paths.filter((path) => !copied.some((to) => path === to || path.startsWith(`${to}/`)));
    expect(missing).toEqual([]);
  });

  it('installs as production dependencies the packages the bundle loads from node_modules', () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    const build = read('scripts/build/index.ts');
    const runtimeFiles = [.../RUNTIME_FILES = \[([^\]]*)\]/.exec(build)![1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    const nameOf = (spec: string) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/');
    const loaded = new Set<string>();
    for (const { text } of serverFiles) {
      // Required on first use (createRequire), never bundled.
      for (const m of text.matchAll(/\bload\('([^']+)'\)|\.resolve\('([^'.][^']*)'\)/g))
        loaded.add(nameOf(m[1] ?? m[2]!));
      // Left external by the build: RUNTIME_FILES the code imports itself.
      for (const m of text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm))
        if (runtimeFiles.includes(nameOf(m[1]!))) loaded.add(nameOf(m[1]!));
    }
    // PGlite, swagger-ui-dist, email-providers, piscina, pino; wink-nlp, its model, gpt-tokenizer, linkedom, Readability.
    expect(loaded.size).toBeGreaterThanOrEqual(10);
    expect([...loaded].filter((name) => !(name in pkg.dependencies))).toEqual([]);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev /m);
  });

  it('runs the compiled entries with Node itself as a user other than root, and checks /api/health', () => {
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^CMD \["node", "--liftoff-only", "dist\/server\/index\.js"\]$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\n? *CMD \["node", "-e", ".*\/api\/health/m);
    expect(read('compose.yaml')).toContain("command: ['node', 'dist/server/worker.js']");
    // The two entries are what `npm run build` writes.
    expect(read('scripts/build/index.ts')).toMatch(
      /index: join\(root, 'src\/server\/index\.ts'\),\s+worker: join\(root, 'src\/server\/worker\.ts'\)/,
    );
  });
});
