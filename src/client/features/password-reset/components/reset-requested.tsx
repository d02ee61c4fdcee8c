import { MailCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { RESET_REQUESTED_MESSAGE, RESET_TOKEN_TTL_SECONDS } from '#shared/password-reset.ts';

/**
 * The confirmation after a reset request: the same words whether or not the address has an account
 * (`RESET_REQUESTED_MESSAGE`), with what to do if nothing arrives.
 */
export function ResetRequested({ email, onSendAgain }: { email: string; onSendAgain: () => void }) {
  return (
    <div role="status" className="grid justify-items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-1.5">
        <p className="font-semibold">Check your e-mail</p>
        <p className="text-sm text-muted-foreground">{RESET_REQUESTED_MESSAGE}</p>
        <p className="text-sm break-all">{email}</p>
      </div>
      <p className="text-sm text-muted-foreground">
        The link works once, for {RESET_TOKEN_TTL_SECONDS / 3600} hour. Nothing after a few minutes? Check your spam
        folder or the address, then send another link.
      </p>
      <Button type="button" variant="outline" className="w-full" onClick={onSendAgain}>
        Send another link
      </Button>
    </div>
  );
}
