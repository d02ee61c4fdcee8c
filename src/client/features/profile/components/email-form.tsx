import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';
import { FormError } from '#client/components/form-error.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { changeEmailSchema } from '#shared/profile.ts';
import { changeEmail } from '../api/account.ts';

/**
 * The account's e-mail address, and changing it (issue 5 item 5): a link goes to the new address and
 * the change happens when it is opened, which brings the user back here (`?email=changed`).
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
  const { errors, isSubmitting } = form.formState;

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
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid max-w-sm gap-3">
            <FormError>{errors.root?.server?.message}</FormError>
            <FormField
              control={form.control}
              name="newEmail"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>New e-mail address</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" autoFocus {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex gap-2">
              <Button type="submit" variant="outline" disabled={isSubmitting}>
                {isSubmitting ? <Spinner label="Sending" /> : null}
                Send confirmation link
              </Button>
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        </Form>
      ) : null}
    </div>
  );
}
