/**
 * The English names of the world's languages ("English", "Japanese", "Spanish"): ISO 639-1's two-letter
 * codes, named by the runtime's CLDR data (Intl.DisplayNames). A sentence that speaks of a language
 * ("reads English", "beyond English-speaking markets", "docs in Japanese") states no fact about the
 * prospect, so grounding need not find the name in the row.
 */
const ISO_639_1 =
  'aa ab af ak am ar as ay az be bg bn bo br bs ca cs cy da de dz el en eo es et eu fa fi fj fo fr fy ga gd gl gn gu ha he hi hr ht hu hy id ig is it ja jv ka kk km kn ko ku ky la lb lo lt lv mg mi mk ml mn mr ms mt my ne nl no ny or pa pl ps pt qu ro ru rw sd si sk sl sm sn so sq sr st su sv sw ta te tg th ti tk tl tn to tr ts tt ug uk ur uz vi xh yi yo zh zu';

let names: Set<string> | undefined;

/** Whether `word` is the English name of a language (any case): `isLanguageName('German')` is true. */
export function isLanguageName(word: string): boolean {
  if (!names) {
    const display = new Intl.DisplayNames(['en'], { type: 'language' });
    names = new Set(ISO_639_1.split(' ').map((code) => (display.of(code) ?? '').toLowerCase()));
  }
  return names.has(word.toLowerCase());
}

/** Words around a language name that show it is used as a language ("in English", "English-speaking"). */
const BEFORE = /\b(?:in|into|read|reads|reading|speak|speaks|speaking|beyond|than|from|to|outside|non|native)[\s-]+$/i;
const AFTER =
  /^(?:-speaking|\s+(?:speakers?|speaking|as a (?:first|second|native) language|translations?|versions?|docs|documentation|content|copy|strings|UI|first))\b/i;

/** Whether the language name at `index` in `text` (of length `length`) is used as a language. */
export function inLanguageSlot(text: string, index: number, length: number): boolean {
  return BEFORE.test(text.slice(Math.max(0, index - 20), index)) || AFTER.test(text.slice(index + length));
}
