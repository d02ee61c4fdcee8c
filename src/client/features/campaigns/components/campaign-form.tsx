import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { createCampaignSchema } from '#shared/campaigns.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { BriefAiFields } from './brief-ai-fields.tsx';
import { BriefMessageFields } from './brief-message-fields.tsx';
import { BriefRequiredFields } from './brief-required-fields.tsx';
import { BriefResearchFields } from './brief-research-fields.tsx';
import { BriefSenderFields } from './brief-sender-fields.tsx';
import { BriefSequenceFields } from './brief-sequence-fields.tsx';

/** Field paths a `validation_failed` answer may name, so its messages land under the right field. */
const serverFields = [
  'name',
  'provider',
  'model',
  'budgetUsd',
  ...(
    [
      'senderName',
      'senderCompany',
      'senderRole',
      'offer',
      'audience',
      'tone',
      'lengthWords',
      'callToAction',
      'language',
      'instructions',
      'template',
      'steps',
      'research',
      'researchPages',
    ] as const
  ).map((f) => `brief.${f}` as const),
] satisfies Path<CampaignFormInput>[];

/**
 * The brief form, for a new campaign and for a campaign's Settings tab alike: the required fields
 * first, then labelled sections. `onSubmit` throws the server's error, which is shown in the form.
 */
export function CampaignForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  secondaryAction,
}: {
  defaultValues: CampaignFormInput;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: CampaignFormOutput) => Promise<void>;
  secondaryAction?: ReactNode;
}) {
  const form = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(createCampaignSchema),
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset(values);
    } catch (error) {
      applyServerError(error, form.setError, serverFields);
    }
  });
  return (
    <FormShell form={form} onSubmit={submit} className="grid gap-2">
      <BriefRequiredFields />
      <BriefSenderFields />
      <BriefMessageFields />
      <BriefSequenceFields />
      <BriefResearchFields />
      <BriefAiFields />
      <div className="sticky bottom-0 -mx-6 mt-2 flex rounded-b-xl items-center justify-end gap-3 border-t bg-background/95 px-6 py-4 backdrop-blur">
        {secondaryAction}
        <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
      </div>
    </FormShell>
  );
}
