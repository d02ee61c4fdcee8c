import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const RENDER_MODULE = fileURLToPath(new URL('../../src/client/app/site/render-site.tsx', import.meta.url));
const ROOT = '<div id="root"></div>';

/**
 * index.html with `markup` in its root. The page's `<title>`, which React 19 hoists into the head in the
 * browser but a string render leaves where it was rendered, moves to the head in place of index.html's:
 * hydration looks for it there (in the root it is a mismatch), and so do crawlers.
 */
function withTitle(index: string, markup: string): string {
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  const page = index.replace(ROOT, `<div id="root">${title ? markup.replace(title, '') : markup}</div>`);
  return title ? page.replace(/<title>[^<]*<\/title>/, title) : page;
}

/**
 * Writes `landing.html` after a client build: index.html with the landing page's markup in its root
 * (src/client/app/site/render-site.tsx), which the server sends for `/` (src/server/spa.ts) and the
 * site entry hydrates. The page's text is then in the first response: the heading paints with the
 * HTML and CSS, before any JavaScript has run (issue 14, item 9), and crawlers read the page.
 *
 * The page is rendered by a Vite server in middleware mode loading the render module for SSR with the
 * build's own config, so `#client/…` imports and `define`s resolve as in the bundle. Brotli and gzip
 * copies are written beside it, like every other asset (vite-plugin-compression2 runs before this).
 * @throws when the page cannot render or index.html has no empty root: the build fails rather than
 * shipping a landing page that differs from the app's.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'coldsmith:prerender-landing',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderSite } = (await server.ssrLoadModule(RENDER_MODULE)) as { renderSite: () => string };
        const outDir = config.build.outDir;
        const index = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!index.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to prerender the landing page into`);
        const html = withTitle(index, renderSite());
        const path = join(outDir, 'landing.html');
        await writeFile(path, html);
        await writeFile(
          `${path}.br`,
          await promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${path}.gz`, await promisify(gzip)(html, { level: 9 }));
      } finally {
        await server.close();
      }
    },
  };
}
