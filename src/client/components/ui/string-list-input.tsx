import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';

/**
 * An editable list of short texts (value propositions, proof points): each entry is its own labelled
 * field with a remove button, and a new entry is typed in the last field and added with Enter or "Add".
 * An entry emptied by hand is dropped when the field loses focus, so the list never holds blanks, and
 * text left in the new-entry field is added when it loses focus, so nothing typed is lost on save.
 */
export function StringListInput({
  label,
  itemLabel,
  value,
  onChange,
  max,
  placeholder,
  describedBy,
}: {
  label: string;
  itemLabel: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  placeholder?: string;
  describedBy?: string;
}) {
  const [draft, setDraft] = useState('');
  const newId = useId();
  const add = () => {
    const text = draft.trim();
    if (!text || value.length >= max) return;
    onChange([...value, text]);
    setDraft('');
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="grid gap-2" role="group" aria-label={label} aria-describedby={describedBy}>
      {value.length > 0 ? (
        <ol className="grid gap-2">
          {value.map((item, index) => (
            <li key={index} className="flex items-center gap-2">
              <Input
                aria-label={`${itemLabel} ${index + 1}`}
                value={item}
                onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value : v)))}
                onBlur={() => {
                  if (!item.trim()) onChange(value.filter((_, i) => i !== index));
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {value.length < max ? (
        <div className="flex items-center gap-2">
          <label htmlFor={newId} className="sr-only">
            New {itemLabel.toLowerCase()}
          </label>
          <Input
            id={newId}
            value={draft}
            placeholder={placeholder}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onDraftKey}
            onBlur={add}
          />
          <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">You can add up to {max}.</p>
      )}
    </div>
  );
}
