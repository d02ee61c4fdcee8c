import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { verdictLabels } from '#client/config/score-labels.ts';
import type { EmailVerdict } from '#shared/emails.ts';

/**
 * The verdict as a badge (the review table and detail, the score, the playground): its word
 * (config/score-labels.ts), with a colour and an icon that repeat the word, never replace it.
 */
const looks = {
  send: { icon: CircleCheck, className: 'border-green-700/40 text-green-800' },
  edit: { icon: CircleAlert, className: 'border-amber-700/40 text-amber-800' },
  dont_send: { icon: CircleX, className: 'border-destructive/40 text-destructive' },
} satisfies Record<EmailVerdict, unknown>;

export function VerdictBadge({ verdict, className }: { verdict: EmailVerdict; className?: string }) {
  const { icon: Icon, className: look } = looks[verdict];
  return (
    <Badge variant="outline" className={cn(look, className)} data-verdict={verdict}>
      <Icon aria-hidden="true" />
      {verdictLabels[verdict]}
    </Badge>
  );
}
