import { emailVerdicts, type EmailScore, type EmailVerdict, type ScoreCriterion } from '#shared/emails.ts';

/**
 * How far the score's verdict agrees with experts' (`npm run eval`, the calibration test): pure
 * arithmetic over e-mails already scored, each with the verdict an expert gave it. The figures are
 * the ones the verdict is held to (docs/decisions/015 and 027): exact agreement, the confusion matrix,
 * how often an e-mail experts would not send is graded `send`, and how often our `send` is theirs.
 */

/** One scored e-mail and its expert label: `brief` and `origin` group the figures (`relaybase`, `handwritten` …). */
export type VerdictRow = {
  id: string;
  brief: string;
  origin: string;
  expert: EmailVerdict;
  expertReasons: readonly string[];
  score: EmailScore;
};

/** Counts by the expert's verdict (rows) and ours (columns): `matrix.dont_send.send` = e-mails experts would not send that we grade send. */
export type ConfusionMatrix = Record<EmailVerdict, Record<EmailVerdict, number>>;

/** Agreement over a set of rows: how many, the percentage (0–100) where our verdict is the expert's, and the matrix. */
export type Agreement = { rows: number; exact: number; matrix: ConfusionMatrix };

/** A criterion that did not pass: what the grade CLI and the evaluation print as our reasons. */
export type Concern = Pick<ScoreCriterion, 'id' | 'result' | 'reason'>;

export type Disagreement = {
  id: string;
  brief: string;
  origin: string;
  expert: { verdict: EmailVerdict; reasons: readonly string[] };
  ours: { verdict: EmailVerdict; grade: EmailScore['grade']; concerns: Concern[] };
};

export type Evaluation = Agreement & {
  perBrief: Record<string, Agreement>;
  perOrigin: Record<string, Agreement>;
  /** Percentage (0–100) of all rows that experts call `dont_send` and we grade `send`: the costly mistake. */
  dontSendAsSend: number;
  /** Percentage (0–100) of our `send` verdicts that experts also call `send`; null when we never say `send`. */
  sendPrecision: number | null;
  /** Every row where the verdicts differ, in input order. */
  disagreements: Disagreement[];
};

/**
 * The evaluation of scored rows against their expert verdicts. Percentages are unrounded, 0–100;
 * an empty input has `exact` and `dontSendAsSend` 0.
 */
export function evaluateVerdicts(rows: readonly VerdictRow[]): Evaluation {
  const ourSend = rows.filter((r) => r.score.verdict === 'send');
  return {
    ...agreementOf(rows),
    perBrief: groupAgreement(rows, (r) => r.brief),
    perOrigin: groupAgreement(rows, (r) => r.origin),
    dontSendAsSend: percent(
      rows.filter((r) => r.expert === 'dont_send' && r.score.verdict === 'send').length,
      rows.length,
    ),
    sendPrecision:
      ourSend.length === 0 ? null : percent(ourSend.filter((r) => r.expert === 'send').length, ourSend.length),
    disagreements: rows
      .filter((r) => r.expert !== r.score.verdict)
      .map((r) => ({
        id: r.id,
        brief: r.brief,
        origin: r.origin,
        expert: { verdict: r.expert, reasons: r.expertReasons },
        ours: { verdict: r.score.verdict, grade: r.score.grade, concerns: concernsOf(r.score) },
      })),
  };
}

/** The criteria that did not pass, failures first, each in the score's order. */
export const concernsOf = (score: Pick<EmailScore, 'criteria'>): Concern[] =>
  (['fail', 'warn'] as const).flatMap((result) =>
    score.criteria.filter((c) => c.result === result).map(({ id, reason }) => ({ id, result, reason })),
  );

/**
 * An expert's label as a verdict: `send`, `edit`, `dont_send`, and the spellings people write for the
 * last (`don't send`, `dont-send`, `do not send`), in any case.
 * @throws Error naming the label when it is none of these
 */
export function expertVerdictOf(label: string): EmailVerdict {
  const key = label
    .trim()
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/^do not/, 'dont')
    .replace(/[\s-]+/g, '_');
  if ((emailVerdicts as readonly string[]).includes(key)) return key as EmailVerdict;
  throw new Error(`"${label}" is not a verdict: use ${emailVerdicts.join(', ')}`);
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

const emptyMatrix = (): ConfusionMatrix =>
  Object.fromEntries(
    emailVerdicts.map((expert) => [expert, Object.fromEntries(emailVerdicts.map((ours) => [ours, 0]))]),
  ) as ConfusionMatrix;

function agreementOf(rows: readonly VerdictRow[]): Agreement {
  const matrix = emptyMatrix();
  for (const row of rows) matrix[row.expert][row.score.verdict] += 1;
  return {
    rows: rows.length,
    exact: percent(rows.filter((r) => r.expert === r.score.verdict).length, rows.length),
    matrix,
  };
}

function groupAgreement(rows: readonly VerdictRow[], keyOf: (row: VerdictRow) => string): Record<string, Agreement> {
  const groups = Map.groupBy(rows, keyOf);
  return Object.fromEntries([...groups].map(([key, group]) => [key, agreementOf(group)]));
}
