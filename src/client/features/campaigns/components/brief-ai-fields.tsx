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
import { providerLabels } from '#client/config/ai-provider-labels.ts';
import { providerIds, type ProviderId } from '#shared/campaigns.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection, Optional } from './form-section.tsx';

/** Radix Select cannot hold `''` or null: this stands for "provider: null" (the user's or server's default). */
const DEFAULT_PROVIDER = 'default';
const providerOptions = [
  { value: DEFAULT_PROVIDER, label: 'Default' },
  ...providerIds.map((id) => ({ value: id, label: providerLabels[id] })),
];

/** Which model writes the e-mails, and an optional spending cap. */
export function BriefAiFields() {
  const { control } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  return (
    <FormSection
      id="brief-ai"
      title="AI"
      description="Leave the default to use your own provider key (Profile) or, without one, the built-in offline composer."
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="provider"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Provider</FormLabel>
              <FormSelect
                value={field.value ?? DEFAULT_PROVIDER}
                onValueChange={(v) => field.onChange(v === DEFAULT_PROVIDER ? null : (v as ProviderId))}
                onBlur={field.onBlur}
                options={providerOptions}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="model"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Model <Optional />
              </FormLabel>
              <FormControl>
                <Input
                  autoComplete="off"
                  placeholder="The provider's default"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name="budgetUsd"
        render={({ field }) => (
          <FormItem className="sm:max-w-56">
            <FormLabel>
              Budget in USD <Optional />
            </FormLabel>
            <FormControl>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                placeholder="No cap"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.valueAsNumber)}
              />
            </FormControl>
            <FormDescription>Leave empty for no cap.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormSection>
  );
}
