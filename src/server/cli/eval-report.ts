import type { Agreement, ConfusionMatrix, Evaluation } from '#server/engine/judge/index.ts';
import { emailVerdicts } from '#shared/emails.ts';
import { concernText } from './grade-output.ts';

/**
 * `npm run eval`'s report as text (README "Scripts"): the headline figures, the confusion matrix
 * (experts' verdicts in rows, ours in columns) overall, per brief and per origin, then every
 * disagreement with the expert's reasons and the criteria of ours that did not pass.
 */
export function evalReport(evaluation: Evaluation, corpus: string): string[] {
  const { rows, matrix } = evaluation;
  const ourSend = emailVerdicts.reduce((n, expert) => n + matrix[expert].send, 0);
  return [
    `Graded set: ${corpus} — ${rows} e-mails`,
    '',
    `Exact agreement    ${pct(evaluation.exact)}  (${rows - evaluation.disagreements.length} of ${rows})`,
    `dont_send as send  ${pct(evaluation.dontSendAsSend)}  of all (${matrix.dont_send.send} of ${rows})`,
    `send precision     ${pct(evaluation.sendPrecision)}  (${matrix.send.send} of our ${ourSend} send)`,
    '',
    'Confusion matrix (rows: experts, columns: ours)',
    ...matrixLines(matrix),
    ...groupLines('By brief', evaluation.perBrief),
    ...groupLines('By origin', evaluation.perOrigin),
    '',
    `Disagreements (${evaluation.disagreements.length})`,
    ...evaluation.disagreements.flatMap((d) => [
      `${d.id} (${d.brief}, ${d.origin})`,
      `  expert  ${d.expert.verdict}${d.expert.reasons.length > 0 ? ` — ${d.expert.reasons.join('; ')}` : ''}`,
      `  ours    ${d.ours.verdict} (${d.ours.grade})`,
      ...d.ours.concerns.map((c) => `    ${concernText(c)}`),
    ]),
  ];
}

const pct = (value: number | null) => (value === null ? '   n/a' : `${value.toFixed(1).padStart(5)} %`);

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
    '',
    title,
    ...Object.entries(groups).flatMap(([name, group]) => [
      `${name} — ${group.rows} e-mails, exact ${pct(group.exact).trim()}`,
      ...matrixLines(group.matrix),
    ]),
  ];
}
