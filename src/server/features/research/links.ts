import { parseHTML } from './parse-html.ts';

/**
 * Which of a home page's links to research (issue 15): same-site pages that say most about a company
 * to someone writing to it. A link is scored by the keywords of its path and anchor text, one kind of
 * page at a time (about, product, customers, careers, news); the best link of each kind is taken
 * first, kinds in order of their best score, so three pages are three kinds rather than three blog
 * posts; leftover slots go to the next best scored links. Links without any keyword are never taken.
 * Same site: the same host and port, `www.` or not; sign-in, legal and file links are left out.
 */
export type LinkKind = 'about' | 'product' | 'customers' | 'careers' | 'news';
export type ChosenLink = { url: string; kind: LinkKind; score: number; anchor: string };

const KINDS: { kind: LinkKind; weight: number; words: string[] }[] = [
  {
    kind: 'about',
    weight: 5,
    words: ['about', 'about-us', 'company', 'who-we-are', 'our-story', 'story', 'mission', 'team', 'leadership'],
  },
  {
    kind: 'product',
    weight: 4,
    words: ['product', 'products', 'platform', 'solutions', 'solution', 'features', 'how-it-works', 'services'],
  },
  {
    kind: 'customers',
    weight: 4,
    words: [
      'customers',
      'customer-stories',
      'case-studies',
      'case-study',
      'clients',
      'success-stories',
      'testimonials',
    ],
  },
  { kind: 'careers', weight: 3, words: ['careers', 'career', 'jobs', 'join-us', 'hiring', 'work-with-us', 'join'] },
  { kind: 'news', weight: 3, words: ['blog', 'news', 'press', 'newsroom', 'updates', 'announcements', 'insights'] },
];
const EXCLUDED =
  /\b(log-?in|sign-?in|sign-?up|register|account|cart|checkout|privacy|terms|legal|cookies?|gdpr|imprint|impressum|unsubscribe|status)\b/i;
const FILE = /\.(pdf|zip|png|jpe?g|gif|svg|webp|mp4|mp3|docx?|xlsx?|pptx?|csv|xml|json|rss|atom)$/i;

const siteKey = (url: URL) => `${url.hostname.replace(/^www\./i, '').toLowerCase()}:${url.port}`;

/** Whether two URLs are of the same site (host and port equal, a leading `www.` ignored). */
export const sameSite = (a: URL, b: URL) => siteKey(a) === siteKey(b);

const tokensOf = (text: string) => text.toLowerCase().replace(/[_\s]+/g, '-');

function score(url: URL, anchor: string): { kind: LinkKind; score: number } | null {
  const segments = url.pathname.split('/').filter(Boolean).map(tokensOf);
  const words = tokensOf(anchor).split('-').filter(Boolean);
  let best: { kind: LinkKind; score: number } | null = null;
  for (const { kind, weight, words: keywords } of KINDS) {
    let s = 0;
    segments.forEach((segment, depth) => {
      if (keywords.includes(segment)) s = Math.max(s, depth === 0 ? weight * 2 : weight);
      else if (keywords.some((k) => segment.split('-').includes(k))) s = Math.max(s, weight);
    });
    if (keywords.some((k) => words.includes(k) || tokensOf(anchor) === k)) s += weight;
    if (s === 0) continue;
    s -= Math.max(0, segments.length - 1) * 0.5; // a section's index over one of its pages
    if (!best || s > best.score) best = { kind, score: s };
  }
  return best;
}

/**
 * Chooses the links of a page to fetch next.
 * @param html - the page (decoded)
 * @param pageUrl - its final URL: relative links resolve against it (or its `<base href>`)
 * @param max - how many links at most (≥ 0)
 * @returns the chosen links, best first; never the page itself, never more than `max`
 */
export function chooseLinks(html: string, pageUrl: string, max: number): ChosenLink[] {
  if (max <= 0) return [];
  const { document } = parseHTML(html);
  const page = new URL(pageUrl);
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  const base = baseHref && URL.canParse(baseHref, page) ? new URL(baseHref, page) : page;
  // Hidden links are for machines (a crawler trap) or not offered to readers: not followed.
  for (const hidden of document.querySelectorAll(
    '[hidden], [aria-hidden="true"], [style*="display:none" i], [style*="display: none" i]',
  ))
    hidden.remove();
  const byUrl = new Map<string, ChosenLink>();
  for (const a of document.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (!URL.canParse(href, base)) continue;
    const url = new URL(href, base);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !sameSite(url, page)) continue;
    url.hash = '';
    if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
    if (url.pathname === page.pathname.replace(/\/+$/, '') || url.pathname === '/' || url.pathname === '') continue;
    const anchor = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (EXCLUDED.test(url.pathname) || FILE.test(url.pathname) || url.username || url.password) continue;
    const scored = score(url, anchor);
    if (!scored) continue;
    const previous = byUrl.get(url.href);
    if (!previous || scored.score > previous.score) byUrl.set(url.href, { url: url.href, ...scored, anchor });
  }
  // Ties: the kinds' own order (about first), then the shorter URL.
  const order = (kind: LinkKind) => KINDS.findIndex((k) => k.kind === kind);
  const ranked = [...byUrl.values()].sort(
    (a, b) => b.score - a.score || order(a.kind) - order(b.kind) || a.url.length - b.url.length,
  );
  const chosen: ChosenLink[] = [];
  const kindsTaken = new Set<LinkKind>();
  for (const link of ranked) {
    if (chosen.length >= max) break;
    if (kindsTaken.has(link.kind)) continue;
    kindsTaken.add(link.kind);
    chosen.push(link);
  }
  for (const link of ranked) {
    if (chosen.length >= max) break;
    if (!chosen.includes(link)) chosen.push(link);
  }
  return chosen;
}
