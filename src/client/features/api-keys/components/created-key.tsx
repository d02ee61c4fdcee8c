import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { CreatedApiKey } from '#shared/api-keys.ts';
import { CopyButton } from './copy-button.tsx';

/**
 * The new key, shown once: the server keeps only its hash, so once this panel is dismissed (or the
 * page left) nobody can show it again — the user revokes it and creates another.
 */
export function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className="grid gap-4" role="region" aria-label="Your new API key">
      <Alert>
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Copy your key now — you won’t see it again</AlertTitle>
        <AlertDescription>
          Coldsmith stores only a fingerprint of “{created.name}”. Keep the key in a secret manager or an environment
          variable; if you lose it, revoke it and create a new one.
        </AlertDescription>
      </Alert>
      <div className="grid gap-2">
        <Label htmlFor="created-api-key">API key</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="created-api-key"
            readOnly
            value={created.key}
            // 15 px, not the inputs' 14: at 14 px Chromium drops the underscores of the monospace fallback
            // fonts (DejaVu/Liberation Mono) inside an <input> at 1× pixel ratio, and a key is full of them.
            className="min-w-0 flex-1 font-mono text-[15px] leading-6 md:text-[15px]"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={created.key} label="Copy key" copiedMessage="API key copied" />
        </div>
      </div>
      <Button type="button" className="justify-self-start" onClick={onDone}>
        I’ve saved it
      </Button>
    </div>
  );
}
