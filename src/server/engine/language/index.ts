/**
 * The language room: what English text is, read the same way by the writer and by the judge. The NLP
 * model's tokens and tags (nlp.ts), words and stems (words.ts), event and ranking words
 * (event-words.ts), English's common words (common-words.ts, the Hunspell dictionary), past participles (participles.ts), language names (language-names.ts), names (proper-nouns.ts), numbers (numbers.ts), sentences (sentences.ts), small
 * text helpers (text.ts), the spam phrases (spam-words.ts) and the length targets (lengths.ts).
 * It imports nothing else of the engine: a list both sides need lives here, so the judge never reads
 * the writer's own (eslint.config.js, docs/architecture.md).
 */
export { canBeVerb, isCommonWord, isKnownName } from './common-words.ts';
export { eventGroups, eventGroupsIn, rankingWords } from './event-words.ts';
export { inLanguageSlot, isLanguageName } from './language-names.ts';
export { FOLLOW_UP_WORDS, SUBJECT_MAX_WORDS, SUBJECT_MIN_WORDS, wordLimit } from './lengths.ts';
export { nlp, tag, type Tagged, untag } from './nlp.ts';
export { numbersIn, sameNumber, type NumberMention } from './numbers.ts';
export { isPastParticiple } from './participles.ts';
export { claimWords, type ClaimWord } from './proper-nouns.ts';
export { splitSentences } from './sentences.ts';
export { findSpamPhrases } from './spam-words.ts';
export {
  article,
  asSentence,
  countWords,
  displayCompany,
  displayName,
  expandContractions,
  keepsCapitals,
  lowerFirst,
  possessive,
  upperFirst,
} from './text.ts';
export { fieldKeys, hasKey, stem, wordKey, wordsOf } from './words.ts';
