import type { Tagged } from '../../language/index.ts';

/**
 * Turning a description written in the first person ("We build …", "We're a tiny team …") into the
 * third person about the company ("Acme builds …", "Acme is a tiny team …"), so it reads right in an
 * e-mail to them. English verb morphology, regular rules plus the few irregular verbs that matter.
 */
const IRREGULAR: Record<string, string> = {
  are: 'is',
  "'re": 'is',
  '’re': 'is',
  were: 'was',
  have: 'has',
  "'ve": 'has',
  '’ve': 'has',
  do: 'does',
  go: 'goes',
  be: 'is',
  "'ll": 'will',
  '’ll': 'will',
  am: 'is',
  "'m": 'is',
  '’m': 'is',
};
// Past forms stay as they are ("We built" → "Acme built"): -ed, plus the irregular pasts descriptions use.
const PAST =
  /(?:ed|built|made|grew|came|began|took|won|wrote|ran|sold|led|ought|aught|found|got|gave|saw|spent|went|did|had|was|were|chose|knew|held|kept|left|met|stood|told|drew|rose|spoke|broke)$/i;
const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

/** Third person singular of a base-form verb: build → builds, carry → carries, fix → fixes, have → has. */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (MODALS.has(lower) || PAST.test(lower) || /[^s]s$/.test(lower)) return verb; // already inflected ("We helps" typos)
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

const isVerbish = (t: Tagged) => t.pos === 'VERB' || t.pos === 'AUX';

/**
 * Inflects the verb chain that opens a first-person predicate: the first verb or auxiliary, and the
 * verbs coordinated with it ("design, build, and deploy" → "designs, builds, and deploys"). A second
 * auxiliary's verb ("are building") is left as is. Returns new tokens; the input is not changed.
 */
export function inflectLeadingVerbs(tokens: readonly Tagged[]): Tagged[] {
  const out = tokens.map((t) => ({ ...t }));
  const lead = out.findIndex((t) => t.pos !== 'ADV');
  const first = out[lead];
  if (!first || !isVerbish(first)) return out;
  const contraction = /^['’]/.test(first.text);
  first.text = thirdPerson(first.text);
  if (contraction) first.space = ' ';
  if (first.pos === 'AUX' || MODALS.has(first.text.toLowerCase())) return out;
  for (let i = lead + 1; i < out.length; i++) {
    const t = out[i]!;
    if (t.text === ',' || t.pos === 'CCONJ' || t.pos === 'ADV') continue;
    if (t.pos !== 'VERB' || !/^\p{Ll}+$/u.test(t.text) || /(?:ing|ed)$/.test(t.text)) break;
    const previous = out[i - 1]!;
    if (previous.text !== ',' && previous.pos !== 'CCONJ') break;
    t.text = thirdPerson(t.text);
  }
  return out;
}
