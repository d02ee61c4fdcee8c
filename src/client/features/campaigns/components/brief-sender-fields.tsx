import { useFormContext } from 'react-hook-form';
import { ListField } from '#client/components/ui/form/list-field.tsx';
import { TextareaField } from '#client/components/ui/form/textarea-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection } from './form-section.tsx';

/** Who sends, and the substance of the pitch: value propositions, proof points, audience. */
export function BriefSenderFields() {
  const { control } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  return (
    <>
      <FormSection id="brief-sender" title="Sender" description="How you sign and introduce yourself.">
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            control={control}
            name="brief.senderCompany"
            label="Company"
            optional
            inputProps={{ autoComplete: 'organization' }}
          />
          <TextField
            control={control}
            name="brief.senderRole"
            label="Role"
            optional
            inputProps={{ autoComplete: 'organization-title', placeholder: 'e.g. Founder' }}
          />
        </div>
      </FormSection>
      <FormSection
        id="brief-pitch"
        title="Pitch"
        description="Reasons to reply. Only what you list here is claimed about you."
      >
        <ListField
          control={control}
          name="brief.valueProps"
          label="Value propositions"
          optional
          itemLabel="Value proposition"
          max={10}
          placeholder="e.g. Cuts onboarding time in half"
          errorMessage="Each value proposition needs some text (at most 500 characters)."
        />
        <ListField
          control={control}
          name="brief.proofPoints"
          label="Proof points"
          optional
          itemLabel="Proof point"
          max={10}
          placeholder="e.g. Used by 40 Series A fintechs"
          errorMessage="Each proof point needs some text (at most 500 characters)."
        />
        <TextareaField
          control={control}
          name="brief.audience"
          label="Audience"
          optional
          description="Who these prospects are and what they care about."
          textareaProps={{ rows: 2, placeholder: 'e.g. Heads of engineering at 20–200 person B2B SaaS companies' }}
        />
      </FormSection>
    </>
  );
}
