import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { greetsOnSignIn, homePathFor, redirectTargetFrom } from '#client/features/auth/utils/destinations.ts';
import { backupCodeSchema, totpCodeSchema } from '#shared/two-factor.ts';
import { verifyBackupCode, verifyTotp } from '../api/two-factor.ts';
import { getMeQueryOptions } from '#client/features/auth/api/get-me.ts';

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
 * The second step of signing in (docs/decisions/017): a TOTP code, or a backup code. The password step
 * left a short-lived cookie that names the user; the session (aal2) is created only here. Success
 * ends like a password-only sign-in: SPEC §4's toast (not for a suspended user) and the remembered
 * destination.
 */
export function ChallengeForm() {
  const [mode, setMode] = useState<Mode>('totp');
  return <CodeForm key={mode} mode={mode} onSwitch={() => setMode(mode === 'totp' ? 'backup' : 'totp')} />;
}

function CodeForm({ mode, onSwitch }: { mode: Mode; onSwitch: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    const me = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
    if (greetsOnSignIn(me)) toast.success('Signed in successfully');
    const target = redirectTargetFrom(location.search);
    await navigate(me ? homePathFor(me, target) : target, { replace: true });
  });
  const text = copy[mode];
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="code"
        label={text.label}
        description={text.description}
        inputProps={{
          autoComplete: 'one-time-code',
          inputMode: mode === 'totp' ? 'numeric' : 'text',
          autoFocus: true,
          spellCheck: false,
          className: 'font-mono tracking-widest',
        }}
      />
      <SubmitButton pendingLabel="Verifying" size="lg" className="w-full">
        Verify
      </SubmitButton>
      <Button type="button" variant="link" onClick={onSwitch} className="justify-self-center">
        {text.switch}
      </Button>
    </FormShell>
  );
}
