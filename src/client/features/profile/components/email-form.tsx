import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { changeEmailSchema } from '#shared/profile.ts';
import { changeEmail } from '../api/account.ts';

/**
 * The account's e-mail address, and changing it: a link goes to the new address and the change happens
 * when it is opened, which brings the user back here (`?email=changed`).
 */
export function EmailForm({ email }: { email: string }) {
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const refreshMe = useRefreshMe();
  const announced = useRef(false);
  useEffect(() => {
    if (params.get('email') !== 'changed' || announced.current) return;
    announced.current = true;
    void refreshMe();
    toast.success('E-mail address changed');
    setParams(
      (p) => {
        p.delete('email');
        return p;
      },
      { replace: true },
    );
  }, [params, refreshMe, setParams]);

  const form = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '' } });
  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    try {
      await changeEmail(newEmail);
    } catch (error) {
      applyServerError(error, form.setError, ['newEmail']);
      return;
    }
    setSentTo(newEmail);
    setEditing(false);
    form.reset();
  });

  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-muted-foreground w-32">E-mail</span>
        <span className="font-medium">{email}</span>
        {!editing ? (
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => setEditing(true)}>
            Change e-mail
          </Button>
        ) : null}
      </div>
      {sentTo ? (
        <p role="status" className="text-muted-foreground">
          We sent a confirmation link to {sentTo}. Your address changes when you open it.
        </p>
      ) : null}
      {editing ? (
        <FormShell form={form} onSubmit={onSubmit} className="grid max-w-sm gap-3">
          <TextField
            control={form.control}
            name="newEmail"
            label="New e-mail address"
            inputProps={{ type: 'email', autoComplete: 'email', autoFocus: true }}
          />
          <div className="flex gap-2">
            <SubmitButton pendingLabel="Sending" variant="outline">
              Send confirmation link
            </SubmitButton>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </FormShell>
      ) : null}
    </div>
  );
}
