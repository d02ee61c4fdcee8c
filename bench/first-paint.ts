import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { TestClient } from '#tests/setup/test-app.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import { freePort, runEntry, waitForHealthy } from '#tests/support/process.ts';

/**
 * First paint (issue 14, item 9): the built app (`npm start`'s entry, fresh PGlite folder) in Debian's
 * chromium on localhost, cold cache. For the landing page and a campaign page: how many JavaScript
 * files the page requests (ceiling MAX_SCRIPTS) and how long until its heading (h1) is painted, by the
 * page's own clock from the start of navigation (ceiling FIRST_HEADING_MS), median of RUNS loads each.
 * Needs `npm run build` first (dist/client).
 */
const RUNS = 5;
const MAX_SCRIPTS = 15;
const FIRST_HEADING_MS = 1_000;
const dataDir = mkdtempSync(join(tmpdir(), 'cs-bench-paint-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const app = runEntry('src/server/index.ts', {
  PORT: String(port),
  DATA_DIR: join(dataDir, 'data'),
  BASE_URL: baseUrl,
  LOG_LEVEL: 'warn',
});
try {
  await waitForHealthy(baseUrl, 120_000);
  const client = new TestClient({ request: (url, init) => fetch(url, init) }, baseUrl);
  const admin = { name: 'Bench', email: 'bench@example.com', password: 'a long enough password 1' };
  await client.post('/api/admin/initialize', admin);
  const campaign = (await (await client.post('/api/v1/campaigns', { name: 'Paint', brief: testBrief })).json()) as {
    id: string;
  };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const signedIn = await browser.newContext({ baseURL: baseUrl });
  await signedIn.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseUrl },
  });
  const state = await signedIn.storageState();

  /** One cold load of `path`: scripts requested until the page settles, and ms to its first heading. */
  async function load(path: string, session: boolean): Promise<{ scripts: number; headingMs: number }> {
    const context = await browser.newContext({ baseURL: baseUrl, storageState: session ? state : undefined });
    const page: Page = await context.newPage();
    let scripts = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts++;
    });
    await page.addInitScript(() => {
      // The page's own clock (ms since navigation began): the frame after the page's heading (its h1) with text
      // is in the document, i.e. its first paint (render-blocking CSS loaded, layout done).
      const observer = new MutationObserver(() => {
        if (!document.querySelector('h1')?.textContent?.trim()) return;
        observer.disconnect();
        requestAnimationFrame(() => ((window as { firstHeadingMs?: number }).firstHeadingMs = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // Not the `load` event (Playwright's default), which waits for every image and font.
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { firstHeadingMs?: number }).firstHeadingMs !== undefined);
    const headingMs = await page.evaluate(() => (window as { firstHeadingMs?: number }).firstHeadingMs!);
    await page.waitForLoadState('networkidle');
    await context.close();
    return { scripts, headingMs };
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [label, path, session] of [
    ['landing /', '/', false],
    ['campaign page', `/dashboard/campaigns/${campaign.id}`, true],
  ] as const) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(path, session));
    console.log(
      `first paint ${label}: ${median(runs.map((r) => r.scripts))} JavaScript files (ceiling ${MAX_SCRIPTS}); ` +
        `first heading at ${median(runs.map((r) => r.headingMs)).toFixed(0)} ms (ceiling ${FIRST_HEADING_MS} ms), median of ${RUNS} cold loads`,
    );
  }
  await browser.close();
} finally {
  app.child.kill('SIGTERM');
  await app.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
