import { decodeHtml, extractPage, type Extracted } from './extract.ts';

/**
 * One page's CPU-bound work (issue 15): its bytes decoded in the page's charset, then its main text,
 * passages and suspicious snippets extracted (extract.ts). The default export is what a thread of
 * the extraction pool runs (extract-pool.ts); the same function runs in-process where no pool is given.
 * Takes and returns structured-cloneable values only: the bytes go to the thread, text comes back.
 */
export type ExtractInput = { bytes: Uint8Array; contentType: string | null; url: string };
export type ExtractOutput = { html: string; extracted: Extracted };

export default function extractTask({ bytes, contentType, url }: ExtractInput): ExtractOutput {
  const html = decodeHtml(bytes, contentType);
  return { html, extracted: extractPage(html, url) };
}
