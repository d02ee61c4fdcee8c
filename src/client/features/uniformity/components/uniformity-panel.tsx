import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { formatCount } from '#client/lib/format.ts';
import type { BatchUniformity } from '#shared/uniformity.ts';
import { useUniformity } from '../api/get-uniformity.ts';

/**
 * How alike a campaign's first e-mails are (server engine/judge/uniformity.ts): a warning when they read as
 * templated — filters penalise a batch that is one template filled in, however good each e-mail — and
 * the figures behind it in a small panel. Nothing until the first e-mails exist.
 */
const percent = (share: number) => `${Math.round(share * 100)} %`;

export function UniformityPanel({ campaignId, enabled = true }: { campaignId: string; enabled?: boolean }) {
  const query = useUniformity(campaignId, enabled);
  if (query.isError) return <FormError>{errorMessage(query.error)}</FormError>;
  const u = query.data;
  if (!u || u.emails === 0) return null;
  return (
    <div className="grid gap-3">
      {u.templated ? <TemplatedWarning reasons={u.reasons} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>How alike the first e-mails are</CardTitle>
          <CardDescription>
            {formatCount(u.emails)} first e-mail{u.emails === 1 ? '' : 's'}
            {u.templated ? '' : '; no sign of one template filled in'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Figures u={u} />
        </CardContent>
      </Card>
    </div>
  );
}

function TemplatedWarning({ reasons }: { reasons: string[] }) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>These e-mails read as templated: {reasons.join('; ')}</AlertTitle>
      <AlertDescription>
        <p>
          Spam filters compare the messages of a send and penalise near-copies. Vary the offer sentence and the openers,
          or regenerate the e-mails that share them.
        </p>
      </AlertDescription>
    </Alert>
  );
}

function Figures({ u }: { u: BatchUniformity }) {
  const top = u.identicalSentences.top[0];
  const rows: [string, string][] = [
    [
      'Mean pairwise trigram similarity',
      `${u.meanPairwiseTrigramJaccard.toFixed(2)}${u.pairwiseSample < u.emails ? ` (sample of ${formatCount(u.pairwiseSample)})` : ''}`,
    ],
    [
      '5-grams shared by ≥ 10 %',
      `${percent(u.sharedFiveGramShare)} of distinct, ${percent(u.sharedFiveGramCoverage)} of an e-mail’s`,
    ],
    [
      'Opener frames',
      `${formatCount(u.distinctOpenerFrames.count)} (${percent(u.distinctOpenerFrames.share)} of e-mails)`,
    ],
    ['Repeated sentences', formatCount(u.identicalSentences.count)],
    ['Most repeated sentence', top ? `in ${percent(top.share)}: “${top.text}”` : 'none in 10 % of the e-mails'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
