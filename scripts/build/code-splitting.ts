import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

// Rolldown's own types, through Vite, which bundles it (no direct dependency on rolldown).
type ChunkingContext = Rolldown.ChunkingContext;

const client = (path: string) => fileURLToPath(new URL(`../../src/client/${path}`, import.meta.url));

/**
 * Where the client's modules land (issue 14, item 9: at most 15 JavaScript requests for the landing
 * page and for a campaign page; docs/decisions/032).
 *
 * Left to Rolldown's automatic split, every module shared by two lazily loaded pages becomes a chunk
 * of its own: the landing page asked for 44 files and a campaign page for 94, most of them a few
 * hundred bytes. The chunks here follow what loads together instead, in this order of precedence:
 *
 * - `vendor`: React and TanStack Query, which every page loads.
 * - `boot`: what the entry (main.tsx) imports before anything renders: error logging, theme, settings.
 * - `site`: everything the landing page imports (the site entry and the page, statically). The app's
 *   pages load it too, for the header, links and buttons they share with it; it holds nothing the
 *   landing page does not run, so its 120 KB budget (decision 023) is untouched.
 * - `router`, `sonner`: libraries the app's pages load and the landing page does not.
 * - `charts`, `auth-client`: libraries only a few pages load (OPTIONAL_LIBRARIES).
 * - `app`: the rest of what two or more of the app's pages share (the app shell, forms, Radix, zod),
 *   one file cached across the whole app.
 *
 * Each page keeps the modules only it uses in its own chunk. Each group also takes what its modules
 * import (Rolldown's `includeDependenciesRecursively`), less what a group before it took.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  return {
    groups: [
      {
        name: 'vendor',
        priority: 60,
        test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query))[\\/]/,
      },
      {
        name: (id, ctx) => (closure(ctx, [client('main.tsx')]).has(id) ? 'boot' : null),
        debugName: 'boot',
        priority: 55,
      },
      {
        name: (id, ctx) => (SITE_LIBRARIES.test(id) || closure(ctx, SITE_ROOTS).has(id) ? 'site' : null),
        debugName: 'site',
        priority: 50,
      },
      { name: 'router', priority: 40, test: /node_modules[\\/]react-router[\\/]/ },
      { name: 'sonner', priority: 40, test: /node_modules[\\/]sonner[\\/]/ },
      ...OPTIONAL_LIBRARIES.map(({ name, pattern }) => ({ name, priority: 40, test: pattern })),
      {
        name: (id, ctx) => (OPTIONAL_LIBRARIES.some(({ pattern }) => dependsOn(ctx, pattern, id)) ? null : 'app'),
        debugName: 'app',
        priority: 30,
        minShareCount: 2,
      },
    ],
  };
}

/**
 * Libraries only a few pages load. Our modules that need one (`dependsOn`) stay out of `app`, or every
 * page would load the library through it: the sign-in call, shared by two pages, would take the auth
 * client into every page. Rolldown's automatic split places them with the pages that use them.
 */
const OPTIONAL_LIBRARIES = [
  { name: 'charts', pattern: /node_modules[\\/]recharts[\\/]/ },
  { name: 'auth-client', pattern: /node_modules[\\/](better-auth|@better-auth)[\\/]/ },
];

/** The site entry and the landing page, which the app's router also loads for `/`. */
const SITE_ROOTS = [client('app/site/mount-site.tsx'), client('app/routes/landing.tsx')];

/**
 * What the site takes that its closure does not reach, BARRELS being closed to it: every icon the app
 * uses (~7 KB gzip in all, cheaper than a file per page's set) and Radix's Slot, the one Radix part
 * the landing page runs.
 */
const SITE_LIBRARIES = /node_modules[\\/](lucide-react|@radix-ui[\\/]react-slot)[\\/]/;

/**
 * Packages whose entry re-exports all their parts (`import { Select } from 'radix-ui'`). The bundle
 * keeps only the parts some page uses, but the import graph links every importer to every part, so a
 * closure stops at them: through `radix-ui`, the landing page's one button would claim the app's
 * Select, Dialog and Tooltip for the site chunk.
 */
const BARRELS = /node_modules[\\/](radix-ui|lucide-react)[\\/]/;

/** Per chunking pass (Rolldown hands every `name` call of a pass the same context): key → module ids. */
const memo = new WeakMap<ChunkingContext, Map<string, Set<string>>>();

function memoised(ctx: ChunkingContext, key: string, compute: () => Set<string>): Set<string> {
  const byKey = memo.get(ctx) ?? new Map<string, Set<string>>();
  memo.set(ctx, byKey);
  let found = byKey.get(key);
  if (!found) byKey.set(key, (found = compute()));
  return found;
}

/**
 * The modules `roots` import statically, directly or not, not entering BARRELS. The roots themselves
 * are left out: each stays its own entry chunk (main.tsx, with its top-level await, must not share a
 * chunk with the pages it awaits, which import that chunk back).
 */
function closure(ctx: ChunkingContext, roots: string[]): Set<string> {
  return memoised(ctx, `closure:${roots.join('\n')}`, () => {
    const seen = walk(ctx, roots, (info) => (BARRELS.test(info.id) ? [] : info.importedIds));
    for (const root of roots) seen.delete(root);
    return seen;
  });
}

const reached = new WeakMap<ChunkingContext, Map<string, Map<string, boolean>>>();

/**
 * Whether `id` is one of our modules that statically imports a module matching `pattern`, directly or
 * through our other modules: code that cannot run without that library.
 */
function dependsOn(ctx: ChunkingContext, pattern: RegExp, id: string): boolean {
  const byPattern = reached.get(ctx) ?? new Map<string, Map<string, boolean>>();
  reached.set(ctx, byPattern);
  const answers = byPattern.get(pattern.source) ?? new Map<string, boolean>();
  byPattern.set(pattern.source, answers);
  const visit = (module: string): boolean => {
    const known = answers.get(module);
    if (known !== undefined) return known;
    answers.set(module, false); // an import cycle answers from what the rest of the cycle finds
    const imports = ctx.getModuleInfo(module)?.importedIds ?? [];
    const answer = imports.some((imported) =>
      pattern.test(imported) ? true : !imported.includes('node_modules') && visit(imported),
    );
    answers.set(module, answer);
    return answer;
  };
  return !id.includes('node_modules') && visit(id);
}

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/** Every module reachable from `from` along `next`, the starting modules included. */
function walk(ctx: ChunkingContext, from: string[], next: (info: ModuleInfo) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) stack.push(...next(info));
  }
  return seen;
}
