import { Check, Pencil, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { DraftFlagList } from '#client/components/draft-flags.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { ScoreCriteria } from '#client/components/score-criteria.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { VerdictBadge } from '#client/components/verdict-badge.tsx';
import type { Email } from '#shared/review.ts';
import { ClaimText } from './claim-text.tsx';
import { EmailEditor } from './email-editor.tsx';
import { RegenerateForm } from './regenerate-form.tsx';

/**
 * The inbox's reading pane (issue 14, item 1): the e-mail as the recipient will see it (subject, then
 * the body as sent) with every declared claim highlighted and its source on hover (claim-text.tsx: a
 * field's value, or a link to the page of the prospect's website a claim cites), the sequence's steps
 * as tabs, Approve / Reject / Edit with their keys, Regenerate with an instruction (a decision's refusal
 * is the panel's toast, as for its key), then why the verdict is what it is: the flags (the row's own
 * with their reasons), the claims the data does not support, and the score per criterion.
 */
export const PREVIEW_ID = 'review-preview';

const written = (e: Email) => ['ready', 'approved', 'rejected'].includes(e.status);

export function EmailPreview({
  email,
  steps,
  onStep,
  editing,
  onEditing,
  onDecide,
  campaignId,
}: {
  email: Email;
  /** The prospect's e-mails, one per sequence step (just `email` until they load). */
  steps: Email[];
  onStep: (step: number) => void;
  editing: boolean;
  onEditing: (editing: boolean) => void;
  onDecide: (status: 'approved' | 'rejected') => void;
  campaignId: string;
}) {
  const to = [email.prospect.firstName, email.prospect.lastName].filter(Boolean).join(' ');
  const unsupported = email.factsUsed.filter((f) => !f.supported);
  const content = (
    <>
      <header className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">
            Step {email.step} · {email.status}
          </span>
          {email.score ? (
            <>
              <span className="text-muted-foreground">Grade {email.score.grade}</span>
              <VerdictBadge verdict={email.score.verdict} />
            </>
          ) : null}
        </p>
        <p className="text-muted-foreground text-sm">
          To: {to ? `${to} <${email.prospect.email ?? 'no address'}>` : (email.prospect.email ?? 'no address')}
        </p>
        <h3 className="text-lg leading-snug font-semibold break-words">{email.subject || '(no subject)'}</h3>
      </header>
      <Toolbar>
        <Button
          size="sm"
          disabled={!written(email) || email.status === 'approved'}
          onClick={() => onDecide('approved')}
          aria-keyshortcuts="a"
        >
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!written(email) || email.status === 'rejected'}
          onClick={() => onDecide('rejected')}
          aria-keyshortcuts="r"
        >
          <X aria-hidden="true" />
          Reject
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!written(email)}
          aria-pressed={editing}
          onClick={() => onEditing(!editing)}
          aria-keyshortcuts="e"
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </Toolbar>
      {email.error ? <FormError>{email.error}</FormError> : null}
      {editing ? (
        <EmailEditor key={`editor-${email.id}`} email={email} campaignId={campaignId} onDone={() => onEditing(false)} />
      ) : (
        <article
          className="bg-background rounded-md border p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
          aria-label="E-mail as sent"
        >
          {email.body ? <ClaimText text={email.body} email={email} /> : 'Not written yet.'}
        </article>
      )}
      <RegenerateForm key={`regenerate-${email.id}`} email={email} campaignId={campaignId} />
      <DraftFlagList flags={email.flags} reasons={email.prospect.flags} />
      {unsupported.length > 0 ? (
        <section aria-label="Claims not in the data">
          <h4 className="text-destructive mb-1 text-sm font-semibold">Claims not in the data</h4>
          <ul className="grid gap-1 text-sm">
            {unsupported.map((f) => (
              <li key={`${f.field}:${f.claim}`}>
                “{f.claim}” <span className="text-muted-foreground">(cited from {f.field})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {email.score ? <ScoreCriteria score={email.score} /> : null}
    </>
  );
  return (
    <section
      id={PREVIEW_ID}
      role="region"
      aria-label="Selected e-mail"
      className="grid min-h-0 content-start gap-4 overflow-auto rounded-md border p-4"
    >
      {steps.length > 1 ? (
        <Tabs value={String(email.step)} onValueChange={(step) => onStep(Number(step))}>
          <TabsList aria-label="Sequence steps">
            {steps.map((s) => (
              <TabsTrigger key={s.id} value={String(s.step)}>
                Step {s.step}
                {s.status === 'approved' ? <Check aria-label="approved" /> : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* One panel, the shown step's: the selected tab controls it (WAI-ARIA tabs). */}
          <TabsContent value={String(email.step)} className="grid content-start gap-4">
            {content}
          </TabsContent>
        </Tabs>
      ) : (
        content
      )}
    </section>
  );
}

const Toolbar = ({ children }: { children: ReactNode }) => <div className="flex flex-wrap gap-2">{children}</div>;
