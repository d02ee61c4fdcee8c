import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { Email } from '#shared/review.ts';

/** The score's criteria, each with its pass / warn / fail mark and one-line reason (docs/decisions/015). */
const labels: Record<string, string> = {
  length: 'Length',
  readability: 'Readability',
  questions: 'Questions',
  spam_words: 'Spam words',
  personalisation: 'Personalisation',
  subject_length: 'Subject length',
  grounding: 'Grounding',
  compliance: 'Compliance',
};
const marks = {
  pass: <CircleCheck aria-label="pass" className="size-4 text-green-700" />,
  warn: <CircleAlert aria-label="warning" className="size-4 text-amber-700" />,
  fail: <CircleX aria-label="fail" className="text-destructive size-4" />,
};

export function ScoreCriteria({ score }: { score: NonNullable<Email['score']> }) {
  return (
    <section aria-label="Score">
      <h3 className="mb-2 text-sm font-semibold">Score: {score.grade}</h3>
      <ul className="grid gap-1 text-sm">
        {score.criteria.map((c) => (
          <li key={c.id} className="flex items-start gap-2">
            <span className="mt-0.5 shrink-0">{marks[c.result]}</span>
            <span>
              <span className="font-medium">{labels[c.id] ?? c.id}:</span> {c.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
