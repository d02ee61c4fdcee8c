import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

const messages = {
  missing: {
    title: 'This reset link is incomplete',
    text: 'The page was opened without the code from the e-mail. Open the link in the e-mail again (copy all of it), or ask for a new one.',
  },
  refused: {
    title: 'This reset link has expired or was already used',
    text: 'A reset link works once, for 1 hour. Ask for a new one and use the latest e-mail.',
  },
} as const;

/**
 * What /auth/reset-password shows when it cannot reset: no token in the address (`missing`), or a
 * token the server refused as expired, used or unknown (`refused`). Both offer a new link.
 */
export function InvalidResetLink({ reason }: { reason: keyof typeof messages }) {
  const { title, text } = messages[reason];
  return (
    <div role="alert" className="grid justify-items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-1.5">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <Button asChild className="w-full">
        <Link to={paths.forgotPassword}>Request a new link</Link>
      </Button>
    </div>
  );
}
