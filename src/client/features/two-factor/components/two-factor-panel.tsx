import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { disableTwoFactor, generateBackupCodes } from '../api/two-factor.ts';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';
import { BackupCodes } from './backup-codes.tsx';
import { Enrolment } from './enrolment.tsx';
import { PasswordForm } from './password-form.tsx';

type Step = 'idle' | 'enrol' | 'new-codes' | 'disable';

/**
 * The profile's "Two-factor authentication" panel: TOTP with backup codes. Off: set it up. On: the
 * session's assurance level, new backup codes, or turn it off (each with the password).
 */
export function TwoFactorPanel() {
  const { data: me } = useMe();
  const refreshMe = useRefreshMe();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = me?.twoFactorEnabled ?? false;
  const cancel = (
    <Button type="button" variant="ghost" className="justify-self-start" onClick={() => setStep('idle')}>
      Cancel
    </Button>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="text-base">Two-factor authentication</h2>
          <Badge variant={enabled ? 'default' : 'outline'}>{enabled ? 'On' : 'Off'}</Badge>
        </CardTitle>
        <CardDescription>
          {enabled
            ? `Signing in asks for a code from your authenticator app. This session is ${me?.aal === 'aal2' ? 'verified with a second factor (aal2)' : 'password-only (aal1)'}.`
            : 'Ask for a code from an authenticator app (1Password, Google Authenticator, Authy…) after your password.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step === 'idle' && !enabled ? (
          <Button className="justify-self-start" onClick={() => setStep('enrol')}>
            <ShieldCheck aria-hidden="true" />
            Set up two-factor authentication
          </Button>
        ) : null}
        {step === 'idle' && enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStep('new-codes')}>
              New backup codes
            </Button>
            <Button variant="outline" onClick={() => setStep('disable')}>
              Turn off
            </Button>
          </div>
        ) : null}
        {step === 'enrol' ? (
          <>
            <Enrolment onDone={() => setStep('idle')} />
            {cancel}
          </>
        ) : null}
        {step === 'new-codes' ? (
          <>
            <p className="text-sm text-muted-foreground">New codes replace the old ones, which stop working.</p>
            <PasswordForm
              submitLabel="Create new backup codes"
              onConfirm={async (password) => {
                setCodes((await generateBackupCodes(password)).backupCodes);
                setStep('idle');
              }}
            />
            {cancel}
          </>
        ) : null}
        {step === 'disable' ? (
          <>
            <p className="text-sm text-muted-foreground">Your password alone will sign you in again.</p>
            <PasswordForm
              destructive
              submitLabel="Turn off two-factor authentication"
              onConfirm={async (password) => {
                await disableTwoFactor(password);
                await refreshMe();
                setCodes(null);
                setStep('idle');
                toast.success('Two-factor authentication is off');
              }}
            />
            {cancel}
          </>
        ) : null}
        {codes && step === 'idle' ? <BackupCodes codes={codes} /> : null}
      </CardContent>
    </Card>
  );
}
