/**
 * Sentence splitting for prospect text (descriptions, notes, one-liners). Our own splitter rather than
 * the NLP model's, which breaks domain names (`Pibit.ai`) into two sentences.
 *
 * - A sentence ends at `.`, `!` or `?` (then optional quotes or brackets) followed by white space and a
 *   capital, digit or opening quote; also at a full stop glued to a capitalised word
 *   (`satellites.Their goal`), a common slip in scraped text; and at a line break, unless the line
 *   was only wrapped (no punctuation before the break, a lower-case letter after it).
 * - Not after common abbreviations (`Inc.`, `e.g.`, `U.S.`, `Dr.` …) or a lone initial (`J. Smith`).
 * - Complete: a sentence is complete when it ends with terminal punctuation. A last sentence without
 *   it is taken as complete only when the whole text is under 300 characters: longer descriptions in
 *   CRM exports are often cut at a character limit mid-sentence (the YC file's are cut near 500), and
 *   a cut sentence must never reach an e-mail.
 * - Emoji and bullet symbols (`🎁`, `⁕`, `⚡`) separate sentences as a line break does, and invisible
 *   direction or zero-width marks are dropped: scraped descriptions use them as punctuation.
 */
export type Sentence = { text: string; complete: boolean };

const ABBREVIATIONS =
  /(?:\b(?:inc|ltd|co|corp|llc|vs|etc|approx|dept|est|mr|mrs|ms|dr|prof|sr|jr|st|no|fig|e\.g|i\.e|u\.s|u\.k|a\.i)|\b\p{Lu})\.$/iu;
const CUT_LIMIT = 300;

export function splitSentences(text: string): Sentence[] {
  const normalised = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g, '')
    .replace(/\s*(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\ufe0f⁕•●▪➜→✓✔✅\u{1F1E6}-\u{1F1FF}])+\s*/gu, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
  if (!normalised) return [];
  const sentences: Sentence[] = [];
  // A line break inside a sentence (a wrapped line: no full stop before it, lower case after) is a space.
  const lines = normalised.replace(/(?<![.!?:])\n+(?=\p{Ll})/gu, ' ').split(/\n+/);
  lines.forEach((line, lineIndex) => {
    let start = 0;
    const boundary = /([.!?]["”’)\]]*)(?:\s+(?=["“‘(]?[\p{Lu}\d])|(?=\p{Lu}\p{Ll}))/gu;
    for (const m of line.matchAll(boundary)) {
      const end = m.index + m[1]!.length;
      const candidate = line.slice(start, end).trim();
      if (m[1] === '.' && ABBREVIATIONS.test(candidate)) continue;
      if (!/\s/.test(m[0]) && !/\p{Ll}{2}$/u.test(line.slice(0, m.index))) continue;
      sentences.push({ text: candidate, complete: true });
      start = end;
    }
    const rest = line.slice(start).trim();
    const last = lineIndex === lines.length - 1;
    const complete = /[.!?]["”’)\]]*$/u.test(rest) || !last || normalised.length < CUT_LIMIT;
    sentences.push({ text: rest, complete });
  });
  return sentences.filter((s) => /[\p{L}\p{N}]/u.test(s.text));
}
