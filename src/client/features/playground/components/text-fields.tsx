import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

/** Labelled text fields bound to a record of values: the playground's prospect and brief forms. */
export type TextField<K extends string> = {
  name: K;
  label: string;
  multiline?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'url' | 'number';
  min?: number;
  max?: number;
};

export function TextFields<K extends string>({
  prefix,
  fields,
  values,
  onChange,
}: {
  prefix: string;
  fields: TextField<K>[];
  values: Partial<Record<K, string>>;
  onChange: (name: K, value: string) => void;
}) {
  return fields.map((f) => {
    const id = `${prefix}-${f.name}`;
    const common = { id, required: f.required, value: values[f.name] ?? '' };
    return (
      <div key={f.name} className="grid gap-1">
        <Label htmlFor={id}>{f.label}</Label>
        {f.multiline ? (
          <Textarea {...common} rows={3} onChange={(e) => onChange(f.name, e.target.value)} />
        ) : (
          <Input
            {...common}
            type={f.type ?? 'text'}
            min={f.min}
            max={f.max}
            onChange={(e) => onChange(f.name, e.target.value)}
          />
        )}
      </div>
    );
  });
}
