/**
 * The chrome of a fixture company page: what a real marketing site wraps its content in and a
 * research fetcher must see past (a stylesheet and scripts, header with the logo and the menu, sign-in
 * and demo buttons, footer with legal links, trademark and copyright lines, a cookie banner).
 * `{origin}` in a link is replaced by `origin` (an absolute link to the same site).
 */
export type SiteChrome = {
  name: string;
  nav: [href: string, label: string][];
  /** The footer's links; default the privacy policy and the terms. */
  footer?: [href: string, label: string][];
};

const DEFAULT_FOOTER: [string, string][] = [
  ['/privacy', 'Privacy policy'],
  ['/terms', 'Terms'],
];

const links = (list: [string, string][], origin: string) =>
  list.map(([href, label]) => `<a href="${href.replace('{origin}', origin)}">${label}</a>`).join(' ');

export const layout = (site: SiteChrome, title: string, main: string, origin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/site.css"><script src="/assets/analytics.js"></script>
<style>.banner{position:fixed}</style></head>
<body>
<header><a href="/" class="logo">${site.name}</a>
<nav>${links(site.nav, origin)}
<a href="/login">Log in</a> <a href="/demo" class="button">Book a demo</a></nav></header>
<main>${main}</main>
<footer><p>${site.name} is a registered trademark.</p>${links(site.footer ?? DEFAULT_FOOTER, origin)}
<p>© 2026 ${site.name}. All rights reserved.</p></footer>
<div class="cookie-banner"><p>We use cookies to improve your experience. By using this site you accept our cookie policy.</p><button>Accept all cookies</button></div>
<script>window.dataLayer=[];</script>
</body></html>`;
