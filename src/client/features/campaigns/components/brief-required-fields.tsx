import { useFormContext } from 'react-hook-form';
import { TextareaField } from '#client/components/ui/form/textarea-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection } from './form-section.tsx';

/** The three fields a campaign cannot go without: its name, who sends, and what is offered. */
export function BriefRequiredFields() {
  const { control } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  return (
    <FormSection
      id="brief-essentials"
      title="Essentials"
      description="The only fields you must fill in. Everything below sharpens the e-mails."
    >
      <TextField
        control={control}
        name="name"
        label="Campaign name"
        inputProps={{ placeholder: 'e.g. Q3 outreach to fintech CTOs' }}
      />
      <TextField
        control={control}
        name="brief.senderName"
        label="Sender name"
        inputProps={{ autoComplete: 'name', placeholder: 'e.g. Jane Doe' }}
      />
      <TextareaField
        control={control}
        name="brief.offer"
        label="Offer"
        description="One or two plain sentences. The e-mails never promise more than this."
        textareaProps={{ rows: 3, placeholder: 'What you sell, to whom, and the result it brings.' }}
      />
    </FormSection>
  );
}
