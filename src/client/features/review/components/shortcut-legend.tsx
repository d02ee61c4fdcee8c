import { Keyboard } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { keyLabel, shortcuts } from '../utils/shortcuts.ts';

/** The review inbox's keys (utils/shortcuts.ts), in a dialog `?` or its button opens. */
export function ShortcutLegend({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button size="sm" variant="ghost" onClick={() => onOpenChange(true)} aria-keyshortcuts="?">
        <Keyboard aria-hidden="true" />
        Keyboard shortcuts
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            They work anywhere on the review screen except while you type in a field.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm">
          {shortcuts.map((s) => (
            <div key={s.action} className="contents">
              <dt className="flex gap-1">
                {s.keys.map((k) => (
                  <kbd key={k} className="bg-muted rounded border px-1.5 font-mono">
                    {keyLabel(k)}
                  </kbd>
                ))}
              </dt>
              <dd>{s.label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
