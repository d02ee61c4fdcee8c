import type { SkipReason } from '#shared/research.ts';

/**
 * The plain data the research layer answers with (issue 15). Every URL attempted gives one
 * PageResult; a page that could not be used carries `skipped` with the reason, never an exception.
 */

/** Why a page gave no passages (#shared/research.ts, which the API answers with). Each comes with a human-readable `detail`. */
export type { SkipReason };

/** A citable stretch of a page's text: 40–120 words, whole sentences only (passages.ts). */
export type Passage = {
  /** Stable across runs: the first 12 hex digits of sha256(url + '\n' + text). */
  id: string;
  text: string;
  /** Position among the page's kept passages, from 0. */
  index: number;
};

export type PageResult = {
  /** The URL asked for. */
  url: string;
  /** The URL that answered, after redirects (equal to `url` when there were none or nothing answered). */
  finalUrl: string;
  /** The final HTTP status (RFC 9110 §15), or null when nothing answered. */
  status: number | null;
  /** When the request was sent (ISO 8601), after the pacer's wait. */
  fetchedAt: string;
  title: string | null;
  /** The answer's Content-Type header as sent, or null. */
  contentType: string | null;
  /** The page's main text, paragraphs separated by a blank line; '' when skipped before extraction. */
  text: string;
  passages: Passage[];
  /** sha256 hex of `text`; null when no text was extracted. */
  contentHash: string | null;
  /**
   * Snippets of text a reader of the page would not see (hidden elements, HTML comments, image alt
   * text) that read like instructions or prose: input for the prompt-injection check downstream.
   */
  suspicious: string[];
  skipped?: { reason: SkipReason; detail: string };
};

export type SiteResult = {
  startUrl: string;
  /** The home page first, then each chosen linked page, in the order fetched. */
  pages: PageResult[];
};
