import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { criterionLabels } from '#client/config/score-labels.ts';
import type { EmailScore } from '#shared/emails.ts';
import { VerdictBadge } from './verdict-badge.tsx';

/**
 * The score (docs/decisions/015): its grade and verdict, then each criterion with its pass / warn /
 * fail mark and one-line reason. A criterion that alone would stop the e-mail (its own verdict `edit`
 * or `dont_send`) carries that verdict, so a reviewer sees which criteria decided it.
 */
const marks = {
  pass: <CircleCheck aria-label="pass" className="size-4 text-green-700" />,
  warn: <CircleAlert aria-label="warning" className="size-4 text-amber-700" />,
  fail: <CircleX aria-label="fail" className="text-destructive size-4" />,
};

export function ScoreCriteria({ score }: { score: EmailScore }) {
  return (
    <section aria-label="Score">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
        Score: {score.grade} <VerdictBadge verdict={score.verdict} />
      </h3>
      <ul className="grid gap-1 text-sm">
        {score.criteria.map((c) => (
          <li key={c.id} className="flex items-start gap-2">
            <span className="mt-0.5 shrink-0">{marks[c.result]}</span>
            <span>
              <span className="font-medium">{criterionLabels[c.id]}:</span> {c.reason}
              {c.verdict && c.verdict !== 'send' ? (
                <>
                  {' '}
                  <VerdictBadge verdict={c.verdict} className="ml-1" />
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
