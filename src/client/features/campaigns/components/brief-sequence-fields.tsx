import { useFormContext, useWatch } from 'react-hook-form';
import { NumberField } from '#client/components/ui/form/number-field.tsx';
import { SelectField } from '#client/components/ui/form/select-field.tsx';
import { DEFAULT_FOLLOW_UP_DAYS, MAX_STEPS } from '#shared/brief.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection } from './form-section.tsx';

const stepOptions = Array.from({ length: MAX_STEPS }, (_, i) => i + 1).map((n) => ({
  value: n,
  label: n === 1 ? '1 e-mail (no follow-up)' : `${n} e-mails`,
}));

/**
 * The sequence: 1–4 e-mails, and for each follow-up the days to wait after the one before. Changing
 * the number of steps trims or pads the delays (with the shared default cadence), so `followUpDays`
 * always has `steps - 1` entries, the rule the shared brief schema enforces (docs/decisions/022).
 */
export function BriefSequenceFields() {
  const { control, getValues, setValue } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  const steps = useWatch({ control, name: 'brief.steps' }) ?? 1;
  const onSteps = (next: number) => {
    const current = getValues('brief.followUpDays') ?? [];
    const delays = Array.from({ length: next - 1 }, (_, i) => current[i] ?? DEFAULT_FOLLOW_UP_DAYS[i] ?? 3);
    setValue('brief.followUpDays', delays, { shouldDirty: true });
  };
  return (
    <FormSection
      id="brief-sequence"
      title="Sequence"
      description="The first e-mail and up to three follow-ups, each written for the prospect."
    >
      <SelectField
        control={control}
        name="brief.steps"
        label="Sequence steps"
        className="sm:max-w-56"
        options={stepOptions}
        onValueChange={(n) => onSteps(n ?? 1)}
      />
      {steps > 1 ? (
        <div className="grid items-start gap-5 sm:grid-cols-3">
          {Array.from({ length: steps - 1 }, (_, i) => (
            <NumberField
              key={i}
              control={control}
              name={`brief.followUpDays.${i}`}
              label={`Step ${i + 2}: wait (days)`}
              inputProps={{ inputMode: 'numeric', min: 1, max: 90 }}
            />
          ))}
        </div>
      ) : null}
    </FormSection>
  );
}
