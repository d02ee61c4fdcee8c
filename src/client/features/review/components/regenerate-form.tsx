import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { regenerateSchema, type Email } from '#shared/review.ts';
import { useEmailActions } from '../api/emails.ts';

/**
 * Regenerate one e-mail, with an optional instruction for the writer. A campaign that writes offline
 * follows the common instructions and refuses the rest at once (422 `instruction_needs_provider` or
 * `instruction_not_applicable`, server features/review/offline-instruction.ts): the server's message,
 * which names the instruction and says what to do, shows under the field.
 */
export function RegenerateForm({ email, campaignId }: { email: Email; campaignId: string }) {
  const { regenerate } = useEmailActions(campaignId);
  const form = useForm({ resolver: zodResolver(regenerateSchema), defaultValues: { instruction: '' } });
  const onSubmit = form.handleSubmit(async ({ instruction }) => {
    try {
      await regenerate.mutateAsync({ id: email.id, instruction: instruction?.trim() || undefined });
    } catch (error) {
      applyServerError(error, form.setError, ['instruction']);
      return;
    }
    toast.success('Writing it again');
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-2">
      <TextField
        control={form.control}
        name="instruction"
        label="Instruction"
        optional
        description="Offline: shorter, more casual, more formal, no question, or mention <column>. Anything else needs an AI provider."
        inputProps={{ placeholder: 'shorter; mention their hiring', className: 'min-w-48 flex-1' }}
        beside={
          <SubmitButton pendingLabel="Queueing" size="sm" variant="outline" disabled={email.status === 'generating'}>
            <RefreshCw aria-hidden="true" />
            Regenerate
          </SubmitButton>
        }
      />
    </FormShell>
  );
}
