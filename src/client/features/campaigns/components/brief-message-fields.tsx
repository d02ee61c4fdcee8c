import { useFormContext } from 'react-hook-form';
import { NumberField } from '#client/components/ui/form/number-field.tsx';
import { SelectField } from '#client/components/ui/form/select-field.tsx';
import { TextareaField } from '#client/components/ui/form/textarea-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { tones } from '#shared/brief.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection } from './form-section.tsx';

const toneLabels: Record<(typeof tones)[number], string> = {
  friendly: 'Friendly',
  formal: 'Formal',
  direct: 'Direct',
  casual: 'Casual',
};

/** Merge fields the template understands (the engine's merge-fields.ts); any imported column works too. */
const MERGE_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'title',
  'company',
  'website',
  'industry',
  'location',
  'sender_name',
];

const toneOptions = tones.map((tone) => ({ value: tone, label: toneLabels[tone] }));

/** How the e-mails read: tone, length, the ask, language, extra instructions and an optional template. */
export function BriefMessageFields() {
  const { control } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  return (
    <FormSection id="brief-message" title="Message" description="Tone, length and the one thing you ask for.">
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <SelectField control={control} name="brief.tone" label="Tone" options={toneOptions} />
        <NumberField
          control={control}
          name="brief.lengthWords"
          label="Target length (words)"
          inputProps={{ inputMode: 'numeric', min: 25, max: 300 }}
        />
        <TextField
          control={control}
          name="brief.language"
          label="Language"
          inputProps={{ autoComplete: 'off', placeholder: 'en' }}
        />
      </div>
      <p className="-mt-3 text-sm text-muted-foreground">
        Replies drop past about 100 words; 50–125 is the usual sweet spot. Language is a tag such as en, de or fr-CA.
      </p>
      <TextField
        control={control}
        name="brief.callToAction"
        label="Call to action"
        optional
        inputProps={{ placeholder: 'e.g. Open to a 15-minute call next week?' }}
      />
      <TextareaField
        control={control}
        name="brief.instructions"
        label="Extra instructions"
        optional
        textareaProps={{ rows: 3, placeholder: 'e.g. Never mention pricing. Refer to their product by name.' }}
      />
      <TextareaField
        control={control}
        name="brief.template"
        label="Template"
        optional
        description={
          <>
            Merge fields: {MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}, and any imported column by its header (e.g.{' '}
            {'{{funding_stage}}'}). Add a fallback after a bar: {'{{first_name|there}}'}.
          </>
        }
        textareaProps={{
          rows: 5,
          className: 'font-mono text-sm',
          placeholder: 'Hi {{first_name|there}},\n\n…\n\n{{sender_name}}',
        }}
      />
    </FormSection>
  );
}
