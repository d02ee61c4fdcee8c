import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { totpCodeSchema } from '#shared/two-factor.ts';
import { enableTwoFactor, verifyTotp, type Enrolment as Started } from '../api/two-factor.ts';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';
import { groupSecret, secretOf } from '../utils/totp-uri.ts';
import { BackupCodes } from './backup-codes.tsx';
import { PasswordForm } from './password-form.tsx';
import { QrCode } from './qr-code.tsx';

/**
 * Turning two-factor on, in three steps: the password; the QR code (and the key, for typing) with the
 * backup codes; a first code from the app, which is what puts two-factor in force — so a QR code that
 * was never scanned cannot lock anyone out.
 */
export function Enrolment({ onDone }: { onDone: () => void }) {
  const [started, setStarted] = useState<Started | null>(null);
  if (!started) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">Step 1 of 2 · Confirm it is you.</p>
        <PasswordForm
          submitLabel="Continue"
          onConfirm={async (password) => setStarted(await enableTwoFactor(password))}
        />
      </div>
    );
  }
  const secret = secretOf(started.totpURI);
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Step 2 of 2 · Scan the code with your authenticator app, then enter the code it shows.
      </p>
      <div className="flex flex-wrap items-start gap-5">
        <QrCode value={started.totpURI} label="QR code for your authenticator app" />
        {secret ? (
          <div className="grid min-w-0 gap-1 text-sm">
            <p className="text-muted-foreground">Can’t scan it? Enter this key:</p>
            <code className="font-mono break-all" data-testid="totp-secret">
              {groupSecret(secret)}
            </code>
          </div>
        ) : null}
      </div>
      <BackupCodes codes={started.backupCodes} />
      <ConfirmCode onDone={onDone} />
    </div>
  );
}

function ConfirmCode({ onDone }: { onDone: () => void }) {
  const refreshMe = useRefreshMe();
  const form = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verifyTotp(code);
    } catch (error) {
      applyServerError(error, form.setError, ['code']);
      return;
    }
    await refreshMe();
    toast.success('Two-factor authentication is on');
    onDone();
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-4">
      <TextField
        control={form.control}
        name="code"
        label="Code from your app"
        inputProps={{
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          className: 'max-w-40 font-mono tracking-widest',
        }}
      />
      <SubmitButton pendingLabel="Verifying" className="justify-self-start">
        Turn on two-factor authentication
      </SubmitButton>
    </FormShell>
  );
}
