import { useFormContext } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FormSelect } from '#client/components/ui/form/form-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { tones } from '#shared/brief.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection, Optional } from './form-section.tsx';

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
        <FormField
          control={control}
          name="brief.tone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Tone</FormLabel>
              <FormSelect
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={toneOptions}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="brief.lengthWords"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Target length (words)</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={25}
                  max={300}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="brief.language"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Language</FormLabel>
              <FormControl>
                <Input autoComplete="off" placeholder="en" {...field} value={field.value ?? ''} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <p className="-mt-3 text-sm text-muted-foreground">
        Replies drop past about 100 words; 50–125 is the usual sweet spot. Language is a tag such as en, de or fr-CA.
      </p>
      <FormField
        control={control}
        name="brief.callToAction"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              Call to action <Optional />
            </FormLabel>
            <FormControl>
              <Input placeholder="e.g. Open to a 15-minute call next week?" {...field} value={field.value ?? ''} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="brief.instructions"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              Extra instructions <Optional />
            </FormLabel>
            <FormControl>
              <Textarea
                rows={3}
                placeholder="e.g. Never mention pricing. Refer to their product by name."
                {...field}
                value={field.value ?? ''}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="brief.template"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              Template <Optional />
            </FormLabel>
            <FormControl>
              <Textarea
                rows={5}
                className="font-mono text-sm"
                placeholder={'Hi {{first_name|there}},\n\n…\n\n{{sender_name}}'}
                {...field}
                value={field.value ?? ''}
              />
            </FormControl>
            <FormDescription>
              Merge fields: {MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}, and any imported column by its header
              (e.g. {'{{funding_stage}}'}). Add a fallback after a bar: {'{{first_name|there}}'}.
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormSection>
  );
}
