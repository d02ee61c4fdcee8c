import { Copy, KeyRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { copyText } from '#client/lib/copy-text.ts';

/**
 * A signing secret, shown once (the server stores it encrypted and never answers it again): read,
 * copy, then dismiss. `note` says what happens to the old one after a rotation.
 */
export function SecretReveal({ secret, note, onDone }: { secret: string; note?: string; onDone: () => void }) {
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/30 bg-accent/40 p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <KeyRound className="size-4" aria-hidden="true" />
        Signing secret — copy it now, it will not be shown again.
      </p>
      <label className="grid gap-1 text-sm">
        <span className="sr-only">Signing secret</span>
        <input
          readOnly
          value={secret}
          className="w-full rounded-md border bg-background px-3 py-2 font-mono text-sm"
          onFocus={(event) => event.target.select()}
        />
      </label>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copyText(secret, 'Signing secret')}>
          <Copy aria-hidden="true" />
          Copy secret
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
