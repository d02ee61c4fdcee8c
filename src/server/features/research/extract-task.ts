import { decodeHtml, extractPage, type Extracted } from './extract.ts';

/**
 * One page's CPU-bound work (issue 15): its bytes decoded in the page's charset, then its main text,
 * passages and suspicious snippets extracted (extract.ts). The default export is what a thread of
 * the extraction pool runs (extract-pool.ts); the same function runs in-process where no pool is given.
 * Takes and returns structured-cloneable values only: the bytes go to the thread, the text comes back
 * (not the page's HTML: the fetcher reads links on its own thread, site-fetcher.ts).
 * An input of `null` loads the modules and answers `null`: it starts a thread before pages arrive.
 */
export type ExtractInput = { bytes: Uint8Array; contentType: string | null; url: string };
export type ExtractOutput = { extracted: Extracted };

export default function extractTask(input: ExtractInput): ExtractOutput;
export default function extractTask(input: null): null;
export default function extractTask(input: ExtractInput | null): ExtractOutput | null {
  if (input === null) return null;
  return { extracted: extractPage(decodeHtml(input.bytes, input.contentType), input.url) };
}
