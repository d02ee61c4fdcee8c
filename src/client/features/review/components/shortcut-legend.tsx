import { shortcuts } from '../utils/shortcuts.ts';

/** The review shortcuts, listed where the reviewer works. */
export function ShortcutLegend() {
  return (
    <p className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Keyboard shortcuts">
      {shortcuts.map((s) => (
        <span key={s.key}>
          <kbd className="bg-muted rounded border px-1 font-mono">{s.key}</kbd> {s.label}
        </span>
      ))}
    </p>
  );
}
