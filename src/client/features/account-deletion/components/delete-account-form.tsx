import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { paths } from '#client/config/paths.ts';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { applyFixedTheme } from '#client/lib/theme.ts';
import { deleteAccountSchema, FRESH_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import type { Me } from '#shared/users.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useHasPassword } from '../api/has-password.ts';

/** What goes, said plainly before anyone presses the button. */
const deleted = [
  'your campaigns, their prospects and every e-mail written for them',
  'your AI provider key and your two-factor settings',
  'every session on every device',
];

/**
 * The confirmation of /account/deletion (docs/decisions/017): type the account's e-mail address, and
 * prove it is you — the current code from the authenticator app when two-factor is on, else the
 * password; an account without one (Google only) is told it needs a recent sign-in. The server checks
 * everything again; the e-mail alone, printed on this page, proves nothing.
 */
export function DeleteAccountForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const withPassword = useHasPassword().data !== false && !me.twoFactorEnabled;
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { email: '', code: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email, code, password }) => {
    try {
      await remove.mutateAsync(me.twoFactorEnabled ? { email, code } : withPassword ? { email, password } : { email });
    } catch (error) {
      applyServerError(error, form.setError, ['email', 'code', 'password']);
      return;
    }
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Nothing to clear that we can reach.
    }
    applyFixedTheme();
    toast.success('Your account has been deleted');
    await navigate(paths.home, { replace: true });
  });
  return (
    <div className="grid gap-5">
      <div className="grid gap-2 text-sm">
        <p>Deleting your account is immediate and cannot be undone. It removes:</p>
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {deleted.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">Export anything you want to keep first.</p>
      </div>
      <FormShell form={form} onSubmit={onSubmit} className="grid gap-5">
        <TextField
          control={form.control}
          name="email"
          label="Type your e-mail address to confirm"
          description={
            <>
              This account is <span className="font-medium text-foreground">{me.email}</span>.
            </>
          }
          inputProps={{ type: 'email', autoComplete: 'off', spellCheck: false, placeholder: me.email }}
        />
        {me.twoFactorEnabled ? (
          <TextField
            control={form.control}
            name="code"
            label="Code from your authenticator app"
            inputProps={{
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              className: 'max-w-40 font-mono tracking-widest',
            }}
          />
        ) : withPassword ? (
          <PasswordField
            control={form.control}
            name="password"
            label="Your password"
            inputProps={{ autoComplete: 'current-password' }}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            You sign in with Google, so there is no password to ask for: deleting needs a sign-in in the last{' '}
            {FRESH_SIGN_IN_MINUTES} minutes. If it is older, sign out and sign in again first.
          </p>
        )}
        <SubmitButton pendingLabel="Deleting" variant="destructive" size="lg" className="w-full">
          Delete my account permanently
        </SubmitButton>
      </FormShell>
    </div>
  );
}
