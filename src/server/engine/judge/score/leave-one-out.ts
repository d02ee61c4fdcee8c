import type { EmailVerdict, ScoreCriterion } from '#shared/emails.ts';
import type { VerdictRow } from './evaluate.ts';
import { verdictOfCriterion } from './verdict.ts';

/**
 * Leave-one-brief-out calibration (docs/decisions/039): how well the verdict's one fitted part holds on
 * a brief it was not fitted on.
 *
 * The criteria are hand-written detectors; the part of the verdict that can be fitted to labels is the
 * *policy*: which verdict each criterion's finding implies. A finding is keyed by criterion and the
 * verdict the criterion itself declares (`hook:edit`, `audience_fit:dont_send`); the policy maps a key
 * to the verdict it counts for, and the e-mail's verdict is the worst over its findings, as in
 * verdict.ts (RUBRIC.md: "any one of these"). The shipped verdict is the identity policy.
 *
 * For each brief, `leaveOneBriefOut` fits a policy on every row of the other briefs (coordinate
 * descent from the identity, keeping a key's own verdict unless a change lowers the cost on at least
 * MIN_SUPPORT rows) and applies it to the brief's rows. The figures over those held-out predictions say
 * whether a policy learnt from some briefs carries to a new one — the check a rule tuned on the rows it
 * is measured on cannot fail (the "calibration you cannot fool yourself with").
 */

/** A finding's key: `${criterion id}:${declared verdict}`. */
export type FindingKey = `${ScoreCriterion['id']}:${EmailVerdict}`;

/** The verdict each finding counts for; a key absent from the map counts for its own verdict. */
export type VerdictPolicy = Partial<Record<FindingKey, EmailVerdict>>;

const RANK: Record<EmailVerdict, number> = { send: 0, edit: 1, dont_send: 2 };
const VERDICTS: readonly EmailVerdict[] = ['send', 'edit', 'dont_send'];

/**
 * The cost of answering `ours` when experts say `expert`: 1 per disagreement, and COSTLY_MISS for
 * sending what experts would not (the figure the verdict is held to: "dont_send judged send ≤ 3 %").
 */
export const COSTLY_MISS = 4;
const cost = (expert: EmailVerdict, ours: EmailVerdict) =>
  expert === ours ? 0 : expert === 'dont_send' && ours === 'send' ? COSTLY_MISS : 1;

/**
 * A key moves from its own verdict only when at least this many training rows carry it: a verdict
 * learnt from one or two e-mails is that e-mail's phrase, not a rule.
 */
export const MIN_SUPPORT = 3;

/** The keys of a row's findings (criteria whose declared verdict is not `send`), without repeats. */
export const findingKeys = (criteria: readonly ScoreCriterion[]): FindingKey[] => [
  ...new Set(
    criteria
      .map((c) => verdictOfCriterion(c))
      .flatMap((verdict, i) => (verdict === 'send' ? [] : [`${criteria[i]!.id}:${verdict}` as FindingKey])),
  ),
];

/**
 * Findings the fit never moves: the recipient gate is the product's rule (a draft that cannot reach its
 * person is not `send`, issue 28 item 4), not a judgement of the copy the graded sets' readers made.
 */
const FIXED: ReadonlySet<ScoreCriterion['id']> = new Set(['recipient']);

const ownVerdict = (key: FindingKey) => key.slice(key.indexOf(':') + 1) as EmailVerdict;

/** The verdict of a row's findings under a policy: the worst any of them counts for (send when none). */
export function verdictUnder(keys: readonly FindingKey[], policy: VerdictPolicy): EmailVerdict {
  let worst: EmailVerdict = 'send';
  for (const key of keys) {
    const verdict = policy[key] ?? ownVerdict(key);
    if (RANK[verdict] > RANK[worst]) worst = verdict;
  }
  return worst;
}

type Example = { keys: FindingKey[]; expert: EmailVerdict };

/**
 * The policy that lowers the total cost on `rows` (coordinate descent over keys, in a fixed order, at
 * most `passes` sweeps; a change must lower the cost, so ties keep the identity). Deterministic.
 */
export function fitPolicy(rows: readonly Pick<VerdictRow, 'expert' | 'score'>[], passes = 4): VerdictPolicy {
  const examples: Example[] = rows.map((r) => ({ keys: findingKeys(r.score.criteria), expert: r.expert }));
  const support = new Map<FindingKey, number>();
  for (const { keys } of examples) for (const key of keys) support.set(key, (support.get(key) ?? 0) + 1);
  const keys = [...support.keys()]
    .filter(
      (key) => support.get(key)! >= MIN_SUPPORT && !FIXED.has(key.slice(0, key.indexOf(':')) as ScoreCriterion['id']),
    )
    .sort();
  const policy: VerdictPolicy = {};
  const total = () => examples.reduce((sum, e) => sum + cost(e.expert, verdictUnder(e.keys, policy)), 0);
  let best = total();
  for (let pass = 0; pass < passes; pass += 1) {
    let improved = false;
    for (const key of keys) {
      let chosen = policy[key];
      for (const verdict of VERDICTS) {
        if (verdict === (chosen ?? ownVerdict(key))) continue;
        policy[key] = verdict;
        const next = total();
        if (next < best) {
          best = next;
          chosen = verdict;
          improved = true;
        } else if (chosen === undefined) delete policy[key];
        else policy[key] = chosen;
      }
    }
    if (!improved) break;
  }
  for (const key of Object.keys(policy) as FindingKey[]) if (policy[key] === ownVerdict(key)) delete policy[key];
  return policy;
}

/** One held-out brief: the policy fitted without it, and that policy's verdict on each of its rows. */
export type Fold = { brief: string; trainedOn: number; policy: VerdictPolicy };

/**
 * Each row with the verdict a policy fitted on the *other* briefs' rows gives it, and each fold's
 * policy. Rows keep their order; `score.verdict` is replaced, the rest of the score is untouched.
 */
export function leaveOneBriefOut(rows: readonly VerdictRow[]): { rows: VerdictRow[]; folds: Fold[] } {
  const briefs = [...new Set(rows.map((r) => r.brief))].sort();
  const folds = briefs.map((brief) => {
    const training = rows.filter((r) => r.brief !== brief);
    return { brief, trainedOn: training.length, policy: fitPolicy(training) };
  });
  const policyOf = new Map(folds.map((f) => [f.brief, f.policy]));
  return {
    folds,
    rows: rows.map((row) => ({
      ...row,
      score: { ...row.score, verdict: verdictUnder(findingKeys(row.score.criteria), policyOf.get(row.brief)!) },
    })),
  };
}
