import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { redirectTargetFrom } from '#client/features/auth/utils/destinations.ts';
import { backupCodeSchema, totpCodeSchema } from '#shared/two-factor.ts';
import { verifyBackupCode, verifyTotp } from '../api/two-factor.ts';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';

type Mode = 'totp' | 'backup';

const copy = {
  totp: {
    label: 'Authentication code',
    description: 'The 6-digit code your authenticator app shows for Coldsmith.',
    switch: 'Use a backup code instead',
  },
  backup: {
    label: 'Backup code',
    description: 'One of the backup codes you saved when you turned on two-factor authentication. Each works once.',
    switch: 'Use your authenticator app instead',
  },
} as const;

/**
 * The second step of signing in (issue 5 item 3): a TOTP code, or a backup code. The password step
 * left a short-lived cookie that names the user; the session (aal2) is created only here. Success
 * ends like a password-only sign-in: SPEC §4's toast and the remembered destination.
 */
export function ChallengeForm() {
  const [mode, setMode] = useState<Mode>('totp');
  return <CodeForm key={mode} mode={mode} onSwitch={() => setMode(mode === 'totp' ? 'backup' : 'totp')} />;
}

function CodeForm({ mode, onSwitch }: { mode: Mode; onSwitch: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const form = useForm({
    resolver: zodResolver(mode === 'totp' ? totpCodeSchema : backupCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await (mode === 'totp' ? verifyTotp(code) : verifyBackupCode(code));
    } catch (error) {
      applyServerError(error, form.setError, ['code']);
      return;
    }
    await refreshMe();
    toast.success('Signed in successfully');
    await navigate(redirectTargetFrom(location.search), { replace: true });
  });
  const { errors, isSubmitting } = form.formState;
  const text = copy[mode];
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{text.label}</FormLabel>
              <FormControl>
                <Input
                  autoComplete="one-time-code"
                  inputMode={mode === 'totp' ? 'numeric' : 'text'}
                  autoFocus
                  spellCheck={false}
                  className="font-mono tracking-widest"
                  {...field}
                />
              </FormControl>
              <FormDescription>{text.description}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner label="Verifying" className="text-primary-foreground" /> : null}
          Verify
        </Button>
        <Button type="button" variant="link" onClick={onSwitch} className="justify-self-center">
          {text.switch}
        </Button>
      </form>
    </Form>
  );
}
