import { ClipboardPaste } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { parsePastedProspect, type ProspectValues } from '../utils/prospect-values.ts';

/** "Paste a prospect": a JSON object fills the form; a mistake is said beside the field. */
export function PasteProspect({ onPaste }: { onPaste: (values: ProspectValues) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const use = () => {
    try {
      onPaste(parsePastedProspect(text));
      setError(null);
      setText('');
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer text-sm font-medium">Paste a prospect (JSON)</summary>
      <div className="mt-3 grid gap-2">
        <Label htmlFor="prospect-paste">Prospect as JSON</Label>
        <Textarea
          id="prospect-paste"
          rows={4}
          className="font-mono text-xs"
          placeholder='{"firstName": "Sara", "company": "Pibit.ai", "notes": "…"}'
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? 'prospect-paste-error' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error ? (
          <p id="prospect-paste-error" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={!text.trim()}
          onClick={use}
        >
          <ClipboardPaste aria-hidden="true" />
          Fill in the form
        </Button>
      </div>
    </details>
  );
}
