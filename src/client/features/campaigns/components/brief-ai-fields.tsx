import { useFormContext } from 'react-hook-form';
import { NumberField } from '#client/components/ui/form/number-field.tsx';
import { SelectField } from '#client/components/ui/form/select-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { providerLabels } from '#client/config/ai-provider-labels.ts';
import { providerIds, type ProviderId } from '#shared/campaigns.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection } from './form-section.tsx';

/** "Default" is `provider: null`: the user's stored provider or, without one, the server's default. */
const providerOptions: { value: ProviderId | null; label: string }[] = [
  { value: null, label: 'Default' },
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
        <SelectField control={control} name="provider" label="Provider" options={providerOptions} />
        <TextField
          control={control}
          name="model"
          label="Model"
          optional
          emptyValue="null"
          inputProps={{ autoComplete: 'off', placeholder: "The provider's default" }}
        />
      </div>
      <NumberField
        control={control}
        name="budgetUsd"
        label="Budget in USD"
        optional
        emptyValue="null"
        description="Leave empty for no cap."
        className="sm:max-w-56"
        inputProps={{ inputMode: 'decimal', min: 0, step: '0.01', placeholder: 'No cap' }}
      />
    </FormSection>
  );
}
