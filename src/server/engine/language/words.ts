/**
 * Word matching for the grounding check: what "appears in that field's text" means for a name or a
 * content word (DESIGN.md §3). Tolerated: case, accents (`Zürich` = `Zurich`), punctuation, a possessive
 * (`OpenAI's`), a simple plural (`agents`/`agent`, `companies`/`company`, `boxes`/`box`), hyphens and
 * spacing inside a name (`Y-Combinator` = `Y Combinator`, `OpenAI` = `Open AI`). Nothing else: a word
 * that differs in any other letter is a different word.
 */

/** Lower case, accents and possessive removed, letters and digits only: `OpenAI’s` → `openai`. */
export function wordKey(word: string): string {
  if (/^[A-Za-z0-9]+$/.test(word)) return word.toLowerCase();
  return word
    .replace(/[™®©℠]/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`]s$|(?<=s)[’'`]$/u, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The words of a text: split on spaces and punctuation (not an apostrophe inside a word) and between
 * letters and digits (`7cups` → `7`, `cups`; `B2B` → `B`, `2`, `B`, rejoined by fieldKeys), the way
 * the NLP tokenizer splits claims.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const raw of text
    .replace(/[™®©℠]/gu, ' ')
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}’'`]+/u)) {
    const w = raw.replace(/^[’'`]+|[’'`]+$/gu, '');
    if (!w) continue;
    if (/\d/.test(w) && /\p{L}/u.test(w))
      words.push(...w.split(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u).filter(Boolean));
    else if (/[\p{L}\p{N}]/u.test(w)) words.push(w);
  }
  return words;
}

/** `agents` ↔ `agent`, `companies` ↔ `company`, `boxes` ↔ `box`: the key and its simple number forms. */
export function numberForms(key: string): string[] {
  const forms = [key, `${key}s`, `${key}es`];
  if (key.endsWith('ies')) forms.push(`${key.slice(0, -3)}y`);
  if (key.endsWith('y')) forms.push(`${key.slice(0, -1)}ies`);
  if (key.endsWith('es')) forms.push(key.slice(0, -2));
  if (key.endsWith('s') && !key.endsWith('ss')) forms.push(key.slice(0, -1));
  return forms;
}

/**
 * Everything a field's text offers to match against: each word's key, the parts and the joined form of
 * words written with hyphens, dots or slashes (`SF–based`, `Pibit.ai`), and two- and three-word joins
 * (`Open AI` → `openai`).
 */
export function fieldKeys(text: string): Set<string> {
  const keys = new Set<string>();
  const words = wordsOf(text).map(wordKey).filter(Boolean);
  words.forEach((w, i) => {
    keys.add(w);
    const next = words[i + 1];
    if (next) keys.add(w + next);
    const third = words[i + 2];
    if (next && third) keys.add(w + next + third);
  });
  // A word mixing letters and digits is kept whole too: `B2B2C` splits into five pieces, more than a
  // three-word join rejoins, while a claim's tokenizer keeps it as one word.
  for (const raw of text.normalize('NFKC').split(/[^\p{L}\p{N}’'`]+/u)) {
    const key = wordKey(raw);
    if (key && /\d/.test(key) && /\p{L}/u.test(key)) keys.add(key);
  }
  return keys;
}

/** Whether a claim word's key, in any simple number form, is among the field's keys. */
export const hasKey = (keys: Set<string>, key: string) => numberForms(key).some((k) => keys.has(k));

/**
 * A light stem for content words, so `automates`, `automated` and `automating` meet: plural and verb
 * endings only (-ies, -es, -s, -ing, -ed, -ly), never shorter than three letters. Not a full Porter
 * stemmer on purpose: it must not join words with different meanings.
 */
export function stem(word: string): string {
  let w = wordKey(word);
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const ending of ['ing', 'ed', 'ly']) {
    if (w.endsWith(ending) && w.length - ending.length >= 3) {
      w = w.slice(0, -ending.length);
      if (/(.)\1$/.test(w) && !/(?:ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}
