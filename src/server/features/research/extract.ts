import { createRequire } from 'node:module';
import type * as ReadabilityModule from '@mozilla/readability';
import sniffHtmlEncoding from 'html-encoding-sniffer';
import { toPassages } from './passages.ts';
import { parseHTML } from './parse-html.ts';
import type { Passage } from './types.ts';

/**
 * HTML → the page's main text (issue 15). The bytes are decoded as the HTML Standard's encoding
 * sniffing says (BOM, then the Content-Type charset, then a `<meta charset>` in the first 1024 bytes,
 * then windows-1252), with WHATWG TextDecoder (Node ≥ 24 decodes windows-1252 fully; Node 20 did
 * not). What a reader does not see is removed before extraction: scripts, styles, templates,
 * comments, and elements hidden by `hidden`, `aria-hidden="true"` or an inline `display:none` /
 * `visibility:hidden`. Hidden text, comments and alt text that read like prose are returned in
 * `suspicious` (text planted for a machine reader is how prompt injection arrives; deciding is the
 * caller's job). Then Readability picks the main content; when it finds nothing worth having (a home
 * page of short sections often), the whole body's text is taken instead, menus and footers left out.
 */
export type Extracted = { title: string | null; text: string; passages: Passage[]; suspicious: string[] };

// Readability on first use, like linkedom (parse-html.ts): a process that never researches skips it.
const load = createRequire(import.meta.url);

/** Readability's answer is taken when it has at least this many characters, else the body's text. */
export const MIN_ARTICLE_CHARS = 250;
/** A suspicious snippet is cut to this many characters. */
export const SNIPPET_CHARS = 300;

const REMOVED = 'script, style, noscript, template, iframe, object, embed, svg, canvas, link, meta';
const BLOCK = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DETAILS DIALOG DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION SUMMARY TABLE TD TH TR UL'.split(
    ' ',
  ),
);
// Left out of the whole-body fallback: site chrome, the same on every page.
const CHROME = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM', 'BUTTON', 'SELECT']);
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(!important)?\s*(;|$)/i;
// Wording addressed to a model rather than a reader. Comments and alt text are listed only with it
// (most comments are build markers, most alt text describes an image); hidden text is always listed.
const INSTRUCTION_LIKE =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|prompts?|rules|above|previous|prior)\b|\b(system prompt|you are (now )?(an?|the) |as an ai|language model|assistant|chatgpt|claude|llm)\b|\b(do not|don't|never) (mention|say|tell|reveal)\b|\b(instead|always) (write|say|respond|answer|reply|include)\b/i;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const snippet = (text: string) => {
  const clean = collapse(text);
  return clean.length > SNIPPET_CHARS ? `${clean.slice(0, SNIPPET_CHARS - 1)}…` : clean;
};

/**
 * Decodes an HTML body.
 * @param bytes - the body as received (at most the fetcher's maxBytes)
 * @param contentType - the Content-Type header (RFC 9110 §8.3), whose `charset` wins over the page's own
 * @returns the text; an unknown or unsupported label falls back to the sniffed default (windows-1252)
 */
export function decodeHtml(bytes: Uint8Array, contentType: string | null): string {
  const label = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1];
  let encoding: string;
  try {
    encoding = sniffHtmlEncoding(bytes, { transportLayerEncodingLabel: label });
  } catch {
    encoding = 'windows-1252';
  }
  try {
    return new TextDecoder(encoding).decode(bytes);
  } catch {
    // 'replacement' or a label the runtime lacks: the HTML Standard's default for unlabelled pages.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

type Node = { nodeType: number; nodeName: string; childNodes: Iterable<Node>; textContent: string | null };
type Element = Node & {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  remove(): void;
};

/** The text of a subtree, a blank line between blocks, whitespace inside a block collapsed. */
function blockText(root: Node, skip: Set<string> = new Set()): string {
  const blocks: string[] = [];
  let line = '';
  const endBlock = () => {
    const clean = collapse(line);
    if (clean) blocks.push(clean);
    line = '';
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) line += child.textContent ?? '';
      else if (child.nodeType === 1) {
        if (skip.has(child.nodeName)) continue;
        const block = BLOCK.has(child.nodeName);
        if (block) endBlock();
        else line += ' ';
        walk(child);
        if (block) endBlock();
      }
    }
  };
  walk(root);
  endBlock();
  return blocks.join('\n\n');
}

function collectComments(node: Node, out: Node[]) {
  for (const child of node.childNodes) {
    if (child.nodeType === 8) out.push(child);
    else collectComments(child, out);
  }
}

/**
 * Extracts a page.
 * @param html - the decoded page (decodeHtml)
 * @param url - the page's final URL: passage ids and Readability's link resolution
 * @returns title (Readability's, else `<title>`, else the first h1), main text, its passages
 *   (passages.ts), and the suspicious snippets; text '' when the body has none (a JavaScript-only page)
 */
export function extractPage(html: string, url: string): Extracted {
  const { document } = parseHTML(withBody(html));
  const doc = document as unknown as Document;
  const suspicious: string[] = [];
  const note = (text: string | null | undefined, always: boolean) => {
    const s = snippet(text ?? '');
    if (s && (always || INSTRUCTION_LIKE.test(s)) && !suspicious.includes(s)) suspicious.push(s);
  };

  const comments: Node[] = [];
  collectComments(document as unknown as Node, comments);
  for (const comment of comments) {
    note(comment.textContent, false);
    (comment as unknown as Element).remove();
  }
  for (const element of doc.querySelectorAll(REMOVED)) element.remove();
  const hidden = [...doc.querySelectorAll('[hidden], [aria-hidden], [style]')].filter((e) =>
    isHidden(e as unknown as Element),
  );
  for (const element of hidden) {
    if (!element.isConnected) continue; // inside a hidden element already listed and removed
    // aria-hidden icons and decorations carry a word or two; hidden prose is what matters.
    const text = collapse(element.textContent ?? '');
    if (text.split(' ').length >= 3) note(text, true);
    else note(text, false);
    element.remove();
  }
  for (const image of doc.querySelectorAll('img[alt], area[alt], input[alt]')) note(image.getAttribute('alt'), false);

  const ownTitle = collapse(doc.querySelector('title')?.textContent ?? '') || null;
  const h1 = collapse(doc.querySelector('h1')?.textContent ?? '') || null;
  const body = doc.body as unknown as Node | null;
  const fallback = body ? blockText(body, CHROME) : '';

  const { Readability } = load('@mozilla/readability') as typeof ReadabilityModule;
  let article: ReturnType<ReadabilityModule.Readability<Node>['parse']>;
  try {
    article = new Readability<Node>(doc, { serializer: (node) => node as unknown as Node }).parse();
  } catch {
    article = null; // a page Readability cannot walk still has its body text
  }
  const articleText = article?.content ? blockText(article.content) : '';
  const text = articleText.length >= MIN_ARTICLE_CHARS ? articleText : fallback;
  const title = collapse(article?.title ?? '') || ownTitle || h1;
  return { title, text, passages: text ? toPassages(url, text) : [], suspicious };
}

function isHidden(element: Element): boolean {
  if (element.hasAttribute('hidden')) return true;
  if ((element.getAttribute('aria-hidden') ?? '').toLowerCase() === 'true') return true;
  return HIDDEN_STYLE.test(element.getAttribute('style') ?? '');
}

/**
 * linkedom builds the tree as written, without the HTML parser's implied `<html>` and `<body>`: a page
 * that leaves them out (valid HTML) would have no body. Such a page is wrapped in them first.
 */
function withBody(html: string): string {
  if (/<body[\s>]/i.test(html)) return html;
  const inner = html.replace(/<!doctype[^>]*>|<\/?(html|head)(\s[^>]*)?>/gi, '');
  return `<!doctype html><html><body>${inner}</body></html>`;
}
