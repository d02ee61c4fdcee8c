import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type { ItemSentence } from 'wink-nlp';
import type model from 'wink-eng-lite-web-model';

/**
 * The packaged English NLP model: wink-nlp 2.x with wink-eng-lite-web-model (~3 MB, shipped inside the
 * npm package, so nothing is downloaded at run time). It gives tokens, Universal Dependencies POS tags
 * (https://universaldependencies.org/u/pos/) and sentence boundaries at roughly 0.1 ms per short
 * sentence. The model is loaded once, on first use, and shared by every caller: required then rather
 * than imported, since loading it costs ~450 ms and ~60 MB that a process which never reads a
 * sentence (a start, a web process beside workers) need not pay (bench/start.ts; decision 034).
 */
const load = createRequire(import.meta.url);
let instance: ReturnType<typeof winkNLP> | undefined;

export function nlp() {
  instance ??= (load('wink-nlp') as typeof winkNLP)(load('wink-eng-lite-web-model') as typeof model);
  return instance;
}

/** One token: its text, UD POS tag (`NOUN`, `PROPN`, `VERB`, `AUX`, `DET`, `PUNCT` …) and the spaces before it. */
export type Tagged = { text: string; pos: string; space: string };

/**
 * Tags one piece of text as a single run of tokens (sentence boundaries ignored). Words the tokenizer
 * split at a hyphen (`tech - driven`) are joined back into one token (`tech-driven`), tagged ADJ when
 * the last part is an adjective or participle and as the last part otherwise (`real-world` NOUN).
 */
const TAG_CACHE_SIZE = 2_000;
const tagCache = new Map<string, Tagged[]>();

/** Cached: a brief's offer, value propositions and call to action are tagged once per campaign, not per e-mail. */
export function tag(text: string): Tagged[] {
  const hit = tagCache.get(text);
  if (hit) return hit.map((t) => ({ ...t }));
  const tagged = tagUncached(text);
  if (tagCache.size >= TAG_CACHE_SIZE) tagCache.delete(tagCache.keys().next().value!);
  tagCache.set(text, tagged);
  return tagged.map((t) => ({ ...t }));
}

function tagUncached(text: string): Tagged[] {
  const n = nlp();
  const tokens = n.readDoc(text).tokens();
  const texts = tokens.out() as string[];
  const tags = tokens.out(n.its.pos) as string[];
  const spaces = tokens.out(n.its.precedingSpaces) as string[];
  const out: Tagged[] = [];
  texts.forEach((t, i) => {
    const token = { text: t, pos: tags[i] ?? 'X', space: spaces[i] ?? '' };
    const hyphen = out.at(-1);
    const word = out.at(-2);
    if (
      hyphen &&
      word &&
      /^[-–]$/.test(hyphen.text) &&
      hyphen.space === '' &&
      token.space === '' &&
      /[\p{L}\d]$/u.test(word.text) &&
      /^[\p{L}\d]/u.test(t)
    ) {
      out.splice(-2, 2, { text: `${word.text}${hyphen.text}${t}`, space: word.space, pos: joinedPos(word.pos, token) });
    } else out.push(token);
  });
  return out;
}

function joinedPos(firstPos: string, last: Tagged): string {
  if (last.pos === 'ADJ' || (last.pos === 'VERB' && /(?:ed|ing|en)$/.test(last.text)) || firstPos === 'NUM')
    return 'ADJ';
  return last.pos === 'PROPN' || last.pos === 'NOUN' ? last.pos : 'ADJ';
}

/** Joins tagged tokens back into text, keeping the original spacing (the first token's space dropped). */
export const untag = (tokens: readonly Tagged[]) => tokens.map((t, i) => (i === 0 ? '' : t.space) + t.text).join('');

export type Token = { text: string; pos: string; sentenceStart: boolean };

/** Tokens with their POS tags and whether each is the first word of a sentence (wink's splitter). */
export function tokenize(text: string): Token[] {
  const n = nlp();
  const doc = n.readDoc(text);
  const tokens: Token[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const texts = sentence.tokens().out() as string[];
    const tags = sentence.tokens().out(n.its.pos) as string[];
    let first = true;
    texts.forEach((t, i) => {
      const pos = tags[i] ?? 'X';
      const isWord = /[\p{L}\p{N}]/u.test(t);
      tokens.push({ text: t, pos, sentenceStart: first && isWord });
      if (isWord) first = false;
    });
  });
  return tokens;
}
