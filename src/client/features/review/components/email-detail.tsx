import { Check, Save, X } from 'lucide-react';
import { forwardRef, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { Email } from '#shared/review.ts';
import { useEmailActions } from '../api/emails.ts';
import { ProspectFacts } from './prospect-facts.tsx';
import { RegenerateForm } from './regenerate-form.tsx';
import { ScoreCriteria } from '../../../components/score-criteria.tsx';

/**
 * The detail pane: the e-mail, editable (subject, opener, body; saved e-mails are rescored by the
 * server), its score with a reason per criterion, the facts it used, the provider's error when it
 * failed, the prospect's data, and Approve / Reject / Regenerate with an instruction (regenerate-form.tsx).
 * The body field takes the ref, so the `e` shortcut can focus it.
 */
export const EmailDetail = forwardRef<HTMLTextAreaElement, { email: Email; campaignId: string }>(function EmailDetail(
  { email, campaignId },
  bodyRef,
) {
  const { patch } = useEmailActions(campaignId);
  const [draft, setDraft] = useState({ subject: email.subject, opener: email.opener, body: email.body });
  useEffect(
    () => setDraft({ subject: email.subject, opener: email.opener, body: email.body }),
    [email.id, email.subject, email.opener, email.body],
  );
  const written = ['ready', 'approved', 'rejected'].includes(email.status);
  const changed = draft.subject !== email.subject || draft.opener !== email.opener || draft.body !== email.body;
  const error = patch.error;

  return (
    <Card role="region" aria-label="Selected e-mail">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Step {email.step} · {email.status}
          {email.score ? (
            <span className="text-muted-foreground text-sm font-normal">Grade {email.score.grade}</span>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {email.error ? <FormError>{email.error}</FormError> : null}
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            patch.mutate({ id: email.id, changes: draft }, { onSuccess: () => toast.success('E-mail saved') });
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="email-subject">Subject</Label>
            <Input
              id="email-subject"
              value={draft.subject}
              disabled={!written}
              onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="email-opener">Opener</Label>
            <Textarea
              id="email-opener"
              rows={2}
              value={draft.opener}
              disabled={!written}
              onChange={(e) => setDraft({ ...draft, opener: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="email-body">Body</Label>
            <Textarea
              id="email-body"
              ref={bodyRef}
              rows={10}
              value={draft.body}
              disabled={!written}
              onChange={(e) => setDraft({ ...draft, body: e.target.value })}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!written || !changed || patch.isPending}>
              <Save aria-hidden="true" />
              Save
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={!written || patch.isPending}
              onClick={() => patch.mutate({ id: email.id, changes: { status: 'approved' } })}
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={!written || patch.isPending}
              onClick={() => patch.mutate({ id: email.id, changes: { status: 'rejected' } })}
            >
              <X aria-hidden="true" />
              Reject
            </Button>
          </div>
        </form>
        <RegenerateForm key={email.id} email={email} campaignId={campaignId} />
        {error ? <FormError>{errorMessage(error)}</FormError> : null}
        {email.score ? <ScoreCriteria score={email.score} /> : null}
        <ProspectFacts email={email} />
      </CardContent>
    </Card>
  );
});
