import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { DraftFlagList } from '#client/components/draft-flags.tsx';
import { ScoreCriteria } from '#client/components/score-criteria.tsx';
import { VerdictBadge } from '#client/components/verdict-badge.tsx';
import type { StreamedDraft } from '../api/personalize-stream.ts';

/**
 * One written e-mail: subject and body (still growing while `writing`), its verdict beside the title
 * once scored, then its score, flags and facts.
 */
type Shown = Pick<StreamedDraft, 'subject' | 'body' | 'factsUsed' | 'flags' | 'model'> & {
  score: StreamedDraft['score'] | null;
};

export function DraftView({ draft, writing = false }: { draft: Shown; writing?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-base">{draft.subject || '…'}</CardTitle>
          {draft.score ? <VerdictBadge verdict={draft.score.verdict} /> : null}
        </div>
        {draft.model ? (
          <p className="text-muted-foreground text-xs">
            Written by {draft.model === 'offline' ? 'the offline composer' : draft.model}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <pre className="font-sans text-sm whitespace-pre-wrap" data-testid="draft-body">
          {draft.body}
          {writing ? <span aria-hidden="true">▍</span> : null}
        </pre>
        <DraftFlagList flags={draft.flags} />
        {draft.score ? <ScoreCriteria score={draft.score} /> : null}
        {draft.factsUsed.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Facts used">
            {draft.factsUsed.map((f) => (
              <li key={`${f.field}:${f.claim}`}>
                {f.supported ? '✓' : '✗'} “{f.claim}” <span className="text-muted-foreground">({f.field})</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
