import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * The `test` every spec uses. Its `page` fails the test on any console error, uncaught page error or
 * Content-Security-Policy violation (as a `console.error` fails a Vitest test, docs/decisions/007; the
 * server's CSP allows no inline script).
 *
 * One kind of console error is not always a bug: Chromium logs "Failed to load resource: … status of
 * 4xx" for every refused fetch, and the app's API answers 4xx by design (409 from
 * /api/admin/initialize means "already set up"; a wrong password is 401). Those are allowed for
 * `/api/*` only, unless a spec sets `allowApiRefusals: false`: then any console error at all fails the
 * test — for pages that must ask nothing the API refuses (the public pages ask `me` without a 401, a
 * deleted campaign is not fetched again). A 5xx, a failed asset or any error the app itself logs
 * always fails the test.
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

/**
 * Options a spec can set with `test.use`:
 * - `expectedErrors`: one pattern for the console or page errors the test provokes on purpose (a
 *   blocked chunk, a thrown render error); only matching messages are let through. A single RegExp,
 *   not a list: Playwright would read `[pattern, pattern]` as a `[value, options]` tuple.
 * - `cookieConsent`: the answer to the cookie notice stored before each page loads (unless the page
 *   already stored one), so the notice does not cover controls other specs click. `null` stores
 *   nothing, for the specs that test the notice itself.
 * - `allowApiRefusals`: whether Chromium's "Failed to load resource: … 4xx" line for an `/api/*`
 *   request is let through (default true). False: every console error fails the test.
 */
type Options = {
  expectedErrors: RegExp | undefined;
  cookieConsent: 'accepted' | 'declined' | null;
  allowApiRefusals: boolean;
};

export const test = base.extend<Options>({
  expectedErrors: [undefined, { option: true }],
  cookieConsent: ['accepted', { option: true }],
  allowApiRefusals: [true, { option: true }],
  page: async ({ page, expectedErrors, cookieConsent, allowApiRefusals }, use) => {
    const problems: string[] = [];
    const unexpected = (text: string) => !expectedErrors?.test(text);
    // CSP violations also reach the console, but the DOM event names the directive and blocked URL.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
    if (cookieConsent) {
      await page.addInitScript((consent) => {
        try {
          if (!localStorage.getItem('coldsmith-cookie-consent'))
            localStorage.setItem('coldsmith-cookie-consent', consent);
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      }, cookieConsent);
    }
    page.on('console', (message) => {
      const handled = allowApiRefusals && isHandledApiRefusal(message);
      if (message.type() === 'error' && !handled && unexpected(message.text())) {
        problems.push(`console.error: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => {
      if (unexpected(error.message)) problems.push(`page error: ${error.message}`);
    });
    await use(page);
    expect(problems, 'console errors, page errors or CSP violations during the test').toEqual([]);
  },
});

export { expect };
