import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * The `test` every spec uses. Its `page` fails the test on any console error, uncaught page error or
 * Content-Security-Policy violation (STYLE.md habit 10; the server's CSP allows no inline script).
 *
 * One kind of console error is not a bug: Chromium logs "Failed to load resource: … status of 4xx" for
 * every refused fetch, and the app's API answers 4xx by design (401 from `GET /api/v1/me` means
 * "signed out"; 409 from /api/admin/initialize means "already set up"). Those are allowed for `/api/*`
 * only; a 5xx, a failed asset or any error the app itself logs still fails the test.
 */
const REFUSED_FETCH = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

function isHandledApiRefusal(message: ConsoleMessage): boolean {
  if (!REFUSED_FETCH.test(message.text())) return false;
  try {
    return new URL(message.location().url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    // CSP violations also reach the console, but the DOM event names the directive and blocked URL.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !isHandledApiRefusal(message)) {
        problems.push(`console.error: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'console errors, page errors or CSP violations during the test').toEqual([]);
  },
});

export { expect };
