import { stem } from './words.ts';

/**
 * "Trigger events": the kinds of news cold e-mails cite as the reason for writing, and the facts
 * incumbents invent most (a funding round, hiring, a launch …). Source: the attention triggers that
 * outbound playbooks name — "news, hiring, product launch, post they wrote", "Congrats on [recent
 * news]", "I noticed you're hiring a [role]" (the GitHub repository
 * jamon8888/Agent-Skills-for-Context-Engineering, solo/skills/draft-outreach/references/follow-up-sequence.md,
 * MIT) — grouped with their usual wordings.
 *
 * Grounding rule (judge/grounding.ts): a claim that uses a word of a group is supported only when the
 * field's text uses some word of the same group. "Raised a seed round" or "is hiring" therefore fails
 * on a field that never mentions funding or hiring, even though it has no number or name to catch.
 */
export const eventGroups: Record<string, string[]> = {
  funding: [
    'raise',
    'raised',
    'raising',
    'funding',
    'funded',
    'fundraise',
    'round',
    'seed',
    'series',
    'investor',
    'investment',
    'invested',
    'backed',
    'valuation',
    'ipo',
    'unicorn',
  ],
  hiring: ['hiring', 'hire', 'hired', 'recruiting', 'recruit', 'headcount', 'job', 'opening', 'vacancy'],
  launch: [
    'launch',
    'launched',
    'launching',
    'release',
    'released',
    'unveil',
    'unveiled',
    'announce',
    'announced',
    'announcement',
  ],
  acquisition: ['acquire', 'acquired', 'acquisition', 'merger', 'merged', 'exit'],
  award: ['award', 'awarded', 'won', 'winner', 'prize', 'ranked', 'finalist'],
  expansion: ['expand', 'expanded', 'expanding', 'expansion', 'office', 'relocate', 'relocated'],
  leadership: ['promoted', 'promotion', 'appointed', 'joined', 'departed', 'stepped'],
  partnership: ['partner', 'partnered', 'partnership', 'alliance'],
  press: [
    'featured',
    'interview',
    'podcast',
    'article',
    'keynote',
    'webinar',
    'talk',
    'spoke',
    'blog',
    'post',
    'posted',
    'tweet',
    'tweeted',
  ],
  growth: ['doubled', 'tripled', 'grew', 'growing', 'milestone', 'record'],
  congratulations: ['congrats', 'congratulations', 'anniversary', 'birthday'],
};

const stemGroups: [group: string, stems: Set<string>][] = Object.entries(eventGroups).map(([g, words]) => [
  g,
  new Set(words.map(stem)),
]);

/** The event groups whose words a text uses, from the text's word stems. */
export function eventGroupsIn(stems: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const s of stems) for (const [group, groupStems] of stemGroups) if (groupStems.has(s)) found.add(group);
  return found;
}

/**
 * Rankings and superlatives ("the leading …", "the largest …", "the first …", "the only …"): a claim of
 * rank is a fact only the company's own text can state, and the flattery writers invent most after
 * events ("love what you're building at the leading …"). Grounding rule (judge/grounding.ts): each of these
 * words in a claim must appear, as the same word, in the field's text — not merely another word of
 * rank, so "the leading platform" fails on a field that only says "the industry's only …".
 */
export const rankingWords = new Set([
  'leading',
  'leader',
  'best',
  'largest',
  'biggest',
  'top',
  'first',
  'only',
  'fastest',
  'premier',
  'foremost',
  'greatest',
  'unrivalled',
  'unrivaled',
  'unmatched',
]);
