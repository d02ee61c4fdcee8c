import type { ProspectData } from '#shared/prospects.ts';
import { stem } from '../../language/index.ts';

/**
 * An opener's frame: the opener with what is specific to the prospect masked, so two openers built
 * from the same template ("I noticed that {company} is {description}.") have the same frame however
 * different their facts. The offline composer's opener patterns (offline/opener-pattern.ts) are such
 * templates, but they live inside the composer; a frame is read from the text, so it works for any
 * writer's e-mails.
 *
 * Masked: any word with a digit; any capitalised word after the first (a name or brand the row may
 * spell differently) except `I`, `I'm`, `I've`…; any word that is half of a word pair the row also
 * has (a quoted stretch), unless both are function words; any other word the row has, or a row word
 * starting with its light stem (language/words.ts `stem`: `reconstructs` → `reconstruct…`), unless it is a function word or the
 * writer's own vocabulary: a stem the batch's openers use, where their row lacks it, in at least 1 % of
 * the e-mails (and 2) — "I read that …" stays a frame even for a row that says "read the docs". A run of
 * masked words, with the function words between them, becomes one `…`, so a long quoted description
 * and a short one give the same frame. Without a row, only numbers and capitalised words are masked.
 */
export const FRAME_SLOT = '…';

/** Closed-class English words (articles, pronouns, prepositions, conjunctions, auxiliaries): never masked alone. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but nor so yet of to in on at by for with from as into onto about over under than ' +
    'that this these those it its is are was were be been being am has have had do does did ' +
    'i me my we our us you your they their them he him his she her who whom whose which what ' +
    'not no can could will would shall should may might must also just very all any some each ' +
    'more most such own up out if then there here when where how while'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
const tokens = (text: string) => text.replace(/[’`]/gu, "'").match(WORD) ?? [];
const FIRST_PERSON = /^I(?:'[a-z]+)?$/u;

type Word = { text: string; key: string; stem: string };

/**
 * The frame of each opener of a batch, in order.
 * @param openers - each opener's text and the prospect's row it was written from (optional)
 */
export function openerFrames(openers: readonly { text: string; prospect?: ProspectData | undefined }[]): string[] {
  const stems = new Map<string, string>();
  const stemOf = (key: string) => {
    let s = stems.get(key);
    if (s === undefined) stems.set(key, (s = stem(key)));
    return s;
  };
  const words = openers.map((o) =>
    tokens(o.text).map((text): Word => {
      const key = text.toLowerCase();
      return { text, key, stem: stemOf(key) };
    }),
  );
  const rows = openers.map((o) => rowText(o.prospect));
  const unsourced = new Map<string, number>();
  // sourced[i]: the stems of opener i's words (function words aside) that its row has.
  const sourced = words.map((ws, i) => {
    const seen = new Set<string>();
    const found = new Set<string>();
    for (const w of ws) {
      if (FUNCTION_WORDS.has(w.key) || seen.has(w.stem)) continue;
      seen.add(w.stem);
      if (inRow(rows[i]!, w)) found.add(w.stem);
      else unsourced.set(w.stem, (unsourced.get(w.stem) ?? 0) + 1);
    }
    return found;
  });
  const writerFloor = Math.max(2, Math.ceil(openers.length * 0.01));
  return words.map((ws, i) => {
    const row = rows[i]!;
    // quoted[k]: words k and k + 1 stand together in the row (not two function words).
    const quoted = ws.map(
      (a, k) =>
        k + 1 < ws.length &&
        !(FUNCTION_WORDS.has(a.key) && FUNCTION_WORDS.has(ws[k + 1]!.key)) &&
        quotedInRow(row, a.key, ws[k + 1]!.key),
    );
    return frameOf(
      ws,
      (w, at) =>
        /\d/.test(w.text) ||
        (at > 0 && !FIRST_PERSON.test(w.text) && /^\p{Lu}/u.test(w.text)) ||
        quoted[at - 1] === true ||
        quoted[at]! ||
        (sourced[i]!.has(w.stem) && (unsourced.get(w.stem) ?? 0) < writerFloor),
    );
  });
}

/**
 * The row's text (standard fields and custom columns) in lower case, searched in place by `inRow` and
 * `quotedInRow`: splitting a 600-character description into words and stemming each was half the time
 * of a 2,000-e-mail batch.
 */
function rowText(prospect: ProspectData | undefined): string {
  if (!prospect) return '';
  const { fields, ...standard } = prospect;
  return [...Object.values(standard), ...Object.values(fields)]
    .filter((value): value is string => typeof value === 'string') // an import candidate also carries its row number and flags
    .join('\n')
    .toLowerCase()
    .replace(/[’`]/g, "'");
}

const isWordChar = (text: string, at: number) => {
  const c = text.charCodeAt(at);
  if (Number.isNaN(c)) return false;
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39) return true;
  return c > 127 && /[\p{L}\p{N}]/u.test(text[at]!);
};

/** Where `part` starts a word of `text` (and ends one, when `whole`), from `from`; -1 when nowhere. */
function wordAt(text: string, part: string, whole: boolean, from = 0): number {
  for (let at = text.indexOf(part, from); at !== -1; at = text.indexOf(part, at + 1)) {
    if (!isWordChar(text, at - 1) && !(whole && isWordChar(text, at + part.length))) return at;
  }
  return -1;
}

/** Whether the row has the word, or a word starting with its stem (`reconstruct…`); short words whole only. */
const inRow = (row: string, w: Word) =>
  (w.stem.length <= 3 ? wordAt(row, w.key, true) : wordAt(row, w.stem, false)) >= 0;

/** Whether the row has the two words one after the other, whatever spaces or punctuation between them (`sf–based`). */
function quotedInRow(row: string, a: string, b: string): boolean {
  for (let at = wordAt(row, a, true); at !== -1; at = wordAt(row, a, true, at + 1)) {
    let next = at + a.length;
    while (next < row.length && !isWordChar(row, next) && row[next] !== '\n') next++;
    if (next > at + a.length && row.startsWith(b, next) && !isWordChar(row, next + b.length)) return true;
  }
  return false;
}

function frameOf(words: readonly Word[], isMasked: (w: Word, at: number) => boolean): string {
  const masked = words.map(isMasked);
  const frame: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!masked[i]) {
      frame.push(words[i]!.key);
      continue;
    }
    // Extend the slot over masked and function words, then give back the function words after the last masked one.
    let last = i;
    for (let j = i + 1; j < words.length && (masked[j] || FUNCTION_WORDS.has(words[j]!.key)); j++)
      if (masked[j]) last = j;
    frame.push(FRAME_SLOT);
    i = last;
  }
  return frame.join(' ');
}
