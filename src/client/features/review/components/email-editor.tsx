import { Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormError } from '#client/components/form-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { Email } from '#shared/review.ts';
import { useEmailActions } from '../api/emails.ts';

/**
 * The e-mail's editor (the inbox's `e`): subject, opener (the first line the sending tools' first-line
 * variable carries) and body (the whole e-mail as sent). Saved e-mails are rescored by the server;
 * Escape or Cancel goes back to the preview without saving. The body takes focus, so `e` puts the
 * cursor where the reviewer edits most.
 */
export function EmailEditor({ email, campaignId, onDone }: { email: Email; campaignId: string; onDone: () => void }) {
  const { patch } = useEmailActions(campaignId);
  const [draft, setDraft] = useState({ subject: email.subject, opener: email.opener, body: email.body });
  const changed = draft.subject !== email.subject || draft.opener !== email.opener || draft.body !== email.body;
  return (
    <form
      className="grid gap-3"
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      onSubmit={(event) => {
        event.preventDefault();
        patch.mutate(
          { id: email.id, changes: draft },
          {
            onSuccess: () => {
              toast.success('E-mail saved');
              onDone();
            },
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="email-subject">Subject</Label>
        <Input
          id="email-subject"
          value={draft.subject}
          onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="email-opener">Opener</Label>
        <Textarea
          id="email-opener"
          rows={2}
          value={draft.opener}
          onChange={(e) => setDraft({ ...draft, opener: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="email-body">Body</Label>
        <Textarea
          id="email-body"
          rows={12}
          autoFocus
          value={draft.body}
          onChange={(e) => setDraft({ ...draft, body: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!changed || patch.isPending}>
          <Save aria-hidden="true" />
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {patch.error ? <FormError>{errorMessage(patch.error)}</FormError> : null}
    </form>
  );
}
