/**
 * Small English text helpers for the offline composer: counting words, articles, capitals and
 * punctuation at the seams where extracted phrases meet the composer's own words.
 */

/** Words as a reader counts them: runs of letters or digits (`Series A` = 2, `—` = 0, `1:1` = 1). */
export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** An acronym or a CamelCase/brand word keeps its capitals wherever it stands (`AI`, `iOS`, `SaaS`). */
export const keepsCapitals = (word: string) => /^\p{Lu}[\p{Lu}\d&]+s?$/u.test(word) || /\p{Ll}.*\p{Lu}/u.test(word);

/** First letter upper case. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * First letter lower case, only for an ordinary word (`The infra layer` → `the infra layer`); names,
 * acronyms and brand words keep theirs (`AI filmmaking`, `Hollywood`, `OpenAI`), and so does a run of
 * capitalised words (`Y Combinator`, `Delaware Franchise Tax`). `properFirst` says whether the NLP
 * model took the first word for a name.
 */
export function lowerFirst(text: string, properFirst = false): string {
  const [first = '', second = ''] = text.split(/\s+/, 2);
  const name = /^\p{Lu}/u.test(first) && /^\p{Lu}/u.test(second) && !/^(?:A|An|The|Our|We|It|This)$/.test(first);
  const firstPart = first.split(/[-–/]/)[0] ?? first; // `AI-native` keeps its `AI`
  if (properFirst || name || /^I(?:['’]|$)/.test(first) || keepsCapitals(firstPart.replace(/[^\p{L}\d&]/gu, '')))
    return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// Letters whose spoken name starts with a vowel sound (an FAQ, an MCP server, an SDK).
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');
const AN_WORDS = /^(?:hour|honest|honou?r|heir)/i;
const A_WORDS = /^(?:uni(?!n)|use|usu|ur[aeiou]|eu|one\b|once|ubiq|utili)/i;

/** `a` or `an` before a word, by sound: an AI, a user, an hour, a one-stop, an MCP, a SaaS. */
export function article(nextWord: string): 'a' | 'an' {
  const word = nextWord.replace(/^[^\p{L}\d]+/u, '');
  if (/^\d/.test(word)) return /^(?:8|11|18|80|800)\b/.test(word) ? 'an' : 'a';
  if (/^\p{Lu}[\p{Lu}\d]+\b/u.test(word) && !/^[A-Z][a-z]/.test(word))
    return VOWEL_SOUND_LETTERS.has(word.charAt(0)) ? 'an' : 'a';
  if (AN_WORDS.test(word)) return 'an';
  if (A_WORDS.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Ends a sentence with one full stop unless it already ends with `.`, `!` or `?`. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:–—-]+$/u, '');
  return /[.!?]["”’)]?$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Drops trailing punctuation and spaces (`platform,` → `platform`), keeping a closing `)` or quote only when balanced. */
export function stripTrailing(text: string): string {
  let t = text.trim().replace(/[\s.,;:!?–—-]+$/u, '');
  const opens = (t.match(/[(“]/g) ?? []).length;
  const closes = (t.match(/[)”]/g) ?? []).length;
  if (closes > opens) t = t.replace(/[)”]+$/u, '');
  return t.trim();
}

/**
 * A company name as written in an e-mail: trademark signs, a parenthetical (`Nebullam (DBA Clayton
 * Farms)`), a legal suffix (`Inc.`, `LLC`, `Ltd`, `GmbH` …) and trailing punctuation (`Statiq.`) removed.
 */
export function displayCompany(name: string): string {
  const cleaned = name
    .replace(/[™®©℠]/gu, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(
      /,?\s+(?:Inc|Incorporated|LLC|L\.L\.C|Ltd|Limited|GmbH|Corp|Corporation|Co|PBC|S\.?A|AG|BV|Pty|PLC)\.?$/i,
      '',
    )
    .replace(/[.,;:!]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || name.trim();
}

/** A person's name from a CRM: `SARA` and `sara` become `Sara`; anything mixed-case is left alone. */
export function displayName(name: string): string {
  const t = name.trim();
  if (t !== t.toUpperCase() && t !== t.toLowerCase()) return t;
  return t.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Formal tone: the composer's own contractions spelled out (`I'm` → `I am`). Extracted facts are not touched. */
export function expandContractions(text: string): string {
  return text
    .replace(/\bI['’]m\b/g, 'I am')
    .replace(/\bI['’]ve\b/g, 'I have')
    .replace(/\bI['’]d\b/g, 'I would')
    .replace(/\b(you|we|they)['’]re\b/gi, '$1 are')
    .replace(/\b(you|we|they)['’]ve\b/gi, '$1 have')
    .replace(/\b(it|that|there|what|here)['’]s\b/gi, '$1 is')
    .replace(/\bdon['’]t\b/gi, 'do not')
    .replace(/\bwon['’]t\b/gi, 'will not')
    .replace(/\bisn['’]t\b/gi, 'is not')
    .replace(/\baren['’]t\b/gi, 'are not')
    .replace(/\bdidn['’]t\b/gi, 'did not')
    .replace(/\bI['’]ll\b/g, 'I will');
}

/** The same text with every space run (but not newlines) collapsed, and spaces before punctuation removed. */
export const tidy = (text: string) =>
  text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .replace(/ *\n */g, '\n')
    .trim();

/** `Acme’s`, `Orchids’` (AP style for a name ending in s). */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);
