import { createHash } from 'node:crypto';
import type { Passage } from './types.ts';

/**
 * A page's text cut into citable passages (issue 15): whole sentences grouped into passages of about
 * PASSAGE_MIN_WORDS–PASSAGE_MAX_WORDS words, so a fact cited from a passage carries its context and a
 * prompt holds several of them. A sentence is never split: one longer than the maximum is a passage
 * of its own. Boilerplate is dropped first: nav-like lines, cookie notices, copyright lines.
 */
export const PASSAGE_MIN_WORDS = 40;
export const PASSAGE_MAX_WORDS = 120;
/** Lines shorter than this are menu items, buttons and headings, not facts. */
export const MIN_LINE_WORDS = 4;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

// A line with a date is kept however short: a blog post's or press release's date says how fresh its facts are.
const DATE =
  /\b(\d{4}-\d{2}-\d{2}|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{4})\b/i;
const COOKIE_NOTICE =
  /\bcookies?\b.*\b(accept|consent|agree|preferences|settings|privacy|improve|experience)\b|\b(accept|reject|manage)( all)? cookies\b/i;
const COPYRIGHT = /^(©|\(c\)|copyright\b)|\ball rights reserved\b/i;

/** Whether a paragraph is boilerplate rather than content (see the file's comment). */
export function isBoilerplate(line: string): boolean {
  if (COOKIE_NOTICE.test(line) || COPYRIGHT.test(line)) return true;
  return words(line) < MIN_LINE_WORDS && !DATE.test(line);
}

// Sentence ends: . ! ? … (and closing quotes/brackets) followed by space and a capital, digit or quote.
// Common abbreviations are not ends ("Inc. and", "e.g. The", "Dr. Smith").
const ABBREVIATION =
  /\b(inc|ltd|co|corp|dr|mr|mrs|ms|prof|st|vs|etc|e\.g|i\.e|approx|no|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.$/i;

/** A paragraph's sentences, in order; whitespace collapsed. */
export function splitSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const sentences: string[] = [];
  const boundary = /[.!?…]["'”’)\]]*\s+(?=["'“‘(]?[\p{Lu}\d])/gu;
  let start = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].trimEnd().length;
    const candidate = text.slice(start, end);
    if (ABBREVIATION.test(candidate) || /\b\p{Lu}\.$/u.test(candidate)) continue; // "U.S." or an initial
    sentences.push(candidate);
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** The first 12 hex digits of sha256(url + '\n' + text): the same passage of the same page keeps its id. */
export const passageId = (url: string, text: string) =>
  createHash('sha256').update(`${url}\n${text}`).digest('hex').slice(0, 12);

/**
 * Cuts text into passages.
 * @param url - the page's URL (final, after redirects), part of each passage's id
 * @param text - paragraphs separated by blank lines (extract.ts's `text`)
 * @returns the passages in reading order, `index` from 0; [] when nothing but boilerplate
 */
export function toPassages(url: string, text: string): Passage[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p && !isBoilerplate(p))
    // A heading or label has no full stop; without one it would run into the next sentence
    // ("Stop overpaying your carriers Northwind audits …") and read as one garbled sentence.
    .map((p) => (/[.!?…:;]["'”’)\]]*$/u.test(p) ? p : `${p}.`));
  const groups: string[][] = [];
  let current: string[] = [];
  let count = 0;
  const flush = () => {
    if (current.length) groups.push(current);
    current = [];
    count = 0;
  };
  for (const paragraph of paragraphs) {
    for (const sentence of splitSentences(paragraph)) {
      const n = words(sentence);
      if (count > 0 && count + n > PASSAGE_MAX_WORDS) flush();
      current.push(sentence);
      count += n;
    }
    // A paragraph ends a passage once it is long enough; short paragraphs join the next one.
    if (count >= PASSAGE_MIN_WORDS) flush();
  }
  // A short tail joins the passage before it when both fit; otherwise it takes sentences from the end
  // of that passage while both stay long enough, and stands alone.
  const last = groups.at(-1);
  if (current.length && last && count < PASSAGE_MIN_WORDS) {
    if (words(last.join(' ')) + count <= PASSAGE_MAX_WORDS) {
      last.push(...current);
      current = [];
    } else
      while (count < PASSAGE_MIN_WORDS && last.length > 1) {
        const moved = words(last.at(-1)!);
        if (words(last.join(' ')) - moved < PASSAGE_MIN_WORDS || count + moved > PASSAGE_MAX_WORDS) break;
        current.unshift(last.pop()!);
        count += moved;
      }
  }
  flush();
  return groups.map((sentences, index) => {
    const passage = sentences.join(' ');
    return { id: passageId(url, passage), text: passage, index };
  });
}

/**
 * Drops passages already seen on an earlier page of the same site (a footer blurb, a repeated
 * call to action) and renumbers the rest. Mutates nothing: answers new arrays.
 * @param seen - normalised texts kept so far in this site's run; updated with this page's passages
 */
export function dropSeenPassages(passages: Passage[], seen: Set<string>): Passage[] {
  const kept: Passage[] = [];
  for (const passage of passages) {
    const key = passage.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ ...passage, index: kept.length });
  }
  return kept;
}
