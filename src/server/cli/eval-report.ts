import type { Agreement, ConfusionMatrix, Evaluation, Fold } from '#server/engine/judge/index.ts';
import { emailVerdicts } from '#shared/emails.ts';
import { concernText } from './grade-output.ts';
import type { GradedSetsEvaluation, SetEvaluation } from './graded-set.ts';

/**
 * `npm run eval`'s report as text (README "Scripts"): one table of the three figures the verdict is
 * held to (exact agreement; dont_send graded send, % of all; send precision) per set and per brief,
 * as shipped and leave one brief out; the policy each fold learnt; then, per set, the confusion
 * matrices (experts' verdicts in rows, ours in columns) and every disagreement with the expert's
 * reasons and the criteria of ours that did not pass.
 */
export function evalReport(evaluation: GradedSetsEvaluation, corpus: string): string[] {
  const { sets, all, folds } = evaluation;
  return [
    `Graded sets: ${corpus} — ${all.shipped.rows} e-mails in ${sets.length} set${sets.length === 1 ? '' : 's'}`,
    '',
    'Figures: exact agreement, dont_send graded send (% of all), send precision',
    `  ${'set / brief'.padEnd(NAME)}${'e-mails'.padStart(8)}   ${'as shipped'.padEnd(FIGURES)}   leave one brief out`,
    ...sets.flatMap(setLines),
    figureLine('all sets', all.shipped, all.leaveOneBriefOut),
    '',
    'Leave one brief out: the policy fitted on the other briefs (finding → the verdict it counts for)',
    ...folds.map(foldLine),
    ...sets.flatMap(detailLines),
  ];
}

const NAME = 34;
const FIGURES = 28;
const pct = (value: number | null) => (value === null ? '   n/a' : `${value.toFixed(1).padStart(5)} %`);

/** The three figures of an agreement (evaluate.ts's definitions, from its matrix). */
export function figuresOf(agreement: Agreement): {
  exact: number;
  dontSendAsSend: number;
  sendPrecision: number | null;
} {
  const { matrix, rows } = agreement;
  const ourSend = emailVerdicts.reduce((n, expert) => n + matrix[expert].send, 0);
  return {
    exact: agreement.exact,
    dontSendAsSend: rows === 0 ? 0 : (100 * matrix.dont_send.send) / rows,
    sendPrecision: ourSend === 0 ? null : (100 * matrix.send.send) / ourSend,
  };
}

const figures = (agreement: Agreement) => {
  const f = figuresOf(agreement);
  return `${pct(f.exact)} ${pct(f.dontSendAsSend)} ${pct(f.sendPrecision)}`.padEnd(FIGURES);
};

const figureLine = (name: string, shipped: Agreement, heldOut: Agreement) =>
  `  ${name.padEnd(NAME)}${String(shipped.rows).padStart(8)}   ${figures(shipped)}   ${figures(heldOut).trimEnd()}`;

function setLines({ file, shipped, leaveOneBriefOut }: SetEvaluation): string[] {
  return [
    figureLine(file, shipped, leaveOneBriefOut),
    ...Object.keys(shipped.perBrief).map((brief) =>
      figureLine(`  ${brief}`, shipped.perBrief[brief]!, leaveOneBriefOut.perBrief[brief]!),
    ),
  ];
}

function foldLine({ brief, trainedOn, policy }: Fold): string {
  const changes = Object.entries(policy).map(([key, verdict]) => `${key} → ${verdict}`);
  return `  ${brief} (fitted on ${trainedOn}): ${changes.length === 0 ? 'each finding counts as it declares' : changes.join(', ')}`;
}

function detailLines({ file, shipped, leaveOneBriefOut }: SetEvaluation): string[] {
  return [
    '',
    `${file} — ${shipped.rows} e-mails`,
    'Confusion matrix as shipped (rows: experts, columns: ours)',
    ...matrixLines(shipped.matrix),
    'Confusion matrix leave one brief out',
    ...matrixLines(leaveOneBriefOut.matrix),
    ...groupLines('By origin, as shipped', shipped.perOrigin),
    '',
    `Disagreements as shipped (${shipped.disagreements.length})`,
    ...disagreementLines(shipped),
  ];
}

function disagreementLines(evaluation: Evaluation): string[] {
  return evaluation.disagreements.flatMap((d) => [
    `${d.id} (${d.brief}, ${d.origin})`,
    `  expert  ${d.expert.verdict}${d.expert.reasons.length > 0 ? ` — ${d.expert.reasons.join('; ')}` : ''}`,
    `  ours    ${d.ours.verdict} (${d.ours.grade})`,
    ...d.ours.concerns.map((c) => `    ${concernText(c)}`),
  ]);
}

const WIDTH = Math.max(...emailVerdicts.map((v) => v.length)) + 2;
const cell = (text: string | number) => String(text).padStart(WIDTH);

function matrixLines(matrix: ConfusionMatrix): string[] {
  const label = (text: string) => `  ${text.padEnd(16)}`;
  return [
    label('expert \\ ours') + emailVerdicts.map(cell).join('') + cell('total'),
    ...emailVerdicts.map((expert) => {
      const counts = emailVerdicts.map((ours) => matrix[expert][ours]);
      return label(expert) + counts.map(cell).join('') + cell(counts.reduce((a, b) => a + b, 0));
    }),
  ];
}

function groupLines(title: string, groups: Record<string, Agreement>): string[] {
  return [
    title,
    ...Object.entries(groups).flatMap(([name, group]) => [
      `${name} — ${group.rows} e-mails, exact ${pct(group.exact).trim()}`,
      ...matrixLines(group.matrix),
    ]),
  ];
}
