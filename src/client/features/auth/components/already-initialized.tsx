import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/** Shown instead of the set-up form once this instance has an administrator (409 `already_initialized`). */
export function AlreadyInitialized() {
  return (
    <div role="status" className="grid justify-items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShieldCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-1.5">
        <p className="font-semibold">This instance is already set up</p>
        <p className="text-sm text-muted-foreground">
          An administrator account already exists. Sign in with it, or ask its owner to approve your account.
        </p>
      </div>
      <Button asChild className="w-full">
        <Link to={paths.login}>Go to sign in</Link>
      </Button>
    </div>
  );
}
