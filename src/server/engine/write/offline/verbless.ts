import { splitSentences, tag } from '../../language/index.ts';

/**
 * Sentences without a finite verb ("Relaybase used by 40 remote engineering teams.", "Month-end close
 * in five days."): the fluency defect the graded e-mails mark `dont_send` (RUBRIC.md, "garbled,
 * ungrammatical"). A finite verb is an auxiliary, or a verb that is neither an -ing form nor a
 * participle followed by `by` (a passive without its `is`), unless an auxiliary came before it.
 * Elliptical questions that English uses as asks are allowed ("Worth a look?", "Open to a call?",
 * "Any interest?") — the graded `send` e-mails end with them.
 */
const ELLIPTICAL_ASK = /^(?:worth|open to|up for|any|interested|keen on|happy to|ok to|okay to)\b.*\?$/i;
// The tagger leaves a curly-apostrophe contraction whole (`I’m` as one name): its verb is finite.
const CONTRACTED_VERB = /^(?:\p{L}+['’](?:m|re|ve|ll|d)|(?:it|that|there|here|what|who|he|she|let)['’]s)$/iu;
const OBJECT_START = new Set(['DET', 'PRON', 'ADJ', 'NUM']);
const PARTICIPLE = /(?:ed|en|wn|built|made|run|led|held|set|kept|sold|brought|taught|found|paid)$/i;

/** Whether one sentence has a finite verb (see the module comment). */
export function hasFiniteVerb(sentence: string): boolean {
  if (ELLIPTICAL_ASK.test(sentence.trim())) return true;
  let tokens = tag(sentence);
  // The tagger reads a verb after a name as a noun (`Keel Talent places …`): read it after `It`.
  // A name may end in an acronym the tagger calls a noun (`Sennu AI reviews …`).
  const name = tokens.findIndex((t) => t.pos !== 'PROPN' && !/^\p{Lu}{2,}$/u.test(t.text));
  if (name > 0 && tokens[name]!.pos === 'NOUN' && /[^s]s$/.test(tokens[name]!.text))
    tokens = tag(`It ${sentence.split(/\s+/).slice(name).join(' ')}`);
  let auxiliary = false;
  return tokens.some((t, i) => {
    if (t.pos === 'AUX' || CONTRACTED_VERB.test(t.text)) return (auxiliary = true);
    // The tagger reads a verb after a name as a plural noun (`Relaybase monitors your …`).
    if (
      t.pos === 'NOUN' &&
      /[^s]s$/.test(t.text) &&
      tokens[i - 1]?.pos === 'PROPN' &&
      OBJECT_START.has(tokens[i + 1]?.pos ?? '')
    )
      return true;
    // … and a base-form verb after a plural subject (`startups close their books`).
    if (
      /^(?:NOUN|ADJ)$/.test(t.pos) &&
      /s$/.test(tokens[i - 1]?.text ?? '') &&
      tokens[i - 1]?.pos === 'NOUN' &&
      /^(?:their|its|our|your|the)$/i.test(tokens[i + 1]?.text ?? '')
    )
      return true;
    if (t.pos !== 'VERB' || auxiliary) return auxiliary && t.pos === 'VERB';
    if (/ing$/i.test(t.text)) return false;
    // "used by 40 teams" is a passive without its `is`; "started by building" is a past tense.
    if (PARTICIPLE.test(t.text) && /^by$/i.test(tokens[i + 1]?.text ?? '') && !/ing$/i.test(tokens[i + 2]?.text ?? ''))
      return false;
    // "the on-call engineer", "no agents to run": a verb after `to` is an infinitive, not finite.
    if (/^to$/i.test(tokens[i - 1]?.text ?? '')) return false;
    return true;
  });
}

/** The sentences of `text` with no finite verb. */
export const verblessSentences = (text: string): string[] =>
  splitSentences(text)
    .map((s) => s.text)
    .filter((s) => /\p{L}/u.test(s) && !hasFiniteVerb(s));
