import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { FormError } from '#client/features/auth/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { streamPersonalize, type StreamedDraft } from '../api/personalize-stream.ts';
import { DraftView } from './draft-view.tsx';

/**
 * The playground (/dashboard/generation; SPEC's content generation screen, issue 4 item 8): one
 * prospect and a brief, and the e-mail written as you watch — streamed from the model, or at once from
 * the offline composer — with its score, flags and the facts it used.
 */
type Field = { name: string; label: string; multiline?: boolean; required?: boolean };
const prospectFields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'E-mail' },
  { name: 'title', label: 'Job title' },
  { name: 'company', label: 'Company' },
  { name: 'website', label: 'Website' },
  { name: 'notes', label: 'What you know about them (company description, notes)', multiline: true },
];
const briefFields: Field[] = [
  { name: 'senderName', label: 'Your name', required: true },
  { name: 'senderCompany', label: 'Your company' },
  { name: 'offer', label: 'Your offer', multiline: true, required: true },
  { name: 'callToAction', label: 'Call to action' },
];

function Fields({ prefix, fields, values, onChange }: { prefix: string; fields: Field[]; values: Record<string, string>; onChange: (name: string, value: string) => void }) {
  return fields.map((f) => (
    <div key={f.name} className="grid gap-1">
      <Label htmlFor={`${prefix}-${f.name}`}>{f.label}</Label>
      {f.multiline ? (
        <Textarea id={`${prefix}-${f.name}`} rows={3} required={f.required} value={values[f.name] ?? ''} onChange={(e) => onChange(f.name, e.target.value)} />
      ) : (
        <Input id={`${prefix}-${f.name}`} required={f.required} value={values[f.name] ?? ''} onChange={(e) => onChange(f.name, e.target.value)} />
      )}
    </div>
  ));
}

const nonEmpty = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim()));

export function Playground() {
  const [prospect, setProspect] = useState<Record<string, string>>({});
  const [brief, setBrief] = useState<Record<string, string>>({});
  const [partial, setPartial] = useState<{ subject: string; body: string } | null>(null);
  const [draft, setDraft] = useState<StreamedDraft | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [writing, setWriting] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const write = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setWriting(true);
    setDraft(null);
    setPartial(null);
    setError(null);
    try {
      setDraft(await streamPersonalize({ prospect: nonEmpty(prospect), brief: nonEmpty(brief) }, { onPartial: setPartial, signal: controller.signal }));
    } catch (e) {
      if (!controller.signal.aborted) setError(e);
    } finally {
      setWriting(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void write();
        }}
      >
        <Card>
          <CardHeader>
            <CardTitle>Prospect</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Fields prefix="prospect" fields={prospectFields} values={prospect} onChange={(n, v) => setProspect({ ...prospect, [n]: v })} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Brief</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Fields prefix="brief" fields={briefFields} values={brief} onChange={(n, v) => setBrief({ ...brief, [n]: v })} />
          </CardContent>
        </Card>
        <Button type="submit" disabled={writing} className="justify-self-start">
          <Sparkles aria-hidden="true" />
          {writing ? 'Writing…' : 'Write e-mail'}
        </Button>
      </form>
      <section aria-label="Written e-mail" aria-busy={writing} className="grid content-start gap-4">
        {error ? <FormError>{errorMessage(error)}</FormError> : null}
        {draft ? <DraftView draft={draft} /> : partial ? <DraftView draft={{ ...partial, factsUsed: [], flags: [], model: '', score: null }} writing /> : null}
        {!draft && !partial && !error ? <p className="text-muted-foreground text-sm">{writing ? 'Writing…' : 'The e-mail appears here as it is written.'}</p> : null}
      </section>
    </div>
  );
}
