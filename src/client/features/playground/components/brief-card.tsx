import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';
import { tones } from '#shared/brief.ts';
import type { BriefValues } from '../utils/brief-values.ts';
import { TextFields, type TextField } from './text-fields.tsx';

/** The playground's brief: who writes, what they offer, the tone and the length. */
type Key = keyof BriefValues;
const fields: TextField<Key>[] = [
  { name: 'senderName', label: 'Your name', required: true },
  { name: 'senderCompany', label: 'Your company' },
  { name: 'offer', label: 'Your offer', multiline: true, required: true },
  { name: 'callToAction', label: 'Call to action' },
];
const length: TextField<Key>[] = [{ name: 'lengthWords', label: 'Length (words)', type: 'number', min: 25, max: 300 }];
const toneOptions = tones.map((t): [string, string] => [t, t[0]!.toUpperCase() + t.slice(1)]);

export function BriefCard({ values, onChange }: { values: BriefValues; onChange: (values: BriefValues) => void }) {
  const set = (name: Key, value: string) => onChange({ ...values, [name]: value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Brief</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <TextFields prefix="brief" fields={fields} values={values} onChange={set} />
        <div className="grid grid-cols-2 gap-3">
          <LabelledSelect
            label="Tone"
            value={values.tone ?? 'friendly'}
            onChange={(v) => set('tone', v)}
            options={toneOptions}
          />
          <TextFields prefix="brief" fields={length} values={values} onChange={set} />
        </div>
      </CardContent>
    </Card>
  );
}
