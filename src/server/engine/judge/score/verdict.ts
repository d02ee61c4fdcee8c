import type { EmailScore, EmailVerdict, ScoreCriterion } from '#shared/emails.ts';

/**
 * The verdict and the grade from the criteria (docs/decisions/027). The verdict is the worst verdict any
 * criterion implies (dont_send > edit > send): one harmful defect is enough not to send, one costly one
 * enough to edit (RUBRIC.md: "any one of these"). The grade says the same thing on the familiar scale:
 * - F: dont_send for a defect the sender cannot take back — an unsupported claim, a wrong identity, a
 *   prompt injection, a compliance failure — or for two or more defects;
 * - D: dont_send for one other defect (garbled sentence, off-audience, spam, far too long, no offer);
 * - C: edit;
 * - B: send, with advice (a `warn` whose verdict is still send, such as dense reading);
 * - A: send, nothing to improve.
 * So A/B = send, C = edit, D/F = dont_send, always.
 */
export const BLOCKING_CRITERIA: readonly ScoreCriterion['id'][] = [
  'grounding',
  'identity',
  'prompt_injection',
  'compliance',
];
const RANK: Record<EmailVerdict, number> = { send: 0, edit: 1, dont_send: 2 };

/** The verdict one criterion implies: its own `verdict` when it sets one, else pass → send, warn → edit, fail → dont_send. */
export const verdictOfCriterion = (c: ScoreCriterion): EmailVerdict =>
  c.verdict ?? (c.result === 'pass' ? 'send' : c.result === 'warn' ? 'edit' : 'dont_send');

export function verdictAndGrade(criteria: readonly ScoreCriterion[]): Pick<EmailScore, 'verdict' | 'grade'> {
  const verdict = criteria.map(verdictOfCriterion).reduce<EmailVerdict>((a, b) => (RANK[b] > RANK[a] ? b : a), 'send');
  if (verdict === 'dont_send') {
    const fatal = criteria.filter((c) => verdictOfCriterion(c) === 'dont_send');
    const blocking = fatal.some((c) => BLOCKING_CRITERIA.includes(c.id)) || fatal.length >= 2;
    return { verdict, grade: blocking ? 'F' : 'D' };
  }
  if (verdict === 'edit') return { verdict, grade: 'C' };
  return { verdict, grade: criteria.some((c) => c.result !== 'pass') ? 'B' : 'A' };
}
