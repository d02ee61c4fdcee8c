import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { Brief } from '#shared/brief.ts';
import type { StandardField } from '#shared/prospects.ts';
import { emptyProspect, fromProspect, type ProspectValues } from '../utils/prospect-values.ts';
import { PasteProspect } from './paste-prospect.tsx';
import { PickProspect } from './pick-prospect.tsx';
import { TextFields, type TextField } from './text-fields.tsx';

/**
 * The playground's prospect: typed into the standard fields, pasted as JSON, or picked from a campaign.
 * Custom columns that came with a pasted or picked prospect are listed, since they are sent too and the
 * e-mail may use them.
 */
const fields: TextField<StandardField>[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'title', label: 'Job title' },
  { name: 'company', label: 'Company' },
  { name: 'website', label: 'Website' },
  { name: 'linkedinUrl', label: 'LinkedIn URL' },
  { name: 'industry', label: 'Industry' },
  { name: 'location', label: 'Location' },
  { name: 'notes', label: 'What you know about them (company description, notes)', multiline: true },
];

export function ProspectCard({
  values,
  onChange,
  onBrief,
}: {
  values: ProspectValues;
  onChange: (values: ProspectValues) => void;
  onBrief: (brief: Brief) => void;
}) {
  const custom = Object.entries(values.custom);
  const setField = (name: StandardField, value: string) =>
    onChange({ ...values, standard: { ...values.standard, [name]: value } });
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Prospect</CardTitle>
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange(emptyProspect)}>
          Clear prospect
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        <PickProspect onProspect={(p) => onChange(fromProspect(p))} onBrief={onBrief} />
        <PasteProspect onPaste={onChange} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextFields prefix="prospect" fields={fields.slice(0, -1)} values={values.standard} onChange={setField} />
        </div>
        <TextFields prefix="prospect" fields={fields.slice(-1)} values={values.standard} onChange={setField} />
        {custom.length > 0 ? (
          <section aria-label="Custom columns">
            <h3 className="mb-1 text-sm font-medium">Custom columns (sent too)</h3>
            <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
              {custom.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{key}</dt>
                  <dd className="line-clamp-2 break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
